#!/usr/bin/env node
/**
 * Search benchmark: the site's FlexSearch index (src/lib/search) against lunr indexing the same
 * documents, on the built site in public/. See tests/bench/README.md.
 *
 *   node tests/bench/search-bench.mjs [--public <dir>] [--rounds <n>] [--strict]
 *
 * --strict exits with 1 when a target check fails (by default the figures are only reported).
 */
import { execFileSync } from "node:child_process"
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import v8 from "node:v8"
import vm from "node:vm"
import { gzipSync } from "node:zlib"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(name)
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback
}
const publicDir = path.resolve(option("--public", path.join(root, "public")))
const rounds = Math.max(1, Number(option("--rounds", 5)) || 5)
const strict = args.includes("--strict")
const verbose = args.includes("--verbose")

/** Realistic queries: product terms, identifiers as typed, multi-word questions, and prefixes of a
 * word still being typed (no trailing space, so the last word is a prefix for both engines). */
const QUERIES = [
  // algorithms and product terms
  "twap",
  "vwap",
  "iceberg",
  "pov",
  "pvol",
  "sor",
  "smart order routing",
  "nor",
  "xor",
  "rfq",
  "simulator",
  "mmsim",
  "market making",
  "kill switch",
  "failover",
  "isolcpus",
  "irqbalance",
  "hugepages",
  "numa",
  "zgc",
  "onload",
  "replication",
  "disaster recovery",
  "cluster",
  "heap dump",
  "gc activity",
  "java flight recorder",
  "latency",
  "throughput",
  "matching engine",
  "order book",
  "market data",
  "level 2",
  "level 3 data",
  "ohlc bars",
  "trading status",
  "connectivity",
  "reject codes",
  "commissions",
  "position maintenance",
  "trading activity report",
  "windows service",
  "aws secret manager",
  "azure key vault",
  "hashicorp vault",
  "docker",
  "docker compose",
  "kafka",
  "clickhouse",
  "postgres",
  "redshift",
  "s3 export",
  "timebase",
  "mssql",
  "websocket",
  "rest api",
  "python sample",
  "java samples",
  "algorithm lifecycle",
  "event handlers",
  "order slicing",
  "dma algorithms",
  "custom services",
  "order router",
  "backtest",
  "counters",
  "console app",
  "mangle",
  "oms debugger",
  "order debugger",
  "latency tool",
  "ghost orders",
  "missing orders",
  "no market data",
  "fix connectivity",
  "logon",
  "heartbeat",
  "sequence reset",
  "resend request",
  "drop copy",
  "cancel on disconnect",
  "tick size",
  "lot size",
  "throttle",
  "snapshot",
  "warmup",
  "time in force",
  "risk limits",
  "risk manager",
  "slow journal load",
  "profiling",
  "monitoring",
  "tuning guide",
  "network config",
  // identifiers, as typed
  "35=D",
  "35=F",
  "35=G",
  "OrderRejectReason",
  "ExecType",
  "ClOrdID",
  "ExDestination",
  "TimeInForce",
  "DisplayQty",
  "MaxSlices",
  "journal-recover",
  "journal-compress",
  "journal-to-json",
  "tachyon.journal.path",
  "fix.gateway.port",
  "TRJ-1005",
  "TRJ-1009",
  "RSK-2004",
  "RSK-2007",
  "ORDER_RATE",
  "MAX_OPEN_ORDERS",
  // questions
  "how to recover a corrupted journal",
  "why was my order rejected",
  "configure the fix gateway port",
  "reduce latency on linux",
  "what happens on failover",
  // prefixes of the word being typed
  "jour",
  "fix gat",
  "ice",
  "tw",
  "kil",
  "fail",
  "iso",
  "orderrej",
  "tachyon.jour",
  "journal-re",
  "lat",
  "mark",
  "hea",
  "seq",
  "replic",
  "kill sw",
  "risk lim",
  "order deb",
  "dock",
  "win",
  // typos (neither engine corrects them)
  "icebreg",
  "journl",
]

function fail(message) {
  console.error(`search-bench: ${message}`)
  process.exit(1)
}

if (!existsSync(path.join(publicDir, "docs"))) {
  fail(`no built site at ${publicDir} (expected ${path.join(publicDir, "docs")}). Build it first: npm run build`)
}

