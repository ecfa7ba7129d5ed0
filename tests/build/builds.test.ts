import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { build, tail } from "./builds"

// What the builds `npm test` runs must show (tests/run-all.mjs runs them and saves their output):
// a broken site fails naming every problem, the fixture site and the real site build, and a warm
// build shows an edit. The broken site is the fixture site with tests/fixtures/broken-site/ added.

/** The line of a planted line in the broken site's fix-tags.yaml: the fixture's lines, then the planted file's. */
function plantedLine(start: string): number {
  const lines = (file: string) => readFileSync(file, "utf8").split("\n")
  const fixture = lines("tests/fixtures/site/reference/fix-tags.yaml").length - 1
  return (
    fixture +
    lines("tests/fixtures/broken-site/reference/fix-tags.planted.yaml").findIndex((l) => l.startsWith(start)) +
    1
  )
}

describe("a broken site", () => {
  const broken = () => build("broken")

  it("fails gatsby build", () => {
    expect(broken().status).not.toBe(0)
  })
  it.each([
    ["a broken route", "/docs/guide/broken/ → /docs/guide/nowhere/"],
    ["a broken anchor", "/docs/guide/broken/ → /docs/guide/first/#no-such-heading"],
    ["an unresolved markdown link", "/docs/guide/broken/ → ./missing.mdx"],
  ])("names page → %s", (_what, line) => {
    expect(broken().output).toContain(line)
  })
  it.each([
    [
      "a wrong FIX CheckSum, naming file, line and the right value",
      /docs\/guide\/broken-samples\.mdx:9 \(fix\) CheckSum \(10\) is 070, should be 007/,
    ],
    [
      "a Python syntax error, naming file and line",
      /docs\/guide\/broken-samples\.mdx:13 \(python\) Python: SyntaxError/,
    ],
    ["a Bash syntax error, naming file and line", /docs\/guide\/broken-samples\.mdx:18 \(bash\) bash -n: syntax error/],
    [
      "a Bash pipeline inside a comment, naming file and line",
      /docs\/guide\/broken-samples\.mdx:53 \(bash\) a pipeline inside a comment never runs: "\| grep '\^tachyon_ws_'"/,
    ],
    [
      "a Java compile error, naming file and line",
      /docs\/guide\/broken-samples\.mdx:25 \(java\) javac: incompatible types: (java\.lang\.)?String cannot be converted to int/,
    ],
    [
      "a Java member the API source lacks, naming file and line",
      /docs\/guide\/broken-samples\.mdx:29 \(java\) Quote\.getNoSuchPrice\(…\): io\.tachyon\.api\.Quote has no member getNoSuchPrice/,
    ],
    [
      "a table of Java members whose heading names no type, naming file and line",
      /docs\/guide\/broken-samples\.mdx:46 \(java\) a table of Java members must name its type in its heading \(or a Type column\)/,
    ],
    [
      "a Java fragment using a member the API lacks, naming file and line",
      /docs\/guide\/broken-samples\.mdx:33 \(java\) javac: cannot find symbol; symbol: method isLateFill\(\); location: variable event of type io\.tachyon\.api\.OrderEvent/,
    ],
    [
      "a JSON example that breaks its schema, naming file, line and field",
      /docs\/guide\/broken-rest\.mdx:13 \(json\) Order: \/side: must be equal to one of the allowed values \(BUY, SELL, SELL_SHORT\)/,
    ],
    [
      "a JSON example with a field its schema does not name, naming file and line",
      /docs\/guide\/broken-rest\.mdx:19 \(json\) Order: \(the value\): field "colour" is not in the schema/,
    ],
    [
      "a JSON example whose quantities do not add up, naming file and line",
      /docs\/guide\/broken-rest\.mdx:32 \(json\) Order: cumQty 300 \+ leavesQty 600 is not the quantity 1000 of a live \(PARTIALLY_FILLED\) order/,
    ],
    [
      "a diagram that does not parse, naming file, line and the parser's message",
      /docs\/guide\/broken-diagram\.mdx:10 \(mermaid\) Mermaid: Parse error on\s+line 2: Expecting 'TXT', got 'NEWLINE'/,
    ],
    [
      "a chart whose data file is missing, naming file and line",
      /docs\/guide\/broken-diagram\.mdx:15 \(vega-lite\) the data file\s+\S*data\/no-such-file\.csv does not exist/,
    ],
    [
      "a code fence highlighting a line past the block, naming file and line",
      /docs\/guide\/broken-fence\.mdx:8 \(python\) code fence: highlighted line 9 is past the block's last line \(1\)/,
    ],
    [
      "a code fence with a word its meta does not know, naming file and line",
      /docs\/guide\/broken-fence\.mdx:14 \(bash\) code fence: unknown fence word "numberLines"/,
    ],
    [
      "a name the reference data does not declare, naming file and line",
      /docs\/guide\/broken-samples\.mdx:21 reject code TRJ-1099 is not in content\/reference\/reject-codes\.yaml/,
    ],
    [
      "a table's Total row that is not the sum of its rows, naming file and line",
      /docs\/guide\/broken-facts\.mdx:12 table total: the Total row says 3\.5 to 5 s, its rows add up to 3\.2 to 5 s/,
    ],
    [
      "a measurement dated before the release it ran on, naming file and line",
      /docs\/guide\/broken-facts\.mdx:16 measured 2025-08-30 on Tachyon 4\.2\.3, before its release on 2025-10-14/,
    ],
    [
      "an example dated before the release it runs, naming file and line",
      /docs\/guide\/broken-facts\.mdx:21 an example dated 2025-09-02 runs Tachyon 4\.2\.3, which was released on 2025-10-14/,
    ],
    [
      "a release note quoting figures the pages date after it, naming file and line",
      /news\/release-4-2-0\.mdx:7 \(highlights\) quotes measurements of 4\.2\.0, which the pages date from 2025-09-02 \(\S*docs\/guide\/broken-facts\.mdx:18\), after the note's date 2025-09-01/,
    ],
    [
      "a default restated in prose that is not the data's, naming file and line",
      /docs\/guide\/broken-facts\.mdx:34 the page gives journal\.fsync a default of always; content\/reference\/config-keys\.yaml says batch/,
    ],
    [
      "a state diagram drawing a state its enum lacks, naming file and line",
      /docs\/guide\/broken-facts\.mdx:29 \(mermaid\) the diagram draws DONE_FOR_DAY, which is not a value of io\.tachyon\.api\.OrderStatus/,
    ],
    [
      "a phrasing a fact retired, still said on a page, naming file and line",
      /docs\/guide\/broken-facts\.mdx:38 says "a connector that is not `ACTIVE`", which fact 1027 retired/,
    ],
    [
      "a FIX tag the dictionary does not declare, naming file and line",
      /docs\/guide\/broken-samples\.mdx:36 FIX tag 7099 is not in content\/reference\/fix-tags\.yaml/,
    ],
    [
      "a FIX tag declared for a version whose standard dictionary lacks it, naming file and line",
      new RegExp(
        `reference/fix-tags\\.yaml:${plantedLine("- tag: 1138")} tag 1138 \\(DisplayQty\\) is not a field of standard FIX 4\\.4: name 4\\.4 in its notInStandard`,
      ),
    ],
    [
      'a FIX value whose "since FIX x" names the wrong version, naming file and line',
      new RegExp(
        `reference/fix-tags\\.yaml:${plantedLine('    - { value: "7"')} 59=7 \\(AtTheClose\\) says "since FIX 4\\.4", but the standard dictionaries first have it in FIX 4\\.3`,
      ),
    ],
    [
      "a FIX message without a field its version requires, naming file and line",
      /docs\/guide\/broken-samples\.mdx:41 \(fix\) Logon \(35=A\) of FIX 4\.4 requires HeartBtInt \(108\)/,
    ],
    [
      "an inline script the Content-Security-Policy does not cover, naming the page and line",
      /public\/docs\/guide\/inline-script\/index\.html:\d+: an inline script the Content-Security-Policy does not cover .*"window\.tracked = true"/,
    ],
    [
      "a javascript: URL, naming the page and line",
      /public\/docs\/guide\/inline-script\/index\.html:\d+: a javascript: URL <a href="javascript:/,
    ],
  ])("fails on %s", (_what, pattern) => {
    expect(broken().output).toMatch(pattern)
  })
  it("warns of a duplicate route, naming both files", () => {
    expect(broken().output).toMatch(
      /Duplicate route \/docs\/guide\/first\/: claimed by \S*guide\/(first|duplicate)\.mdx and \S*guide\/(first|duplicate)\.mdx/,
    )
  })
})

