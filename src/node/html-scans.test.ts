import { mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { htmlScans } from "./html-scans"
import { scriptsAsTags } from "../lib/html"
import { scanHtml } from "./link-check"

describe("html scans kept across builds", () => {
  let dir: string
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), "tachyon-scans-"))))
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  const build = (pages: string[], calls: string[] = []) => {
    const scans = htmlScans(
      "titles",
      (html) => {
        calls.push(html)
        return { title: /<h1>(.*?)<\/h1>/.exec(html)?.[1] ?? null, ids: new Set(["top"]) }
      },
      { dir, keep: true },
    )
    const results = pages.map((html) => scans.of(html))
    scans.save()
    return { results, counts: { ...scans.counts }, calls }
  }

  it("scans a page again only when its bytes changed, and answers the rest from the last build", () => {
    const first = build(["<h1>A</h1>", "<h1>B</h1>"])
    expect(first.counts).toEqual({ scanned: 2, kept: 0 })
    const second = build(["<h1>A</h1>", "<h1>B, edited</h1>"])
    expect(second.counts).toEqual({ scanned: 1, kept: 1 })
    expect(second.calls).toEqual(["<h1>B, edited</h1>"])
    // A kept Set comes back from v8.deserialize, of Node's realm rather than Jest's: compared by its items.
    expect(second.results.map(({ title, ids }) => ({ title, ids: [...ids] }))).toEqual([
      { title: "A", ids: ["top"] },
      { title: "B, edited", ids: ["top"] },
    ])
  })

  it("keeps only the last build's pages, in one file per pass", () => {
    build(["<h1>A</h1>", "<h1>B</h1>"])
    build(["<h1>C</h1>"])
    expect(readdirSync(dir)).toHaveLength(1)
    expect(build(["<h1>A</h1>", "<h1>C</h1>"]).counts).toEqual({ scanned: 1, kept: 1 })
  })

  it("scans the same bytes once within a build", () => {
    expect(build(["<h1>A</h1>", "<h1>A</h1>"]).calls).toHaveLength(1)
  })

  it("keeps nothing when not asked to (Jest's default: its code version is a constant)", () => {
    const scans = htmlScans("titles", (html) => html.length, { dir })
    scans.of("<p>x</p>")
    scans.save()
    expect(readdirSync(dir)).toEqual([])
  })

  it("keys the links pass by the page without its scripts' bodies and sources, which every warm build changes", () => {
    const page = (hash: string, runtime: string) =>
      `<main><a href="/docs/a/">A</a><h2 id="x">X</h2></main><script id="gatsby-chunk-mapping">window.___webpackCompilationHash="${hash}";</script>` +
      `<script src="/webpack-runtime-${runtime}.js" async></script>`
    expect(scriptsAsTags(page("410c", "11e6"))).toBe(scriptsAsTags(page("f294", "45ae")))
    expect(scanHtml(page("410c", "11e6"))).toEqual(scanHtml(page("f294", "45ae")))
  })
})
