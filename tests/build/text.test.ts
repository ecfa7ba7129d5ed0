import { readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import GithubSlugger from "github-slugger"
import { ARTIFACTS, build } from "./builds"

// Text kept exactly, for every script. React 18's streaming renderer wrote NUL bytes where a
// multi-byte character straddled one of its 2 KB chunks (facebook/react#31134): a Japanese heading's
// id no longer matched the table of contents and the build failed; in body text the corruption
// shipped silently. The fixture page tests/fixtures/site/docs/scripts/every-script.mdx holds long
// paragraphs in many scripts whose lengths put multi-byte characters on every chunk boundary.

const FIXTURE_PUBLIC = path.join(ARTIFACTS, "fixture-public")
const SOURCE = path.resolve("tests/fixtures/site/docs/scripts/every-script.mdx")
const ROUTE = "docs/scripts/every-script"

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) yield* filesUnder(full)
    else yield full
  }
}

const TEXT_FILE = /\.(html|json|js|css|txt|xml|md)$/

/** Files the build wrote that hold a NUL byte or a U+FFFD replacement character. */
function corruptFiles(publicDir: string): string[] {
  const bad: string[] = []
  for (const file of filesUnder(publicDir)) {
    if (!TEXT_FILE.test(file)) continue
    const bytes = readFileSync(file)
    if (bytes.includes(0) || bytes.toString("utf8").includes("\uFFFD")) bad.push(path.relative(publicDir, file))
  }
  return bad
}

/** As React writes text into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;")

const source = () => readFileSync(SOURCE, "utf8").replace(/^---[\s\S]*?---\n/, "")
const blocks = () =>
  source()
    .split(/\n{2,}/)
    .map((b) => b.trim())
    .filter(Boolean)
const headings = () =>
  blocks()
    .filter((b) => b.startsWith("## "))
    .map((b) => b.slice(3))
const paragraphs = () => blocks().filter((b) => !b.startsWith("#"))
const html = () => readFileSync(path.join(FIXTURE_PUBLIC, ROUTE, "index.html"), "utf8")

describe("text in every script", () => {
  it("the fixture page is long, in many scripts, with multi-byte characters of 2, 3 and 4 bytes", () => {
    expect(paragraphs().length).toBeGreaterThanOrEqual(30)
    const widths = new Set([...source()].map((c) => Buffer.byteLength(c)))
    expect([...widths].sort()).toEqual([1, 2, 3, 4])
  })

  it("keeps every paragraph verbatim in the page's HTML", () => {
    const page = html()
    const missing = paragraphs().filter((p) => !page.includes(escapeHtml(p)))
    expect(missing.map((p) => p.slice(0, 40))).toEqual([])
  })

  it("gives every heading the id of its text, and the table of contents the same ids", () => {
    const page = html()
    const slugger = new GithubSlugger()
    const expected = headings().map((h) => slugger.slug(h))
    const ids = [...page.matchAll(/<h2[^>]* id="([^"]+)"/g)].map((m) => decodeURIComponent(m[1]))
    const toc = [...page.matchAll(/<a[^>]*href="#([^"]+)"[^>]*class="(?:[^"]* )?toc-link_[0-9a-f]{5}[ "]/g)].map((m) =>
      decodeURIComponent(m[1]),
    )
    expect(ids).toEqual(expected)
    // The table of contents is drawn twice (beside the article, and folded above it on a phone).
    expect(toc).toEqual([...expected, ...expected])
  })

  it.each([
    ["the fixture site", "fixture" as const, FIXTURE_PUBLIC],
    ["the real site", "site" as const, path.resolve("public")],
  ])("writes no NUL byte and no U+FFFD in any text file of %s", (_name, record, dir) => {
    expect(build(record).status).toBe(0)
    expect(corruptFiles(dir)).toEqual([])
  })
})
