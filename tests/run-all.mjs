#!/usr/bin/env node
// `npm test`: every check of the project, in order, ending with one line "N passed, M failed, K skipped".
//   typecheck → format → lint → unit tests → content standard (Jest) → the builds (a broken fixture site, the
//   fixture site, a warm rebuild of it, `gatsby develop` of it, the real site) → the build tests (tests/build, on what the
//   builds printed and wrote) → browser tests (Playwright Test, tests/browser) against both sites.
// This script only runs things and counts: every assertion is a named test in a test file, and the
// counts come from the runners' JSON reports (Jest's --json, Playwright's json reporter).
import { execFileSync, spawnSync } from "node:child_process"
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs"
import path from "node:path"
import { developRun } from "./build/develop-run.mjs"

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", FORCE_COLOR: "0" }
const ART = path.resolve("tests/.artifacts")
mkdirSync(ART, { recursive: true })
const totals = { passed: 0, failed: 0, skipped: 0 }
const failures = []

function run(cmd, args, extraEnv = {}, cwd = process.cwd()) {
  const started = Date.now()
  const result = spawnSync(cmd, args, {
    cwd,
    env: { ...env, ...extraEnv },
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    stdio: ["ignore", "pipe", "pipe"],
  })
  const output = (result.stdout ?? "") + (result.stderr ?? "")
  return { status: result.status, output, seconds: (Date.now() - started) / 1000 }
}

/** A test the runner was told to skip (Jest's pending, skipped, todo; Playwright's skipped): counted, never passed. */
function skipped(name) {
  totals.skipped++
  console.log(`- ${name} (skipped)`)
}

function record(name, ok, detail = "") {
  if (ok) totals.passed++
  else {
    totals.failed++
    failures.push(`${name}${detail ? `: ${detail}` : ""}`)
  }
  console.log(`${ok ? "✓" : "✗"} ${name}`)
}

/** Runs one Jest project and records each of its tests from the --json report. */
function jestProject(project) {
  const out = path.join(ART, `${project}.json`)
  rmSync(out, { force: true })
  const { output, seconds } = run("npx", [
    "jest",
    "--selectProjects",
    project,
    "--runInBand",
    "--json",
    `--outputFile=${out}`,
  ])
  console.log(`  jest ${project}: ${seconds.toFixed(0)} s`)
  if (!existsSync(out)) return record(`jest ${project}`, false, output.slice(-4000))
  const report = JSON.parse(readFileSync(out, "utf8"))
  for (const suite of report.testResults) {
    for (const t of suite.assertionResults) {
      const name = `${project}: ${t.ancestorTitles.join(" › ")} › ${t.title}`
      if (["pending", "skipped", "todo", "disabled"].includes(t.status)) skipped(name)
      else record(name, t.status === "passed", t.failureMessages?.join("\n").slice(0, 2000))
    }
    if (suite.status === "failed" && suite.assertionResults.length === 0)
      record(`${project}: ${path.relative(".", suite.name)}`, false, suite.message.slice(0, 2000))
  }
}

/** Runs Playwright Test and records each test from its JSON report. */
function playwright(extraEnv) {
  const out = path.join(ART, "browser.json")
  rmSync(out, { force: true })
  const { output, seconds } = run("npx", ["playwright", "test", "--reporter=dot,json"], {
    ...extraEnv,
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  })
  console.log(`  playwright test: ${seconds.toFixed(0)} s`)
  if (!existsSync(out)) return record("playwright test", false, output.slice(-4000))
  const report = JSON.parse(readFileSync(out, "utf8"))
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests) {
        const name = `browser: ${[...titles, spec.title].join(" › ")}`
        if (t.status === "skipped") {
          skipped(name)
          continue
        }
        const errors = t.results.flatMap((r) => r.errors ?? []).map((e) => e.message ?? e.value ?? "")
        record(name, t.status === "expected", errors.join("\n").slice(0, 2000))
      }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title])
  }
  for (const suite of report.suites) visit(suite, [suite.title])
  for (const error of report.errors ?? [])
    record("browser: playwright test", false, (error.message ?? "").slice(0, 2000))
}

