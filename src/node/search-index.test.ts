import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { buildSplitIndex } from "../lib/search/build-index"
import { searchPages, type SearchDoc } from "../lib/search/pages"
import { builtPageText, htmlFileOf, parseDocText, writeSplitIndex } from "./search-index"

const head = (title: string, extra = "") =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>${title} | Tachyon Docs</title>` +
  `<meta data-gatsby-head="true" name="description" content="How the ICEBERG algorithm &amp; its display quantity work."/>` +
  `<meta data-gatsby-head="true" name="keywords" content="iceberg, display quantity, DisplayQty"/>${extra}` +
  `<style>.markdown{color:red}</style></head>`

const DOC_PAGE =
  head("Iceberg orders") +
  `<body><nav aria-label="Main"><a href="/">Tachyon Docs</a><button>Search</button></nav>` +
  `<div class="docs-sidebar"><nav aria-label="Docs sidebar"><a href="/docs/algos/twap/">TWAP sidebar link</a></nav></div>` +
  `<main><article class="doc-article"><nav class="breadcrumbs" aria-label="Breadcrumbs"><ol>` +
  `<li><a href="/docs/">Docs</a></li><li><a href="/docs/algos/">Execution algorithms</a></li>` +
  `<li><span aria-current="page">Iceberg</span></li></ol></nav>` +
  `<h1 class="doc-title">Iceberg orders</h1>` +
  `<nav class="toc-mobile" aria-label="On this page"><a href="#parameters">Parameters</a></nav>` +
  `<div class="markdown"><p>The <code>ICEBERG</code> algorithm shows a <strong>display quantity</strong>.</p>` +
  `<h2 id="parameters" style="position:relative">Parameters<a href="#parameters" aria-label="parameters permalink" class="heading-anchor after"><span>#</span></a></h2>` +
  `<div class="table-wrapper"><table><tr><td><code>DisplayQty</code></td><td>int</td></tr></table></div>` +
  `<div class="code-block"><div class="code-block-header"><span class="code-block-language">fix</span>` +
  `<button type="button" class="code-block-copy" aria-label="Copy code to clipboard">Copy</button></div>` +
  `<div class="code-block-body"><pre><code class="language-text">8=FIX.4.4|35=D|7001=ICEBERG|</code></pre></div></div>` +
  `<h3 id="timing">Timing &amp; jitter<a class="heading-anchor" href="#timing">#</a></h3><p>After a slice fills,<br/>the next one goes.</p>` +
  `<div class="tabs"><div role="tablist"><button role="tab">Java</button></div><div role="tabpanel"><p>Java tab text.</p></div></div>` +
  `<h4 id="deeper">Deeper</h4><p>Under h4 stays in Timing.</p>` +
  `</div></article><nav aria-label="Docs pages"><a href="/docs/algos/mmsim/">Next</a></nav></main>` +
  `<footer>Copyright 2025</footer><script>window.x = "script text"</script></body></html>`

const SECTION_INDEX =
  head("Execution algorithms") +
  `<body><main><article class="doc-article"><h1 class="doc-title">Execution algorithms</h1><ul class="card-grid"><li>TWAP</li></ul></article></main></body></html>`

const REDIRECT =
  head("Redirect", `<meta http-equiv="refresh" content="0; url=/docs/algos/iceberg/"/>`) +
  `<body><div class="markdown"><p>Moved to <a href="/docs/algos/iceberg/">the new page</a>.</p></div></body></html>`

const SPACED_PAGE = DOC_PAGE.replace(/Iceberg orders/g, "Running as a Windows service")

describe("parseDocText", () => {
  const page = parseDocText(DOC_PAGE)

  it("splits the markdown into the intro and one section per h2/h3", () => {
    expect(page?.intro).toBe("The ICEBERG algorithm shows a display quantity.")
    expect(page?.sections.map((s) => [s.anchor, s.heading, s.depth])).toEqual([
      ["parameters", "Parameters", 2],
      ["timing", "Timing & jitter", 3],
    ])
  })

  it("keeps code text and separates cells, leaves out anchors, code headers and buttons", () => {
    expect(page?.sections[0].text).toBe("DisplayQty int 8=FIX.4.4|35=D|7001=ICEBERG|")
    const timing = page?.sections[1].text ?? ""
    expect(timing).toContain("After a slice fills, the next one goes.")
    expect(timing).toContain("Java tab text.")
    expect(timing).toContain("Deeper Under h4 stays in Timing.")
    const all = JSON.stringify(page)
    for (const chrome of [
      "Copy",
      "permalink",
      "sidebar link",
      "Copyright",
      "script text",
      "color:red",
      "On this page",
    ]) {
      expect(all).not.toContain(chrome)
    }
    expect(all).not.toContain('"#')
  })

  it("reads no title, description or breadcrumbs: those come from the Doc nodes", () => {
    expect(JSON.stringify(page)).not.toContain("Execution algorithms")
  })

  it("skips generated section indexes and redirect pages", () => {
    expect(parseDocText(SECTION_INDEX)).toBeNull()
    expect(parseDocText(REDIRECT)).toBeNull()
  })
})

describe("the index of a built site", () => {
  let publicDir = ""
  const write = (route: string, html: string) => {
    mkdirSync(path.dirname(htmlFileOf(publicDir, route)), { recursive: true })
    writeFileSync(htmlFileOf(publicDir, route), html)
  }
  const doc = (path: string, title: string, relativePath: string): SearchDoc => ({
    id: relativePath,
    path,
    relativePath,
    sourceFile: `content/docs/${relativePath}`,
    title,
    description: `About ${title}.`,
    keywords: [],
  })

  beforeAll(() => {
    publicDir = mkdtempSync(path.join(tmpdir(), "search-index-"))
    write("/docs/algos/iceberg/", DOC_PAGE)
    write("/docs/algos/", SECTION_INDEX)
    write("/docs/kb/windows service/", SPACED_PAGE)
  })
  afterAll(() => rmSync(publicDir, { recursive: true, force: true }))

  it("reads each doc's built page by its route, spaces included; a page without content is left out", () => {
    const pages = searchPages(
      [
        doc("/docs/algos/iceberg/", "Iceberg orders", "algos/iceberg.mdx"),
        doc("/docs/kb/windows service/", "Windows service", "kb/windows service.mdx"),
        doc("/docs/algos/gone/", "Not built", "algos/gone.mdx"),
      ],
      (d) => builtPageText(publicDir, d.path),
    )
    expect(pages.map((p) => [p.url, p.title, p.breadcrumbs])).toEqual([
      ["/docs/algos/iceberg/", "Iceberg orders", ["Docs", "Algos"]],
      ["/docs/kb/windows%20service/", "Windows service", ["Docs", "Kb"]],
    ])
    expect(pages[0].sections[0].anchor).toBe("parameters")
  })

  it("writes the entry file and its folder, emptying what an earlier build left", () => {
    const stale = path.join(publicDir, "search-index", "stale.json")
    mkdirSync(path.dirname(stale), { recursive: true })
    writeFileSync(stale, "{}")
    const built = buildSplitIndex(
      searchPages([doc("/docs/algos/iceberg/", "Iceberg orders", "algos/iceberg.mdx")], (d) =>
        builtPageText(publicDir, d.path),
      ),
    )
    writeSplitIndex(publicDir, built)
    expect(existsSync(stale)).toBe(false)
    expect(readFileSync(path.join(publicDir, "search-index.json"), "utf8")).toBe(built.entryText)
    for (const file of built.files) expect(readFileSync(path.join(publicDir, file.path), "utf8")).toBe(file.content)
  })
})