// Compile the search modules with the project's TypeScript and load them.
const out = mkdtempSync(path.join(tmpdir(), "search-bench-"))
process.on("exit", () => rmSync(out, { recursive: true, force: true }))
const tsc = path.join(root, "node_modules", "typescript", "bin", "tsc")
if (!existsSync(tsc)) fail("TypeScript is not installed (npm ci)")
const compileStarted = performance.now()
try {
  execFileSync(
    process.execPath,
    [
      tsc,
      "--outDir",
      out,
      "--rootDir",
      path.join(root, "src"),
      "--module",
      "commonjs",
      "--target",
      "es2021",
      "--lib",
      "es2022,dom",
      "--esModuleInterop",
      "--skipLibCheck",
      "--types",
      "node",
      path.join(root, "src/node/search-index.ts"),
      path.join(root, "src/lib/search/query.ts"),
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  )
} catch (error) {
  fail(`TypeScript compilation failed:\n${error.stdout ?? ""}${error.stderr ?? ""}`)
}
// The compiled files require flexsearch and htmlparser2 from the project's node_modules.
symlinkSync(path.join(root, "node_modules"), path.join(out, "node_modules"), "junction")
const require = createRequire(path.join(out, "bench.js"))
const { extractSearchPages } = require(path.join(out, "node/search-index.js"))
const { buildSearchIndexFile, loadSearchIndex } = require(path.join(out, "lib/search/index.js"))
const { search } = require(path.join(out, "lib/search/query.js"))
const { indexedText } = require(path.join(out, "lib/search/documents.js"))
const lunr = require("lunr")
const compileMs = performance.now() - compileStarted

// Collect garbage before each timed phase, so that one engine's garbage is not collected in the
// other's timings.
v8.setFlagsFromString("--expose-gc")
const collectGarbage = vm.runInNewContext("gc")

// ---------------------------------------------------------------------------------------------
const now = () => performance.now()
const timeIt = (fn) => {
  const started = now()
  const value = fn()
  return [now() - started, value]
}
const median = (values) => quantile(values, 0.5)
function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]
}
const bytes = (text) => Buffer.byteLength(text)
const gzipped = new Map()
const gz = (text) => {
  if (!gzipped.has(text)) gzipped.set(text, gzipSync(text).length)
  return gzipped.get(text)
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`
const ms = (n) => (n < 1 ? `${(n * 1000).toFixed(0)} µs` : `${n.toFixed(2)} ms`)

const [extractMs, pages] = timeIt(() => extractSearchPages(publicDir))
if (!pages.length) fail(`no doc pages with a <div class="markdown"> under ${path.join(publicDir, "docs")}`)

// FlexSearch, the site's index.
const [buildMs, file] = timeIt(() => buildSearchIndexFile(pages))
const fileText = JSON.stringify(file)
const indexText = JSON.stringify(file.map((group) => group.index))
const documentCount = file.reduce((n, group) => n + group.documents.length, 0)

// lunr on the same documents: same five groups, the same text per group, ref = position in group.
function buildLunrGroup(documents, type) {
  return lunr(function () {
    this.ref("id")
    this.field("text")
    documents.forEach((document, position) => this.add({ id: String(position), text: indexedText(document, type) }))
  })
}
const [lunrBuildMs, lunrFile] = timeIt(() =>
  file.map((group, type) => ({ documents: group.documents, index: buildLunrGroup(group.documents, type).toJSON() })),
)
const lunrFileText = JSON.stringify(lunrFile)
const lunrIndexText = JSON.stringify(lunrFile.map((group) => group.index))

// Load: parse the fetched text and import (what the browser does once the file has arrived).
function loadTimes(fn) {
  fn()
  collectGarbage()
  const times = []
  for (let n = 0; n < 3; n++) times.push(timeIt(fn)[0])
  return median(times)
}
const loadMs = loadTimes(() => loadSearchIndex(JSON.parse(fileText)))
const lunrLoadMs = loadTimes(() => JSON.parse(lunrFileText).map((group) => lunr.Index.load(group.index)))

const loaded = loadSearchIndex(JSON.parse(fileText))
const lunrLoaded = JSON.parse(lunrFileText).map((group) => ({
  documents: group.documents,
  index: lunr.Index.load(group.index),
}))

/** lunr the way lunr-based local search plugins query it: every term through the pipeline, the
 * last one also as a trailing wildcard; the groups' hits merged, one per (url, anchor), titles
 * first, then by score; 8 results. */
function lunrSearch(query) {
  const tokens = lunr.tokenizer(query).map(String).filter(Boolean).slice(0, 12)
  if (!tokens.length) return []
  const typing = !/\s$/.test(query)
  const hits = []
  lunrLoaded.forEach((group, type) => {
    const results = group.index.query((q) => {
      tokens.forEach((token, n) => {
        q.term(token, { usePipeline: true, boost: 10 })
        if (typing && n === tokens.length - 1) {
          q.term(token, { usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING, boost: 1 })
        }
      })
    })
    for (const result of results) {
      hits.push({
        document: group.documents[Number(result.ref)],
        type,
        score: result.score,
        matched: Object.keys(result.matchData.metadata).length,
      })
    }
  })
  hits.sort((a, b) => b.matched - a.matched || a.type - b.type || b.score - a.score)
  const seen = new Set()
  const results = []
  for (const hit of hits) {
    const key = `${hit.document.u}#${hit.document.h}`
    if (seen.has(key)) continue
    seen.add(key)
    results.push(hit)
    if (results.length === 8) break
  }
  return results
}

