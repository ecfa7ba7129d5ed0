#!/usr/bin/env node
// What a reader downloads for one page of the built site: every .js and page data .json
// (page-data.json, static query results) the page loads in Chromium before it is idle, with raw
// and gzipped sizes (gzip -9 of the files as served), and the page's HTML; then the same in bytes,
// which are deterministic, to tell changes smaller than the rounding of KB.
//   node tests/bench/page-weight.mjs [/route/ ...]
import { readFileSync } from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { launchBrowser } from "../browser/chromium.mjs"
import { startStaticServer } from "../browser/static-server.mjs"

const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/docs/algos/iceberg/", "/docs/config/linux_tuning_guide/", "/"]
const publicDir = path.resolve("public")
const { server, url } = await startStaticServer(publicDir)
const browser = await launchBrowser()
for (const route of routes) {
  const page = await browser.newPage()
  const scripts = new Set()
  const data = new Set()
  page.on("response", (r) => {
    const u = new URL(r.url())
    if (u.pathname.endsWith(".js")) scripts.add(u.pathname)
    if (u.pathname.startsWith("/page-data/") && u.pathname.endsWith(".json")) data.add(u.pathname)
  })
  await page.goto(url + route, { waitUntil: "networkidle" })
  let raw = 0
  let gz = 0
  for (const s of scripts) {
    const body = readFileSync(path.join(publicDir, s))
    raw += body.length
    gz += gzipSync(body, { level: 9 }).length
  }
  let dataRaw = 0
  let dataGz = 0
  for (const d of data) {
    const body = readFileSync(path.join(publicDir, decodeURI(d)))
    dataRaw += body.length
    dataGz += gzipSync(body, { level: 9 }).length
  }
  const html = readFileSync(path.join(publicDir, decodeURI(route), "index.html"))
  console.log(
    `${route}: ${scripts.size} scripts, ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzipped JS; ${data.size} page data files, ${(dataRaw / 1024).toFixed(1)} KB raw, ${(dataGz / 1024).toFixed(1)} KB gzipped; HTML ${(html.length / 1024).toFixed(1)} KB raw, ${(gzipSync(html).length / 1024).toFixed(1)} KB gzipped`,
  )
  console.log(
    `  bytes: JS ${raw} raw, ${gz} gzipped; page data ${dataRaw} raw, ${dataGz} gzipped; HTML ${html.length} raw, ${gzipSync(html).length} gzipped`,
  )
  await page.close()
}
await browser.close()
server.close()
