#!/usr/bin/env node
// Build performance (issue "Build speed"). Prints figures; asserts nothing (the machine is shared).
//
//   npm run bench:build                      cold build (gatsby clean first) and warm build
//                                            (one MDX file edited), RUNS times each (default 1);
//                                            each with its features' times (TACHYON_BUILD_PROFILE=1)
//   npm run bench:build -- --profile         also a cold build under --cpu-prof: CPU time by kind,
//                                            and the main process's CPU step by step
//   npm run bench:build -- --warm            warm builds only (RUNS times), on the cache as it is;
//                                            with --profile, the last one under --cpu-prof
//   npm run bench:build -- --develop         time until `gatsby develop` serves a doc page, and an edit
//   npm run bench:build -- --pair NAME=VALUE RUNS pairs of cold builds, alternated: as the tree is,
//                                            and with the variable set (a lever's switch, such as
//                                            TACHYON_CONTENT_CHECK_AT=bootstrap); each pair's times
//                                            and the median of the differences; with --warm, warm
//                                            builds after one MDX edit instead of cold builds
//   npm run bench:build -- --pages 1,4,8     synthetic sites of K copies of every doc page:
//                                            cold build time, peak memory, public/ and search size
//
// Memory is the peak resident set of the whole process tree (every worker summed, sampled every
// 100 ms) and of its largest process (what GNU time's "maximum resident" reports).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"
import { gib, measure, mib } from "./build/measure.mjs"
import { formatProfile, formatSteps, summarizeProfiles, summarizeSteps } from "./build/profile.mjs"
import { makeSyntheticContent } from "./build/synthetic-site.mjs"
import { developRun } from "../build/develop-run.mjs"

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
    `${label}: ${run.seconds.toFixed(1)} s, peak RSS ${gib(run.peakTreeBytes)} (tree), ${gib(run.peakProcessBytes)} (largest process: ${run.peakProcess}, at ${run.peakSeconds.toFixed(1)} s, in the step "${run.peakStep ?? "-"}")${failed}`,
  )
  console.log(`  steps (s): ${steps}`)
  const profile = featureProfile(run.output)
  if (profile) console.log(profile.replace(/^/gm, "  "))
}

/** The table the build prints at its end under TACHYON_BUILD_PROFILE=1 (src/node/build-profile.ts). */
function featureProfile(log) {
  // eslint-disable-next-line no-control-regex -- ESC starts the terminal colour codes removed here
  const lines = log.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "").split("\n")
  const start = lines.findIndex((line) => line.includes("Build profile (s):"))
  if (start === -1) return null
  const end = lines.findIndex((line, i) => i > start + 1 && !line.startsWith("|"))
  return lines
    .slice(start, end === -1 ? undefined : end)
    .join("\n")
    .replace(/^info /, "")
    .replace("Build profile (s):", "Build profile (s): each feature's wall time and its part on the critical path")
}

