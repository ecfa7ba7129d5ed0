#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile preset, its default) on the built site's home page and
// a long doc page, in Debian's Chromium. Prints the four category scores and the metrics.
// Targets: performance >= 95; accessibility, best practices and SEO 100; CLS 0.
// Each page is audited RUNS times (default 5) and the median run (by performance score) is
// reported, as Lighthouse's own docs advise: a single run on a shared machine swings by several points.
// Lighthouse is fetched by npx from the npm registry on first use, not kept in the lock file:
// its dependency tree does not resolve into a lock that `npm ci` accepts on this registry.
import { spawn } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { startStaticServer } from "../browser/static-server.mjs"

const LIGHTHOUSE = "lighthouse@12.8.2"
const settings = JSON.parse(readFileSync(new URL("../browser/chromium.json", import.meta.url), "utf8"))
const publicDir = path.resolve("public")
if (!existsSync(path.join(publicDir, "index.html"))) {
  console.error("No built site in public/: run `npm run build` first.")
  process.exit(1)
}
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/docs/config/linux_tuning_guide/"]
const { server, url } = await startStaticServer(publicDir)
const rows = []
const RUNS = Math.max(1, Number(process.env.RUNS ?? 5))
for (const route of routes) {
  const runs = []
  for (let run = 0; run < RUNS; run++) {
    // Run asynchronously: the static server lives in this process.
    const result = await new Promise((resolve) => {
      const child = spawn(
        "npx",
        [
          "--yes",
          LIGHTHOUSE,
          url + route,
          "--output=json",
          "--output-path=stdout",
          "--quiet",
          `--chrome-flags=${settings.args.join(" ")}`,
        ],
        {
          env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? settings.executablePath },
        },
      )
      let out = ""
      let err = ""
      child.stdout.on("data", (d) => (out += d))
      child.stderr.on("data", (d) => (err += d))
      child.on("exit", (code) => resolve({ code, out, err }))
    })
    if (result.code !== 0) {
      console.error(`lighthouse failed on ${route}:\n${result.err.slice(-2000)}`)
      continue
    }
    runs.push(JSON.parse(result.out))
  }
  if (!runs.length) continue
  runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score)
  const { categories, audits } = runs[Math.floor((runs.length - 1) / 2)]
  rows.push({
    route,
    runs: runs.map((r) => Math.round(r.categories.performance.score * 100)).join(" "),
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
  for (const key of ["accessibility", "best-practices", "seo"]) {
    for (const ref of categories[key].auditRefs) {
      const audit = audits[ref.id]
      if (ref.weight > 0 && audit.score !== null && audit.score < 1)
        console.log(`  ${route} ${key}: ${audit.id}: ${audit.title}`)
    }
  }
}
server.close()
console.table(rows)
for (const row of rows) {
  const ok =
    row.performance >= 95 &&
    row.accessibility === 100 &&
    row["best-practices"] === 100 &&
    row.seo === 100 &&
    Number(row.CLS) === 0
  console.log(
    `${ok ? "PASS" : "FAIL"} ${row.route}: performance ${row.performance} (>= 95), accessibility ${row.accessibility}, best practices ${row["best-practices"]}, SEO ${row.seo} (100), CLS ${row.CLS} (0)`,
  )
}
