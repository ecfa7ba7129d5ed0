import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { ARTIFACTS, build } from "./builds"
import { parseMdx, codeBlocks, jsxElements } from "../../src/lib/markdown/mdx"
import { SECTION_FILE_MIN_PAGES, twinHeadLine, twinPath } from "../../src/lib/twins/llms"
import { siteSettings } from "../../src/site-settings"

// The Markdown twins (src/lib/twins/, src/node/twins.ts) as the builds of npm test wrote them: the
// fixture's reference page (tabs, an admonition, reference tables) equals a checked-in file; on
// the real site every doc page has a twin that holds every code block verbatim, every row of its
// reference tables and no JSX, and opens with the line naming its page and llms.txt; llms.txt lists
// every page and the large sections' own files, and the HTML page links its twin.

const FIXTURE_PUBLIC = path.join(ARTIFACTS, "fixture-public")
const SITE_PUBLIC = path.resolve("public")
const EXPECTED = path.resolve("tests/fixtures/twins/reference-lookup.md")

interface SearchPage {
  route: string
  file: string
}

/** The doc pages of the real site: route → source, from the Doc data the search index was built from. */
function docPages(): SearchPage[] {
  const sitemap = readFileSync(path.join(SITE_PUBLIC, "sitemap-0.xml"), "utf8")
  const routes = [...sitemap.matchAll(/<loc>[^<]*?(\/docs\/[^<]*)<\/loc>/g)].map((m) => decodeURI(m[1]))
  return routes.flatMap((route) => {
    const data = path.join(SITE_PUBLIC, "page-data", route.replace(/^\/|\/$/g, ""), "page-data.json")
    if (!existsSync(data)) return []
    const json = JSON.parse(readFileSync(data, "utf8")) as { result: { data?: { doc?: { repositoryPath?: string } } } }
    const file = json.result.data?.doc?.repositoryPath
    return file ? [{ route, file }] : []
  })
}

const twin = (publicDir: string, route: string) => readFileSync(path.join(publicDir, twinPath(route)), "utf8")

describe("the Markdown twins of the fixture site", () => {
  it("write a page with tabs, an admonition and reference tables as the checked-in file", () => {
    expect(build("fixture").status).toBe(0)
    expect(twin(FIXTURE_PUBLIC, "/docs/reference/lookup/")).toBe(readFileSync(EXPECTED, "utf8"))
  })

  it("fail the build naming a component without a Markdown form and its page", () => {
    expect(build("broken").output).toMatch(
      /docs\/guide\/broken-twin\.mdx:10 <CloseIcon> has no Markdown form for the page's Markdown twin/,
    )
  })
})

