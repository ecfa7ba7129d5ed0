#!/usr/bin/env node
// Screenshots of built pages for a reader's look: light and dark, 1280 and 400 wide.
//   node tests/screenshot.mjs http://localhost:9000 /docs/guide/first/ [more routes...]
// Writes PNGs to tests/.artifacts/. FULL=1: whole pages. MAC=1: as Chrome on macOS (user agent and
// navigator.platform), for the platform's shortcut hint and hydration.
import { mkdirSync } from "node:fs"
import { launchBrowser } from "./browser/chromium.mjs"

const [base, ...routes] = process.argv.slice(2)
mkdirSync("tests/.artifacts", { recursive: true })
const MAC = process.env.MAC === "1"
const MAC_USER_AGENT =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36"
const browser = await launchBrowser()
for (const route of routes) {
  for (const theme of ["dark", "light"]) {
    for (const width of [1280, 400]) {
      const context = await browser.newContext({
        viewport: { width, height: width > 500 ? 900 : 860 },
        ...(MAC ? { userAgent: MAC_USER_AGENT } : {}),
      })
      if (MAC)
        await context.addInitScript(() =>
          Object.defineProperty(Navigator.prototype, "platform", { get: () => "MacIntel", configurable: true }),
        )
      await context.addInitScript((t) => {
        try {
          localStorage.setItem("theme", t)
        } catch {
          // storage refused: the page's own default theme is shot
        }
      }, theme)
      const page = await context.newPage()
      page.on("console", (message) => {
        if (message.type() === "error") console.error(`console error on ${route}: ${message.text()}`)
      })
      await page.goto(base + route, { waitUntil: "networkidle" })
      await page.evaluate((t) => document.documentElement.setAttribute("data-theme", t), theme)
      const name = `${route.replace(/[^a-z0-9]+/gi, "_") || "home"}-${theme}-${width}${MAC ? "-mac" : ""}.png`
      await page.screenshot({ path: `tests/.artifacts/${name}`, fullPage: process.env.FULL === "1" })
      console.log(`tests/.artifacts/${name}`)
      await context.close()
    }
  }
}
await browser.close()
