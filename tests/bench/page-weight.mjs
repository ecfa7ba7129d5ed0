#!/usr/bin/env node
// The JavaScript a reader downloads for one page of the built site: every .js the page loads
// in Chromium before it is idle, with raw and gzipped sizes (gzip -9 of the files as served).
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
  page.on("response", (r) => {
    const u = new URL(r.url())
    if (u.pathname.endsWith(".js")) scripts.add(u.pathname)
  })
  await page.goto(url + route, { waitUntil: "networkidle" })
  let raw = 0
  let gz = 0
  for (const s of scripts) {
    const body = readFileSync(path.join(publicDir, s))
    raw += body.length
    gz += gzipSync(body, { level: 9 }).length
  }
  const html = readFileSync(path.join(publicDir, decodeURI(route), "index.html"))
  console.log(
    `${route}: ${scripts.size} scripts, ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzipped JS; HTML ${(html.length / 1024).toFixed(1)} KB raw, ${(gzipSync(html).length / 1024).toFixed(1)} KB gzipped`,
  )
  await page.close()
}
await browser.close()
server.close()
