// Debian's Chromium driven by playwright-core (DESIGN.md: downloading a browser fails here).
import { readFileSync } from "node:fs"
import { chromium } from "playwright-core"

const settings = JSON.parse(readFileSync(new URL("./chromium.json", import.meta.url), "utf8"))

export function launchBrowser() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? settings.executablePath, args: settings.args })
}