/** The builds, for the build tests (tests/build/builds.ts reads them). */
const builds = {}
const BUILDS = path.join(ART, "builds.json")
rmSync(BUILDS, { force: true })
function saveBuild(name, result, extra = {}) {
  // The reporter wraps long lines to the terminal width: the log has whitespace collapsed.
  // eslint-disable-next-line no-control-regex -- the ANSI escape (ESC, 0x1b) is what is removed
  const plain = result.output.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "")
  writeFileSync(path.join(ART, `build-${name}.log`), plain.replace(/\s+/g, " "))
  builds[name] = { status: result.status, seconds: result.seconds, ...extra }
  writeFileSync(BUILDS, JSON.stringify(builds, null, 2))
  console.log(`  built ${name}: exit ${result.status}, ${result.seconds.toFixed(0)} s`)
}

/** A cold build of one content tree (Gatsby's cache does not survive a change of content root). */
function gatsbyBuild(contentDir, extraEnv = {}, cwd = process.cwd()) {
  run("npx", ["gatsby", "clean"], {}, cwd)
  return run(
    "npx",
    ["gatsby", "build"],
    { ...(contentDir ? { TACHYON_CONTENT_DIR: contentDir } : {}), ...extraEnv },
    cwd,
  )
}

/**
 * A copy of the work tree (the files git tracks or would track) with node_modules linked, for the
 * builds that edit the site: the tests never write to a tracked file, so a run killed half-way
 * leaves the tree as it found it.
 */
function workTreeCopy(dir) {
  rmSync(dir, { recursive: true, force: true })
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    encoding: "utf8",
  })
  for (const file of files.split("\0").filter(Boolean))
    if (existsSync(file)) cpSync(file, path.join(dir, file), { recursive: true })
  symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"), "dir")
  return dir
}

// What the webpack hooks made of Gatsby's real configuration (tests/build/webpack.test.ts).
const WEBPACK_CAPTURE = { TACHYON_WEBPACK_CAPTURE: path.join(ART, "webpack") }
rmSync(WEBPACK_CAPTURE.TACHYON_WEBPACK_CAPTURE, { recursive: true, force: true })
console.log(`  node ${process.version}`)

// 1. types
const tsc = run("npx", ["tsc", "--noEmit"])
record("typecheck (tsc --noEmit)", tsc.status === 0, tsc.output.slice(-3000))

// 1b. formatting (Prettier; `npm run format` fixes it)
const format = run("npx", ["prettier", "--check", "."])
record("format (prettier --check)", format.status === 0, format.output.slice(-3000))

// 1c. lint (ESLint, eslint.config.mjs)
const lint = run("npm", ["run", "--silent", "lint"])
record("lint (eslint)", lint.status === 0, lint.output.slice(-3000))

// 2. unit tests
jestProject("unit")

// 3. the content standard, one test per page (the Jest project `content`, tests/content)
jestProject("content")

// 4. the builds
// A broken site: the fixture site with pages of broken links, a duplicate route and code samples
// that do not check (tests/fixtures/broken-site/).
const broken = path.join(ART, "broken-site")
rmSync(broken, { recursive: true, force: true })
cpSync("tests/fixtures/site", broken, { recursive: true })
cpSync("tests/fixtures/broken-site", broken, { recursive: true })
// The fixture's FIX dictionary plus a tag its version's standard dictionary lacks.
appendFileSync(
  path.join(broken, "reference/fix-tags.yaml"),
  readFileSync("tests/fixtures/broken-site/reference/fix-tags.planted.yaml"),
)
saveBuild("broken", gatsbyBuild(broken))

