#!/usr/bin/env node
// `npm test`: every check of the project, in order, ending with one line "N passed, M failed".
//   typecheck → unit tests → content standard → a broken fixture site must fail its build →
//   the fixture site and the real site are built → browser tests in Chromium against both.
import { spawnSync } from "node:child_process"
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", FORCE_COLOR: "0" }
const ART = path.resolve("tests/.artifacts")
mkdirSync(ART, { recursive: true })
const totals = { passed: 0, failed: 0 }
const failures = []

function run(cmd, args, extraEnv = {}, { quiet = false } = {}) {
  const started = Date.now()
  const result = spawnSync(cmd, args, {
    env: { ...env, ...extraEnv },
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    stdio: quiet ? "pipe" : ["ignore", "pipe", "pipe"],
  })
  const output = (result.stdout ?? "") + (result.stderr ?? "")
  return { status: result.status, output, seconds: (Date.now() - started) / 1000 }
}

function record(name, ok, detail = "") {
  if (ok) totals.passed++
  else {
    totals.failed++
    failures.push(`${name}${detail ? `: ${detail}` : ""}`)
  }
  console.log(`${ok ? "✓" : "✗"} ${name}`)
}

function jestProject(project, extraEnv = {}) {
  const out = path.join(ART, `${project}.json`)
  rmSync(out, { force: true })
  const { output } = run(
    "npx",
    ["jest", "--selectProjects", project, "--runInBand", "--json", `--outputFile=${out}`],
    extraEnv,
  )
  if (!existsSync(out)) return record(`jest ${project}`, false, output.slice(-4000))
  const report = JSON.parse(readFileSync(out, "utf8"))
  for (const suite of report.testResults) {
    for (const t of suite.assertionResults)
      record(
        `${project}: ${t.ancestorTitles.join(" › ")} › ${t.title}`,
        t.status === "passed",
        t.failureMessages?.join("\n").slice(0, 2000),
      )
    if (suite.status === "failed" && suite.assertionResults.length === 0)
      record(`${project}: ${path.relative(".", suite.name)}`, false, suite.message.slice(0, 2000))
  }
}

/** A cold build of one content tree (Gatsby's cache does not survive a change of content root). */
function gatsbyBuild(name, contentDir, extraEnv = {}) {
  run("npx", ["gatsby", "clean"])
  const result = run("npx", ["gatsby", "build"], {
    ...(contentDir ? { TACHYON_CONTENT_DIR: contentDir } : {}),
    ...extraEnv,
  })
  // The reporter wraps long lines to the terminal width: compare with whitespace collapsed.
  result.output = result.output.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "").replace(/\s+/g, " ")
  writeFileSync(path.join(ART, `build-${name}.log`), result.output)
  return result
}

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

// 3. the content standard, one check per page
const content = run("node", ["tests/content/check-content.mjs", "--json"])
for (const line of content.output.split("\n")) {
  if (!line.startsWith("{")) continue
  const page = JSON.parse(line)
  record(`content: ${page.file} meets the page standard`, page.problems.length === 0, page.problems.join("; "))
}

// 4. a broken site must fail to build, naming every broken link and anchor and every code sample
//    that does not check; a duplicate route warns
const broken = path.join(ART, "broken-site")
rmSync(broken, { recursive: true, force: true })
cpSync("tests/fixtures/site", broken, { recursive: true })
writeFileSync(
  path.join(broken, "docs/guide/broken.mdx"),
  [
    "---",
    "title: Broken links",
    "description: A page with a broken link, anchor and markdown link.",
    "---",
    "",
    "## Links",
    "",
    "[nowhere](/docs/guide/nowhere/), [bad anchor](first.mdx#no-such-heading), [missing file](./missing.mdx).",
    "",
  ].join("\n"),
)
writeFileSync(
  path.join(broken, "docs/guide/duplicate.mdx"),
  [
    "---",
    "title: Duplicate",
    "description: Claims the route of first.mdx.",
    "slug: /docs/guide/first/",
    "---",
    "",
    "## Same route",
    "",
  ].join("\n"),
)
// Code samples that do not check fail the same build (src/node/sample-check.ts): a FIX message
// with a wrong CheckSum (the right one is 007), a Python syntax error, a Bash syntax error.
writeFileSync(
  path.join(broken, "docs/guide/broken-samples.mdx"),
  [
    "---",
    "title: Broken samples",
    "description: Code samples that must fail the build.",
    "---",
    "",
    "## Samples",
    "",
    "```fix",
    "8=FIX.4.4|9=69|35=A|34=1|49=CLIENT1|52=20251015-13:29:55.120|56=TACHYON|98=0|108=30|10=070|",
    "```",
    "",
    "```python",
    "def broken(:",
    "    return 1",
    "```",
    "",
    "```bash",
    "if true; then echo unclosed",
    "```",
    "",
    "A reject code the data does not declare: TRJ-1099.",
    "",
  ].join("\n"),
)
const brokenBuild = gatsbyBuild("broken", broken)
record("build: a broken link fails gatsby build", brokenBuild.status !== 0, `exit ${brokenBuild.status}`)
record(
  "build: the failure names page → broken route",
  brokenBuild.output.includes("/docs/guide/broken/ → /docs/guide/nowhere/"),
)
record(
  "build: the failure names page → broken anchor",
  brokenBuild.output.includes("/docs/guide/broken/ → /docs/guide/first/#no-such-heading"),
)
record(
  "build: the failure names page → unresolved markdown link",
  brokenBuild.output.includes("/docs/guide/broken/ → ./missing.mdx"),
)
record(
  "build: a wrong FIX CheckSum fails the build, naming file, line and the right value",
  /docs\/guide\/broken-samples\.mdx:9 \(fix\) CheckSum \(10\) is 070, should be 007/.test(brokenBuild.output),
)
record(
  "build: a Python syntax error fails the build, naming file and line",
  /docs\/guide\/broken-samples\.mdx:13 \(python\) Python: SyntaxError/.test(brokenBuild.output),
)
record(
  "build: a Bash syntax error fails the build, naming file and line",
  /docs\/guide\/broken-samples\.mdx:18 \(bash\) bash -n: syntax error/.test(brokenBuild.output),
)
record(
  "build: a name the reference data does not declare fails the build, naming file and line",
  /docs\/guide\/broken-samples\.mdx:21 reject code TRJ-1099 is not in content\/reference\/reject-codes\.yaml/.test(
    brokenBuild.output,
  ),
)
record(
  "build: a duplicate route warns naming both files",
  /Duplicate route \/docs\/guide\/first\/: claimed by \S*guide\/(first|duplicate)\.mdx and \S*guide\/(first|duplicate)\.mdx/.test(
    brokenBuild.output,
  ),
)

