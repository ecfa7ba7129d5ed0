import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { loadSearchIndex, type SearchIndexFile } from "../lib/search/index"
import { search } from "../lib/search/query"
import { contentHash, docRoute, extractSearchPages, parseDocPage, writeSearchIndex } from "./search-index"

const head = (title: string, extra = "") =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>${title} | Tachyon Docs</title>` +
  `<meta data-react-helmet="true" name="description" content="How the ICEBERG algorithm &amp; its display quantity work."/>` +
  `<meta data-react-helmet="true" name="keywords" content="iceberg, display quantity, DisplayQty"/>${extra}` +
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

describe("parseDocPage", () => {
  const page = parseDocPage(DOC_PAGE, "/docs/algos/iceberg/")

  it("reads title, description, keywords and breadcrumbs", () => {
    expect(page).toMatchObject({
      url: "/docs/algos/iceberg/",
      title: "Iceberg orders",
      description: "How the ICEBERG algorithm & its display quantity work.",
      keywords: ["iceberg", "display quantity", "DisplayQty"],
      breadcrumbs: ["Docs", "Execution algorithms"],
    })
  })

  it("splits the markdown into the intro and one section per h2/h3", () => {
    expect(page?.sections.map((s) => [s.anchor, s.heading, s.depth])).toEqual([
      ["", "", 0],
      ["parameters", "Parameters", 2],
      ["timing", "Timing & jitter", 3],
    ])
    expect(page?.sections[0].text).toBe("The ICEBERG algorithm shows a display quantity.")
  })

  it("keeps code text and separates cells, leaves out anchors, code headers and buttons", () => {
    const parameters = page?.sections[1].text ?? ""
    expect(parameters).toBe("DisplayQty int 8=FIX.4.4|35=D|7001=ICEBERG|")
    const timing = page?.sections[2].text ?? ""
    expect(timing).toContain("After a slice fills, the next one goes.")
    expect(timing).toContain("Java tab text.")
    expect(timing).toContain("Deeper Under h4 stays in Timing.")
    const all = JSON.stringify(page)
    for (const chrome of [
      "#",
      "Copy",
      "permalink",
      "fix Copy",
      "sidebar link",
      "Copyright",
      "script text",
      "color:red",
      "On this page",
    ]) {
      expect(all).not.toContain(chrome === "#" ? '"#' : chrome)
    }
  })

  it("skips generated section indexes and redirect pages", () => {
    expect(parseDocPage(SECTION_INDEX, "/docs/algos/")).toBeNull()
    expect(parseDocPage(REDIRECT, "/docs/quick-start/index/quick_start_docker/")).toBeNull()
  })
})

describe("extractSearchPages and writeSearchIndex", () => {
  let publicDir = ""
  const write = (route: string, html: string) => {
    const dir = path.join(publicDir, ...route.split("/").filter(Boolean))
    mkdirSync(dir, { recursive: true })
    writeFileSync(path.join(dir, "index.html"), html)
  }

  beforeAll(() => {
    publicDir = mkdtempSync(path.join(tmpdir(), "search-index-"))
    write("/docs/algos/iceberg/", DOC_PAGE)
    write("/docs/algos/", SECTION_INDEX)
    write("/docs/quick-start/index/quick_start_docker/", REDIRECT)
    write("/docs/kb/windows service/", SPACED_PAGE)
    write("/news/", DOC_PAGE)
  })
  afterAll(() => rmSync(publicDir, { recursive: true, force: true }))

  it("reads every built doc page, with percent-encoded routes", () => {
    const pages = extractSearchPages(publicDir)
    expect(pages.map((p) => p.url)).toEqual(["/docs/algos/iceberg/", "/docs/kb/windows%20service/"])
    expect(docRoute(publicDir, path.join(publicDir, "docs", "kb", "windows service", "index.html"))).toBe(
      "/docs/kb/windows%20service/",
    )
  })

  it("writes public/search-index.json with its size, hash and document count", () => {
    const written = writeSearchIndex(publicDir)
    const content = readFileSync(path.join(publicDir, "search-index.json"), "utf8")
    expect(written.file).toBe(path.join(publicDir, "search-index.json"))
    expect(written.bytes).toBe(Buffer.byteLength(content))
    expect(written.hash).toBe(contentHash(content))
    expect(written.hash).toMatch(/^[0-9a-f]{10}$/)
    const file = JSON.parse(content) as SearchIndexFile
    expect(file).toHaveLength(5)
    expect(written.documents).toBe(file.reduce((n, g) => n + g.documents.length, 0))
    const loaded = loadSearchIndex(file)
    expect(search(loaded, "35=D", { limit: 8 }).map((r) => `${r.document.u}#${r.document.h}`)).toContain(
      "/docs/algos/iceberg/#parameters",
    )
    expect(search(loaded, "windows", { limit: 8 })[0].document.u).toBe("/docs/kb/windows%20service/")
  })

  it("gives the same hash for the same content", () => {
    expect(writeSearchIndex(publicDir).hash).toBe(writeSearchIndex(publicDir).hash)
  })
})
