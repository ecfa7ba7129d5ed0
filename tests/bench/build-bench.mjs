#!/usr/bin/env node
// Build performance (issue "Build speed"). Prints figures; asserts nothing (the machine is shared).
//
//   npm run bench:build                      cold build (gatsby clean first) and warm build
//                                            (one MDX file edited), RUNS times each (default 1)
//   npm run bench:build -- --profile         also a cold build under --cpu-prof: CPU time by kind
//   npm run bench:build -- --develop         time until `gatsby develop` serves a doc page
//   npm run bench:build -- --pages 1,4,8     synthetic sites of K copies of every doc page:
//                                            cold build time, peak memory, public/ and search size
//
// Memory is the peak resident set of the whole process tree (every worker summed, sampled every
// 100 ms) and of its largest process (what GNU time's "maximum resident" reports).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { createServer } from "node:net"
import path from "node:path"
import { gib, measure, mib } from "./build/measure.mjs"
import { formatProfile, summarizeProfiles } from "./build/profile.mjs"
import { makeSyntheticContent } from "./build/synthetic-site.mjs"

const args = process.argv.slice(2)
const option = (name) => {
  const i = args.indexOf(name)
  return i === -1 ? undefined : (args[i + 1] ?? "")
}
const RUNS = Number(process.env.RUNS ?? option("--runs") ?? 1)
const ARTIFACTS = path.resolve("tests/.artifacts/bench-build")
mkdirSync(ARTIFACTS, { recursive: true })
const gatsby = path.resolve("node_modules/gatsby/cli.js")
const WARM_FILE = "content/docs/algos/iceberg.mdx"

/** The Gatsby steps worth a column, in build order. */
const STEPS = [
  ["compile gatsby files", "compile"],
  ["bootstrap finished", "bootstrap"],
  ["Building production JavaScript and CSS bundles", "JS bundles"],
  ["Building HTML renderer", "HTML renderer"],
  ["Building static HTML for pages", "static HTML"],
  ["onPostBuild", "onPostBuild"],
]

function report(label, run) {
  const steps = STEPS.map(([step, name]) => `${name} ${run.steps[step]?.toFixed(1) ?? "-"}`).join(", ")
  const failed = run.status === 0 ? "" : ` FAILED (exit ${run.status}; log in ${ARTIFACTS})`
  console.log(
    `${label}: ${run.seconds.toFixed(1)} s, peak RSS ${gib(run.peakTreeBytes)} (tree), ${gib(run.peakProcessBytes)} (largest process)${failed}`,
  )
  console.log(`  steps (s): ${steps}`)
}

async function build(label, env = {}, nodeArgs = []) {
  const run = await measure("node", [...nodeArgs, gatsby, "build"], { env })
  writeFileSync(path.join(ARTIFACTS, `${label.replace(/\W+/g, "-")}.log`), run.output)
  report(label, run)
  return run
}

async function coldBuild(label, env = {}, nodeArgs = []) {
  rmSync(".cache", { recursive: true, force: true })
  rmSync("public", { recursive: true, force: true })
  return build(label, env, nodeArgs)
}

/** A warm build after a real edit: a paragraph appended to one page, taken out again after. */
async function warmBuild(label) {
  const original = readFileSync(WARM_FILE, "utf8")
  const paragraph = `A paragraph added by the warm-build benchmark (${Date.now()}).`
  writeFileSync(WARM_FILE, `${original}\n${paragraph}\n`)
  try {
    const run = await build(label)
    // A fast warm build that serves the old page is no build at all.
    const page = readFileSync("public/docs/algos/iceberg/index.html", "utf8")
    if (run.status === 0 && !page.includes(paragraph)) console.log("  STALE: the built page does not show the edit")
    return run
  } finally {
    writeFileSync(WARM_FILE, original)
  }
}

