#!/usr/bin/env node
// Screenshots of built pages for a reader's look: light and dark, 1280 and 400 wide.
//   node tests/screenshot.mjs http://localhost:9000 /docs/guide/first/ [more routes...]
// Writes PNGs to tests/.artifacts/.
import { mkdirSync } from "node:fs"
import { launchBrowser } from "./browser/chromium.mjs"

const [base, ...routes] = process.argv.slice(2)
mkdirSync("tests/.artifacts", { recursive: true })
const browser = await launchBrowser()
for (const route of routes) {
  for (const theme of ["dark", "light"]) {
    for (const width of [1280, 400]) {
      const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 860 } })
      await context.addInitScript((t) => {
        try {
          localStorage.setItem("theme", t)
        } catch {}
      }, theme)
      const page = await context.newPage()
      await page.goto(base + route, { waitUntil: "networkidle" })
      await page.evaluate((t) => document.documentElement.setAttribute("data-theme", t), theme)
      const name = `${route.replace(/[^a-z0-9]+/gi, "_") || "home"}-${theme}-${width}.png`
      await page.screenshot({ path: `tests/.artifacts/${name}`, fullPage: process.env.FULL === "1" })
      console.log(`tests/.artifacts/${name}`)
      await context.close()
    }
  }
}
await browser.close()