describe("the Markdown twins of the real site", () => {
  const pages = () => {
    expect(build("site").status).toBe(0)
    return docPages()
  }

  it("exist for every doc page, linked from its HTML", () => {
    const all = pages()
    expect(all.length).toBeGreaterThanOrEqual(143)
    const missing = all.filter(({ route }) => {
      const html = readFileSync(path.join(SITE_PUBLIC, route, "index.html"), "utf8")
      return (
        !existsSync(path.join(SITE_PUBLIC, twinPath(route))) ||
        !html.includes(`<link rel="alternate" type="text/markdown" href="${twinPath(route)}"`)
      )
    })
    expect(missing.map((p) => p.route)).toEqual([])
  })

  it("open with the line naming their page and llms.txt", () => {
    const wrong = pages().filter(
      ({ route }) => !twin(SITE_PUBLIC, route).startsWith(`${twinHeadLine(siteSettings.siteUrl, route)}\n\n# `),
    )
    expect(wrong.map((p) => p.route)).toEqual([])
  })

  it("hold every code block of the page verbatim, with its language, and no JSX", () => {
    const wrong = pages().flatMap(({ route, file }) => {
      const text = twin(SITE_PUBLIC, route)
      const source = readFileSync(file, "utf8")
      // A block inside a list item is indented as the item's text is ("1. " → 3 spaces), every line alike.
      const indented = (fence: string, by: number) =>
        fence
          .split("\n")
          .map((line) => (line ? " ".repeat(by) + line : line))
          .join("\n")
      // A block inside an admonition is quoted, as the admonition's text is ("> " before each line).
      const quoted = (fence: string) =>
        fence
          .split("\n")
          .map((line) => (line ? `> ${line}` : ">"))
          .join("\n")
      const blocks = codeBlocks(parseMdx(source)).filter((b) => {
        const fence = `\`\`\`${[b.lang, b.meta].filter(Boolean).join(" ")}\n${b.value}\n\`\`\``
        return ![0, 2, 3, 4, 5, 6].some((by) => text.includes(indented(fence, by))) && !text.includes(quoted(fence))
      })
      const tree = parseMdx(text.replace(/^<!--.*-->$/gm, ""))
      const jsx = jsxElements(tree).map((e) => `<${e.name}>`)
      return [...blocks.map((b) => `${route}: code block at ${file}:${b.line}`), ...jsx.map((j) => `${route}: ${j}`)]
    })
    expect(wrong).toEqual([])
  })

  it("hold as many table rows as the page's reference tables", () => {
    const wrong = pages().flatMap(({ route }) => {
      const html = readFileSync(path.join(SITE_PUBLIC, route, "index.html"), "utf8")
      const htmlRows = [...html.matchAll(/<table[^>]*class="[^"]*reference-table[\s\S]*?<\/table>/g)]
        .map((m) => (m[0].match(/<tr/g) ?? []).length)
        .reduce((a, b) => a + b, 0)
      if (htmlRows === 0) return []
      const text = twin(SITE_PUBLIC, route)
      const markdownRows = text.split("\n").filter((line) => /^\|.*\|$/.test(line) && !/^\| ?-+ ?\|/.test(line)).length
      // Every Markdown table of the page is in the twin too: at least the reference rows.
      return markdownRows >= htmlRows
        ? []
        : [`${route}: ${markdownRows} rows in the twin, ${htmlRows} in the page's reference tables`]
    })
    expect(wrong).toEqual([])
  })

  it("are listed in llms.txt, every page once, under its section; llms-full.txt holds them all", () => {
    const llms = readFileSync(path.join(SITE_PUBLIC, "llms.txt"), "utf8")
    const full = readFileSync(path.join(SITE_PUBLIC, "llms-full.txt"), "utf8")
    expect(llms.startsWith(`# ${siteSettings.title}\n\n> `)).toBe(true)
    for (const { route } of pages()) {
      const url = `${siteSettings.siteUrl}${encodeURI(twinPath(route))}`
      expect({ route, listed: llms.split(`](${url})`).length - 1 }).toEqual({ route, listed: 1 })
      expect({ route, inFull: full.includes(`<!-- ${siteSettings.siteUrl}${encodeURI(route)} -->`) }).toEqual({
        route,
        inFull: true,
      })
    }
    expect(llms).toMatch(/\[llms-full\.txt\]\([^)]+\) \(\d+ pages, \d+ KB\)/)
  })

  it(`give each section of ${SECTION_FILE_MIN_PAGES} pages or more a file of its own, named in llms.txt, holding its pages as llms-full.txt does`, () => {
    const llms = readFileSync(path.join(SITE_PUBLIC, "llms.txt"), "utf8")
    const full = readFileSync(path.join(SITE_PUBLIC, "llms-full.txt"), "utf8")
    const sections = llms.split(/\n## /).slice(1)
    const named = sections.flatMap((section) => {
      const file = section.match(
        /^This section in one file: \[(llms\/[a-z0-9_-]+\.txt)\]\([^)]+\) \((\d+) pages, \d+ KB\)\.$/m,
      )
      const listed = section.split("\n").filter((line) => line.startsWith("- [")).length
      expect({ section: section.split("\n")[0], hasFile: Boolean(file) }).toEqual({
        section: section.split("\n")[0],
        hasFile: listed >= SECTION_FILE_MIN_PAGES && section.split("\n")[0] !== "Overview",
      })
      return file ? [{ file: file[1], pages: Number(file[2]), listed }] : []
    })
    expect(named.length).toBeGreaterThanOrEqual(10)
    for (const { file, pages: count, listed } of named) {
      const text = readFileSync(path.join(SITE_PUBLIC, file), "utf8")
      expect({ file, count }).toEqual({ file, count: listed })
      const twins = text.split(/^<!-- /m).slice(1)
      expect({ file, twins: twins.length }).toEqual({ file, twins: count })
      // Each page as llms-full.txt holds it.
      for (const part of twins) expect(full).toContain(`<!-- ${part.trim()}`)
    }
  })

  it("give the docs root, a page with no source, llms.txt as its twin, linked from its HTML", () => {
    const llms = readFileSync(path.join(SITE_PUBLIC, "llms.txt"), "utf8")
    expect(twin(SITE_PUBLIC, "/docs/")).toBe(`${twinHeadLine(siteSettings.siteUrl, "/docs/")}\n\n${llms}`)
    const html = readFileSync(path.join(SITE_PUBLIC, "docs", "index.html"), "utf8")
    expect(html).toContain('<link rel="alternate" type="text/markdown" href="/docs/index.md"')
  })

  it("link each chart's data file, published at that address with the bytes of its file under content/", () => {
    const charts = pages().flatMap(({ route }) => {
      const text = twin(SITE_PUBLIC, route)
      const fences = (text.match(/^```vega-lite/gm) ?? []).length
      const links = [...text.matchAll(/^The chart's data: \[`[^`]+`\]\(([^)]+)\)$/gm)].map((m) => m[1])
      expect({ route, links: links.length }).toEqual({ route, links: fences })
      return links
    })
    expect(charts.length).toBeGreaterThanOrEqual(5)
    for (const url of charts) {
      expect(url.startsWith(`${siteSettings.siteUrl}/data/`)).toBe(true)
      const file = url.slice(siteSettings.siteUrl.length)
      expect({ file, published: existsSync(path.join(SITE_PUBLIC, file)) }).toEqual({ file, published: true })
      expect(readFileSync(path.join(SITE_PUBLIC, file), "utf8")).toBe(readFileSync(path.join("content", file), "utf8"))
    }
  })

  it("stay out of the sitemap", () => {
    const sitemap = readFileSync(path.join(SITE_PUBLIC, "sitemap-0.xml"), "utf8")
    expect(sitemap).not.toMatch(/\.md</)
  })
})
