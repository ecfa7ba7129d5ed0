// Debian's Chromium driven by Playwright, for the scripts outside the test runner (screenshots,
// benchmarks): the launch settings of playwright.config.ts (docs/design.md, "This machine": downloading a browser fails here).
import { readFileSync } from "node:fs"
import { chromium } from "@playwright/test"

const settings = JSON.parse(readFileSync(new URL("./chromium.json", import.meta.url), "utf8"))

export function launchBrowser() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? settings.executablePath, args: settings.args })
}