// The fixture site (component behaviour; its first page imports the test-only crash trigger,
// src/components/errors/CrashTrigger.tsx), kept for the browser tests.
const fixtureBuild = gatsbyBuild("tests/fixtures/site", WEBPACK_CAPTURE)
saveBuild("fixture", fixtureBuild)
const fixturePublic = path.join(ART, "fixture-public")
rmSync(fixturePublic, { recursive: true, force: true })
if (fixtureBuild.status === 0) cpSync("public", fixturePublic, { recursive: true })

// The upgrade path: the fixture site again with Gatsby's plain webpack configuration
// (TACHYON_GATSBY_DEFAULTS=1, none of src/gatsby/webpack/), compared with the hooked build for
// what readers get (tests/build/gatsby-defaults.test.ts reads the comparison).
if (fixtureBuild.status === 0) {
  const defaultsBuild = gatsbyBuild("tests/fixtures/site", { TACHYON_GATSBY_DEFAULTS: "1" })
  const comparison =
    defaultsBuild.status === 0
      ? run("node", ["tests/bench/compare-builds.mjs", fixturePublic, "public"])
      : { status: null, output: "not compared: the build failed" }
  saveBuild("defaults", defaultsBuild, { compareStatus: comparison.status, comparison: comparison.output })
}

// A warm build after an edit to one page and one to the site's CSS, kept for the build tests: the
// edited page must show its edit, every page the new CSS. In a copy of the work tree: a cold build
// there, then the edits, then the warm build on its caches.
if (fixtureBuild.status === 0) {
  const tree = workTreeCopy(path.join(ART, "warm-tree"))
  const content = "tests/fixtures/site"
  const cold = gatsbyBuild(content, {}, tree)
  const page = "/docs/guide/second/"
  const edited = path.join(tree, content, "docs/guide/second.mdx")
  const stylesheet = path.join(tree, "src/styles/tokens.css")
  const marker = `A sentence added for the warm build test ${Date.now()}.`
  const cssMarker = `--warm-build-test-${Date.now()}`
  writeFileSync(edited, `${readFileSync(edited, "utf8")}\n${marker}\n`)
  // The page of pictures is recompiled too (a sentence added): its figures must come from the cache.
  const pictures = path.join(tree, content, "docs/guide/pictures.mdx")
  writeFileSync(pictures, `${readFileSync(pictures, "utf8")}\n${marker}\n`)
  writeFileSync(stylesheet, `${readFileSync(stylesheet, "utf8")}\n:root {\n  ${cssMarker}: 1px;\n}\n`)
  const warm =
    cold.status === 0
      ? run("npx", ["gatsby", "build"], { TACHYON_CONTENT_DIR: content }, tree)
      : { ...cold, output: `The cold build in ${tree} failed:\n${cold.output}` }
  saveBuild("warm", warm, {
    marker,
    cssMarker,
    page,
    otherPage: "/docs/guide/",
    publicDir: path.join(tree, "public"),
  })
}

// `gatsby develop` on a copy of the fixture site: a doc page served, then an edit to it compiled.
{
  run("npx", ["gatsby", "clean"])
  const content = path.join(ART, "develop-site")
  rmSync(content, { recursive: true, force: true })
  cpSync("tests/fixtures/site", content, { recursive: true })
  const { output, ...seen } = await developRun({
    contentDir: content,
    route: "/docs/guide/second/",
    file: path.join(content, "docs/guide/second.mdx"),
    env: { ...env, ...WEBPACK_CAPTURE },
  })
  saveBuild("develop", { status: seen.readySeconds === null ? 1 : 0, seconds: seen.readySeconds ?? 0, output }, seen)
}

const siteBuild = gatsbyBuild()
saveBuild("site", siteBuild)

// 5. the build tests
jestProject("build")

// 6. browser tests against both sites
if (siteBuild.status === 0 && fixtureBuild.status === 0) playwright({ FIXTURE_PUBLIC: fixturePublic })
else console.log("Browser tests not run: a build above failed.")

if (failures.length) {
  console.log("\nFailures:")
  for (const f of failures) console.log(`- ${f}`)
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(totals.failed ? 1 : 0)