function sizeOf(dir, keep = () => true) {
  let bytes = 0
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name)
    const s = statSync(p)
    if (s.isDirectory()) bytes += sizeOf(p, keep)
    else if (keep(p)) bytes += s.size
  }
  return bytes
}

async function freePort() {
  return new Promise((resolve) => {
    const server = createServer()
    server.listen(0, () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** `gatsby develop` from a clean cache until a doc page answers 200, then stopped. */
async function developReady() {
  rmSync(".cache", { recursive: true, force: true })
  const port = await freePort()
  const { spawn } = await import("node:child_process")
  const started = Date.now()
  const child = spawn("node", [gatsby, "develop", "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", FORCE_COLOR: "0" },
    stdio: "ignore",
    detached: true,
  })
  let seconds = null
  while (Date.now() - started < 600_000) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/docs/algos/iceberg/`)
      if (response.status === 200 && (await response.text()).includes("Iceberg")) {
        seconds = (Date.now() - started) / 1000
        break
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  process.kill(-child.pid, "SIGTERM")
  console.log(
    `gatsby develop: ${seconds === null ? "not ready after 600 s" : `${seconds.toFixed(1)} s`} to serve a doc page`,
  )
}

// --- the runs ------------------------------------------------------------------------------
const pages = option("--pages")
if (pages !== undefined) {
  const table = []
  for (const k of (pages || "1,4,8").split(",").map(Number)) {
    const content = path.join(ARTIFACTS, `content-x${k}`)
    const docPages = makeSyntheticContent(path.resolve("content"), content, k)
    const run = await coldBuild(`cold build, ${k}x (${docPages} doc pages)`, { TACHYON_CONTENT_DIR: content })
    const publicBytes = existsSync("public") ? sizeOf("public") : 0
    const searchBytes = existsSync("public")
      ? sizeOf("public", (p) => /search-index|[\\/]search[\\/].*\.json$/.test(path.relative("public", p)))
      : 0
    console.log(`  public/ ${mib(publicBytes)}, search files ${mib(searchBytes)}`)
    table.push({ k, docPages, run, publicBytes, searchBytes })
  }
  rmSync("public", { recursive: true, force: true })
  rmSync(".cache", { recursive: true, force: true })
  const base = table.find((row) => row.k === 1) ?? table[0]
  console.log("\n| copies | doc pages | cold build | × time | peak RSS (tree) | public/ | × public/ | search files |")
  console.log("|---|---|---|---|---|---|---|---|")
  for (const { k, docPages, run, publicBytes, searchBytes } of table) {
    console.log(
      `| ${k} | ${docPages} | ${run.seconds.toFixed(1)} s${run.status ? " (failed)" : ""} | ${(run.seconds / base.run.seconds).toFixed(2)} | ${gib(run.peakTreeBytes)} | ${mib(publicBytes)} | ${(publicBytes / base.publicBytes).toFixed(2)} | ${mib(searchBytes)} |`,
    )
  }
} else if (args.includes("--develop")) {
  await developReady()
} else {
  for (let i = 1; i <= RUNS; i++) {
    await coldBuild(`cold build ${i}`)
    await warmBuild(`warm build ${i} (one MDX file edited)`)
  }
  if (args.includes("--profile")) {
    const dir = path.join(ARTIFACTS, "cpu-profile")
    rmSync(dir, { recursive: true, force: true })
    // Node refuses --cpu-prof in NODE_OPTIONS; Gatsby's workers are forked with the parent's
    // execArgv, so flags given to the main process reach every process.
    const run = await coldBuild("cold build under --cpu-prof (slower)", {}, [
      "--cpu-prof",
      `--cpu-prof-dir=${dir}`,
      "--cpu-prof-interval=2000",
    ])
    const summary = summarizeProfiles(dir)
    console.log(
      `CPU time by kind, every process and thread (${summary.all.toFixed(1)} s; wall ${run.seconds.toFixed(1)} s):`,
    )
    console.log(formatProfile(summary))
  }
}