// 5. the fixture site (component behaviour) and the real site
// The fixture's first page imports the test-only crash trigger (src/components/errors/CrashTrigger.tsx).
const fixtureBuild = gatsbyBuild("fixture", "tests/fixtures/site")
record("build: fixture site", fixtureBuild.status === 0, fixtureBuild.output.slice(-3000))
const fixturePublic = path.join(ART, "fixture-public")
rmSync(fixturePublic, { recursive: true, force: true })
if (fixtureBuild.status === 0) cpSync("public", fixturePublic, { recursive: true })

// 5b. a warm build (the caches of the build above) after an edit to one page shows the edit, in
//     the page's HTML and in its browser code: a cache that kept the old page once did neither
if (fixtureBuild.status === 0) {
  const edited = "tests/fixtures/site/docs/guide/second.mdx"
  const original = readFileSync(edited, "utf8")
  const marker = `A sentence added for the warm build test ${Date.now()}.`
  let warm
  try {
    writeFileSync(edited, `${original}\n${marker}\n`)
    warm = run("npx", ["gatsby", "build"], { TACHYON_CONTENT_DIR: "tests/fixtures/site", GATSBY_CRASH_TEST: "1" })
  } finally {
    writeFileSync(edited, original)
  }
  const html = existsSync("public/docs/guide/second/index.html")
    ? readFileSync("public/docs/guide/second/index.html", "utf8")
    : ""
  const code = readdirSync("public")
    .filter((file) => /^component---.*guide-second-mdx-.*\.js$/.test(file))
    .some((file) => readFileSync(path.join("public", file), "utf8").includes(marker))
  record(
    `build: a warm build after editing one page shows the edit (${warm.seconds.toFixed(0)} s)`,
    warm.status === 0 && html.includes(marker) && code,
    warm.status === 0
      ? `edit in the HTML: ${html.includes(marker)}, in the page's code: ${code}`
      : warm.output.slice(-3000),
  )
}
const siteBuild = gatsbyBuild("site")
record(
  `build: the site (gatsby build, ${siteBuild.seconds.toFixed(0)} s)`,
  siteBuild.status === 0,
  siteBuild.output.slice(-5000),
)

// 6. browser tests against both
if (siteBuild.status === 0 && fixtureBuild.status === 0) {
  const browser = run("node", ["tests/run-browser.mjs"], { FIXTURE_PUBLIC: fixturePublic })
  jestReportFrom(path.join(ART, "browser.json"), browser.output)
}

function jestReportFrom(file, output) {
  if (!existsSync(file)) return record("jest browser", false, output.slice(-4000))
  const report = JSON.parse(readFileSync(file, "utf8"))
  for (const suite of report.testResults) {
    for (const t of suite.assertionResults)
      record(
        `browser: ${t.ancestorTitles.join(" › ")} › ${t.title}`,
        t.status === "passed",
        t.failureMessages?.join("\n").slice(0, 2000),
      )
    if (suite.status === "failed" && suite.assertionResults.length === 0)
      record(`browser: ${path.relative(".", suite.name)}`, false, suite.message.slice(0, 2000))
  }
}

if (failures.length) {
  console.log("\nFailures:")
  for (const f of failures) console.log(`- ${f}`)
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed`)
process.exit(totals.failed ? 1 : 0)