async function build(label, env = {}, nodeArgs = []) {
  const run = await measure("node", [...nodeArgs, gatsby, "build"], { env: { TACHYON_BUILD_PROFILE: "1", ...env } })
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
async function warmBuild(label, env = {}, nodeArgs = []) {
  const original = readFileSync(WARM_FILE, "utf8")
  const paragraph = `A paragraph added by the warm-build benchmark (${Date.now()}).`
  writeFileSync(WARM_FILE, `${original}\n${paragraph}\n`)
  try {
    const run = await build(label, env, nodeArgs)
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

/**
 * `gatsby develop` from a clean cache until a doc page, its data and the development bundle
 * answer (the same run npm test makes of the fixture site: tests/build/develop-run.mjs), then an
 * edit to that page, until its code has it.
 */
async function developReady() {
  rmSync(".cache", { recursive: true, force: true })
  const seen = await developRun({
    contentDir: "content",
    route: "/docs/algos/iceberg/",
    file: WARM_FILE,
    env: { GATSBY_TELEMETRY_DISABLED: "1" },
  })
  const ready = seen.readySeconds === null ? "not ready after 300 s" : `${seen.readySeconds.toFixed(1)} s`
  const edit = seen.editSeconds === null ? "not seen" : `${seen.editSeconds.toFixed(1)} s`
  console.log(`gatsby develop: ${ready} to serve a doc page; an edit to it compiled in ${edit}`)
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
    // One page's HTML must not grow with the pages elsewhere (closed sidebar categories render
    // no items; Gatsby's chunk mapping is kept out of the page).
    const pageFile = "public/docs/algos/iceberg/index.html"
    const pageBytes = existsSync(pageFile) ? statSync(pageFile).size : 0
    console.log(
      `  public/ ${mib(publicBytes)}, search files ${mib(searchBytes)}, ${pageFile} ${(pageBytes / 1024).toFixed(1)} KB`,
    )
    table.push({ k, docPages, run, publicBytes, searchBytes, pageBytes })
  }
  rmSync("public", { recursive: true, force: true })
  rmSync(".cache", { recursive: true, force: true })
  const base = table.find((row) => row.k === 1) ?? table[0]
  console.log(
    "\n| copies | doc pages | cold build | × time | peak RSS (tree) | public/ | × public/ | search files | one page's HTML |",
  )
  console.log("|---|---|---|---|---|---|---|---|---|")
  for (const { k, docPages, run, publicBytes, searchBytes, pageBytes } of table) {
    console.log(
      `| ${k} | ${docPages} | ${run.seconds.toFixed(1)} s${run.status ? " (failed)" : ""} | ${(run.seconds / base.run.seconds).toFixed(2)} | ${gib(run.peakTreeBytes)} | ${mib(publicBytes)} | ${(publicBytes / base.publicBytes).toFixed(2)} | ${mib(searchBytes)} | ${(pageBytes / 1024).toFixed(1)} KB |`,
    )
  }
} else if (option("--pair") !== undefined) {
  const [name, value = ""] = option("--pair").split("=")
  if (!name) throw new Error("--pair NAME=VALUE: the variable that switches the lever")
  // With --warm, warm builds after one MDX edit (the cache warmed first), else cold builds.
  const warmPairs = args.includes("--warm")
  if (warmPairs) await coldBuild("cold build (to warm the cache)")
  const differences = []
  for (let i = 1; i <= RUNS; i++) {
    // Alternated, each side first in turn, so that a drift in the machine's load favours neither.
    const sides = i % 2 ? ["as is", "switched"] : ["switched", "as is"]
    const seconds = {}
    for (const side of sides) {
      const env = side === "switched" ? { [name]: value } : {}
      const label = `pair ${i}, ${side === "switched" ? `${name}=${value}` : "as is"}${warmPairs ? " (warm)" : ""}`
      seconds[side] = (await (warmPairs ? warmBuild : coldBuild)(label, env)).seconds
    }
    differences.push(seconds["switched"] - seconds["as is"])
    console.log(
      `pair ${i}: as is ${seconds["as is"].toFixed(1)} s, ${name}=${value} ${seconds["switched"].toFixed(1)} s`,
    )
  }
  const sorted = [...differences].sort((a, b) => a - b)
  const median =
    sorted.length % 2
      ? sorted[(sorted.length - 1) / 2]
      : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2
  console.log(
    `median of (${name}=${value}) − (as is) over ${RUNS} pairs: ${median >= 0 ? "+" : ""}${median.toFixed(1)} s (positive: the tree as is is faster)`,
  )
} else if (args.includes("--warm")) {
  if (!existsSync(".cache") || !existsSync("public")) await coldBuild("cold build (to warm the cache)")
  for (let i = 1; i <= RUNS; i++) await warmBuild(`warm build ${i} (one MDX file edited)`)
  if (args.includes("--profile")) await profiledBuild((label, env, nodeArgs) => warmBuild(label, env, nodeArgs), "warm")
} else if (args.includes("--develop")) {
  await developReady()
} else {
  for (let i = 1; i <= RUNS; i++) {
    await coldBuild(`cold build ${i}`)
    await warmBuild(`warm build ${i} (one MDX file edited)`)
  }
  if (args.includes("--profile")) await profiledBuild(coldBuild, "cold")
}

/** A build under --cpu-prof: CPU time by kind, and the main process's CPU step by step. */
async function profiledBuild(run, kind) {
  const dir = path.join(ARTIFACTS, "cpu-profile")
  rmSync(dir, { recursive: true, force: true })
  // Node refuses --cpu-prof in NODE_OPTIONS; Gatsby's workers are forked with the parent's
  // execArgv, so flags given to the main process reach every process.
  const marks = path.join(ARTIFACTS, "step-marks.tsv")
  rmSync(marks, { force: true })
  const result = await run(`${kind} build under --cpu-prof (slower)`, { STEP_MARKS_FILE: marks }, [
    "--cpu-prof",
    `--cpu-prof-dir=${dir}`,
    "--cpu-prof-interval=2000",
    "--require",
    path.resolve("tests/bench/build/step-marks.cjs"),
  ])
  const summary = summarizeProfiles(dir)
  console.log(
    `CPU time by kind, every process and thread (${summary.all.toFixed(1)} s; wall ${result.seconds.toFixed(1)} s):`,
  )
  console.log(formatProfile(summary))
  // Each step's time in the main process (the window from the step before to its end): where
  // a change to one step shows, and how much of a step's wall time the main thread waited.
  if (result.status === 0 && existsSync(marks)) {
    console.log("The main process step by step (wall, CPU, the largest kinds):")
    console.log(formatSteps(summarizeSteps(dir, marks)))
  }
}