describe("the fixture site", () => {
  it("builds", () => {
    const fixture = build("fixture")
    expect({ status: fixture.status, tail: fixture.status === 0 ? "" : tail(fixture) }).toEqual({ status: 0, tail: "" })
  })
  it("shows an edit to one page after a warm build (the caches of the build before), in its HTML and its code", () => {
    // A cache that kept the old page once did neither.
    const warm = build("warm")
    expect({ status: warm.status, tail: warm.status === 0 ? "" : tail(warm) }).toEqual({ status: 0, tail: "" })
    const html = readFileSync(path.join(warm.publicDir, warm.page.replace(/^\//, ""), "index.html"), "utf8")
    expect(html).toContain(warm.marker)
    const code = readdirSync(warm.publicDir).filter((file) => /^component---.*guide-second-mdx-.*\.js$/.test(file))
    expect(code).not.toHaveLength(0)
    expect(code.some((file) => readFileSync(path.join(warm.publicDir, file), "utf8").includes(warm.marker))).toBe(true)
  })
  it("draws the fixture's diagrams and chart in the cold build and redraws none in the warm one", () => {
    // The fixture build is cold (run-all cleans before it); the warm one changed no picture.
    expect(build("fixture").output).toMatch(/Diagrams: 3 drawn in [\d.]+ s/)
    // The warm build recompiled the page of pictures (run-all adds a sentence to it).
    const warm = build("warm")
    expect(warm.output).toMatch(/Diagrams: 0 drawn in 0\.00 s, 3 from the cache/)
    const html = readFileSync(path.join(warm.publicDir, "docs/guide/pictures/index.html"), "utf8")
    expect(html.match(/<svg[^>]* role="img"/g)).toHaveLength(3)
  })
  it("inlines the edited CSS into every page after a warm build, not only into the edited one", () => {
    // Gatsby 5 with slices re-rendered no page for a CSS-only change (styles-in-renderer-hash.ts).
    const warm = build("warm")
    for (const page of [warm.page, warm.otherPage]) {
      const html = readFileSync(path.join(warm.publicDir, page.replace(/^\//, ""), "index.html"), "utf8")
      expect({ page, hasNewCss: html.includes(warm.cssMarker) }).toEqual({ page, hasNewCss: true })
    }
  })
})

describe("the real site", () => {
  it("builds", () => {
    const site = build("site")
    expect({ status: site.status, tail: site.status === 0 ? "" : tail(site, 5000) }).toEqual({ status: 0, tail: "" })
    expect(existsSync("public/index.html")).toBe(true)
  })
})
