// Debian's Chromium driven by playwright-core (DESIGN.md: downloading a browser fails here).
import { chromium } from "playwright-core"

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}