/**
 * Query latency. The engines take turns, a round each (garbage collected before each turn), so a
 * busy moment of the machine hits both alike. A query's latency is its median over the rounds;
 * the figures are the median and the 95th percentile of those over the query list.
 */
function queryTimes(engines) {
  const stats = engines.map(() => ({ perQuery: new Map(QUERIES.map((query) => [query, []])), withResults: 0 }))
  engines.forEach((run) => QUERIES.forEach((query) => run(query))) // warm up
  for (let round = 0; round < rounds; round++) {
    engines.forEach((run, e) => {
      collectGarbage()
      for (const query of QUERIES) {
        const [time, results] = timeIt(() => run(query))
        stats[e].perQuery.get(query).push(time)
        if (round === 0 && results.length) stats[e].withResults++
      }
    })
  }
  return stats.map(({ perQuery, withResults }) => {
    const latencies = [...perQuery.values()].map(median)
    return { median: median(latencies), p95: quantile(latencies, 0.95), withResults, perQuery }
  })
}
const [ours, theirs] = queryTimes([(query) => search(loaded, query, { limit: 8 }), (query) => lunrSearch(query)])

// ---------------------------------------------------------------------------------------------
const rows = [
  ["", "FlexSearch (site)", "lunr 2.3.9"],
  ["whole file, raw", kb(bytes(fileText)), kb(bytes(lunrFileText))],
  ["whole file, gzipped", kb(gz(fileText)), kb(gz(lunrFileText))],
  ["index parts only, raw", kb(bytes(indexText)), kb(bytes(lunrIndexText))],
  ["index parts only, gzipped", kb(gz(indexText)), kb(gz(lunrIndexText))],
  ["build (from pages)", ms(buildMs), ms(lunrBuildMs)],
  ["load (JSON.parse + import)", ms(loadMs), ms(lunrLoadMs)],
  ["query latency, median", ms(ours.median), ms(theirs.median)],
  ["query latency, p95", ms(ours.p95), ms(theirs.p95)],
  ["queries with results", `${ours.withResults}/${QUERIES.length}`, `${theirs.withResults}/${QUERIES.length}`],
]
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
const line = (row) =>
  row.map((cell, column) => (column ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join("   ")

console.log(`Search benchmark on ${publicDir}`)
console.log(
  `${pages.length} doc pages, ${documentCount} documents in 5 groups (${file.map((g) => g.documents.length).join(" / ")}); ` +
    `${QUERIES.length} queries × ${rounds} rounds; HTML read in ${ms(extractMs)}, modules compiled in ${ms(compileMs)}; ` +
    `gzip level 6`,
)
console.log("")
console.log(line(rows[0]))
console.log(widths.map((w) => "-".repeat(w)).join("   "))
for (const row of rows.slice(1)) console.log(line(row))
console.log("")

const checks = [
  [
    "serialized index gzipped at most half of lunr's",
    gz(indexText) <= gz(lunrIndexText) / 2,
    `${kb(gz(indexText))} vs ${kb(gz(lunrIndexText))} (${((100 * gz(indexText)) / gz(lunrIndexText)).toFixed(0)} %)`,
  ],
  [
    "whole file smaller than the lunr-built file",
    bytes(fileText) < bytes(lunrFileText) && gz(fileText) < gz(lunrFileText),
    `raw ${kb(bytes(fileText))} vs ${kb(bytes(lunrFileText))}, gzipped ${kb(gz(fileText))} vs ${kb(gz(lunrFileText))}`,
  ],
  [
    "query median at least 10x faster than lunr's",
    ours.median * 10 <= theirs.median,
    `${ms(ours.median)} vs ${ms(theirs.median)} (${(theirs.median / ours.median).toFixed(1)}x)`,
  ],
  [
    "query p95 at least 10x faster than lunr's",
    ours.p95 * 10 <= theirs.p95,
    `${ms(ours.p95)} vs ${ms(theirs.p95)} (${(theirs.p95 / ours.p95).toFixed(1)}x)`,
  ],
]
if (verbose) {
  console.log("Slowest queries (median of rounds): FlexSearch | lunr")
  const slowest = [...ours.perQuery].map(([query, times]) => [query, median(times), median(theirs.perQuery.get(query))])
  slowest.sort((a, b) => b[1] - a[1])
  for (const [query, a, b] of slowest.slice(0, 12))
    console.log(`  ${query.padEnd(36)} ${ms(a).padStart(9)} | ${ms(b).padStart(9)}`)
  console.log("")
}
for (const [name, ok, detail] of checks) console.log(`${ok ? "PASS" : "FAIL"}  ${name}: ${detail}`)
if (strict && checks.some(([, ok]) => !ok)) process.exit(1)
