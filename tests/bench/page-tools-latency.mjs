#!/usr/bin/env node
// The page tools' search_documentation (src/lib/page-tools/), called as a browser's agent calls it,
// in Chromium on the built site served locally, a stand-in model context injected before the page's
// scripts: the first call of a visit (the search code came with the tools, in one chunk, when they
// registered; the call loads the tools' data, the index's entry, the query's shards and result files) on a fresh
// page per query, then each query once more in one page whose index is loaded (its shards and
// result files fetched the first time), then a query not asked before in that page. Target: 100 ms.
//   node tests/bench/page-tools-latency.mjs
import path from "node:path"
import { launchBrowser } from "../browser/chromium.mjs"
import { startStaticServer } from "../browser/static-server.mjs"

const QUERIES = [
  "twap",
  "iceberg display quantity",
  "kill switch",
  "journal fsync",
  "failover",
  "isolcpus",
  "35=d",
  "orderrejectreason",
  "heap dump",
  "rsk-2004",
  "clickhouse",
  "drop copy",
]

const { server, url } = await startStaticServer(path.resolve("public"))
const browser = await launchBrowser()

async function openWithTools() {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript(() => {
    const tools = []
    Object.defineProperty(window, "__tools", { value: tools })
    Object.defineProperty(navigator, "modelContext", { value: { registerTool: (tool) => void tools.push(tool) } })
  })
  await page.goto(`${url}/docs/index/`, { waitUntil: "networkidle" })
  await page.waitForFunction(() => window.__tools.length === 3)
  return { context, page }
}

const timed = (page, query) =>
  page.evaluate(async (query) => {
    const tool = window.__tools.find((t) => t.name === "search_documentation")
    const started = performance.now()
    const answer = await tool.execute({ query })
    if (!answer.results.length) throw new Error(`no results for ${query}`)
    return performance.now() - started
  }, query)

const stats = (label, times) => {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
  console.log(
    `${label.padEnd(44)} median ${at(0.5).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms (${times.length} queries)`,
  )
  return at(0.5)
}

const first = []
for (const query of QUERIES) {
  const { context, page } = await openWithTools()
  first.push(await timed(page, query))
  await context.close()
}
const { context, page } = await openWithTools()
await timed(page, "order")
const fresh = []
for (const query of QUERIES) fresh.push(await timed(page, query))
const again = []
for (const query of QUERIES) again.push(await timed(page, query))
await context.close()
await browser.close()
server.close()

const firstCall = stats("first call of a visit (loads the index)", first)
const loaded = stats("a new query, the index loaded", fresh)
stats("the same query again", again)
console.log(`${firstCall <= 100 ? "PASS" : "FAIL"} search_documentation, the first call of a visit, ≤ 100 ms (median)`)
console.log(
  `${loaded <= 100 ? "PASS" : "FAIL"} search_documentation, a new query with the index loaded, ≤ 100 ms (median)`,
)
