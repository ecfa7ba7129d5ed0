#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile preset, the default) on the built site's home page and
// a long doc page, in Debian's Chromium. Prints the four category scores and the metrics.
// Targets (issue 3): performance >= 95; accessibility, best practices and SEO 100; CLS 0.
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { startStaticServer } from "../browser/static-server.mjs"

const settings = JSON.parse(readFileSync(new URL("../browser/chromium.json", import.meta.url), "utf8"))
const publicDir = path.resolve("public")
if (!existsSync(path.join(publicDir, "index.html"))) {
  console.error("No built site in public/: run `npm run build` first.")
  process.exit(1)
}
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/docs/config/linux_tuning_guide/"]
const { server, url } = await startStaticServer(publicDir)
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? settings.executablePath, chromeFlags: settings.args })
const rows = []
try {
  for (const route of routes) {
    const result = await lighthouse(url + route, { port: chrome.port, output: "json", logLevel: "error" })
    const { categories, audits } = result.lhr
    rows.push({
      route,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      "best-practices": Math.round(categories["best-practices"].score * 100),
      seo: Math.round(categories.seo.score * 100),
      FCP: audits["first-contentful-paint"].displayValue,
      LCP: audits["largest-contentful-paint"].displayValue,
      TBT: audits["total-blocking-time"].displayValue,
      CLS: audits["cumulative-layout-shift"].displayValue,
      SI: audits["speed-index"].displayValue,
    })
    const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 1 && ["accessibility", "best-practices", "seo"].some((c) => categories[c].auditRefs.some((r) => r.id === a.id && r.weight > 0)))
    for (const audit of failing) console.log(`  ${route}: ${audit.id}: ${audit.title}`)
  }
} finally {
  await chrome.kill()
  server.close()
}
console.table(rows)
for (const row of rows) {
  const ok = row.performance >= 95 && row.accessibility === 100 && row["best-practices"] === 100 && row.seo === 100 && Number(row.CLS) === 0
  console.log(`${ok ? "PASS" : "FAIL"} ${row.route}: performance ${row.performance} (>= 95), accessibility ${row.accessibility}, best practices ${row["best-practices"]}, SEO ${row.seo} (100), CLS ${row.CLS} (0)`)
}
