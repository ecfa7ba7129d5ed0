import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { build } from "./builds"
import { PAGE_TOOLS_DATA_PATH, pageToolsData } from "../../src/lib/page-tools/data"
import { twinPath } from "../../src/lib/twins/twin-path"

// The page tools' data (src/lib/page-tools/data.ts, src/node/page-tools-data.ts) as the real site's
// build wrote it: the index it names is the one the pages name, and its sections are llms.txt's,
// every page built with its twin.

const SITE_PUBLIC = path.resolve("public")

/** The search index's hash as the build placed it in the pages' static query results. */
function placedIndexHash(): string {
  const dir = path.join(SITE_PUBLIC, "page-data", "sq", "d")
  for (const file of readdirSync(dir)) {
    const text = readFileSync(path.join(dir, file), "utf8")
    const hash = (JSON.parse(text) as { data?: { docsVersion?: { searchIndexHash?: string } } }).data?.docsVersion
      ?.searchIndexHash
    if (hash) return hash
  }
  throw new Error(`No static query result under ${dir} holds searchIndexHash`)
}

describe("the page tools' data of the real site", () => {
  const data = () => {
    expect(build("site").status).toBe(0)
    return pageToolsData(JSON.parse(readFileSync(path.join(SITE_PUBLIC, PAGE_TOOLS_DATA_PATH), "utf8")))
  }

  it("names the search index the pages load", () => {
    const { searchIndex } = data()
    expect(searchIndex).toEqual({ url: `/search-index.json?_=${placedIndexHash()}`, base: "/" })
    expect(existsSync(path.join(SITE_PUBLIC, "search-index.json"))).toBe(true)
  })

  it("lists llms.txt's sections in its order, every page a built page with a twin, and the large sections' files", () => {
    const { sections } = data()
    const llms = readFileSync(path.join(SITE_PUBLIC, "llms.txt"), "utf8")
    const headings = [...llms.matchAll(/^## (.+)$/gm)].map((m) => m[1])
    expect(headings.slice(0, sections.length)).toEqual(sections.map((s) => s.title))
    const pages = sections.flatMap((s) => s.pages.map((p) => decodeURI(p.path)))
    expect(pages.length).toBeGreaterThanOrEqual(140)
    const missing = pages.filter(
      (p) => !existsSync(path.join(SITE_PUBLIC, p, "index.html")) || !existsSync(path.join(SITE_PUBLIC, twinPath(p))),
    )
    expect(missing).toEqual([])
    const files = sections.flatMap((s) => (s.allPagesMarkdownPath ? [s.allPagesMarkdownPath] : []))
    expect(files.length).toBeGreaterThan(0)
    expect(files.filter((file) => !existsSync(path.join(SITE_PUBLIC, file)))).toEqual([])
  })
})
