import {
  SECTION_FILE_MIN_PAGES,
  llmsFullTxt,
  llmsSections,
  llmsTxt,
  sectionFilePath,
  twinFileText,
  twinPath,
  type LlmsPage,
} from "./llms"
import type { SidebarItem } from "../docs/sidebar"

const item = (
  type: "link" | "category",
  label: string,
  path: string,
  docId: string | null,
  items: SidebarItem[] = [],
) => ({ type, label, path, docId, description: null, items }) as SidebarItem
const pages: Record<string, LlmsPage> = {
  intro: { docId: "intro", title: "Introduction", route: "/docs/intro/", description: "Start here." },
  algos: { docId: "algos", title: "Execution algorithms", route: "/docs/algos/", description: null },
  twap: { docId: "twap", title: "TWAP", route: "/docs/algos/twap/", description: "Time-weighted\naverage price." },
  deep: { docId: "deep", title: "Deep", route: "/docs/algos/more/deep/", description: null },
  vwap: { docId: "vwap", title: "VWAP", route: "/docs/algos/vwap/", description: null },
  win: { docId: "win", title: "Windows service", route: "/docs/kb/windows service/", description: null },
}
const sidebar = [
  item("link", "Introduction", "/docs/intro/", "intro"),
  item("category", "Algorithms", "/docs/algos/", "algos", [
    item("link", "TWAP", "/docs/algos/twap/", "twap"),
    item("category", "More", "/docs/algos/more/", null, [item("link", "Deep", "/docs/algos/more/deep/", "deep")]),
    item("link", "VWAP", "/docs/algos/vwap/", "vwap"),
  ]),
  item("category", "Knowledge base", "/docs/kb/", null, [
    item("link", "Windows service", "/docs/kb/windows service/", "win"),
  ]),
  item("category", "Empty", "/docs/empty/", null),
]

describe("the twins' addresses and llms.txt", () => {
  it("puts a page's twin beside its HTML", () => {
    expect(twinPath("/docs/algos/twap/")).toBe("/docs/algos/twap/index.md")
    expect(twinPath("/docs/algos/twap")).toBe("/docs/algos/twap/index.md")
  })

  it("lists the pages by top-level section in sidebar order, top-level pages first as an Overview", () => {
    const sections = llmsSections(sidebar, (id) => pages[id])
    expect(sections.map((s) => [s.title, s.slug, s.pages.map((p) => p.docId)])).toEqual([
      ["Overview", null, ["intro"]],
      ["Algorithms", "algos", ["algos", "twap", "deep", "vwap"]],
      ["Knowledge base", "kb", ["win"]],
    ])
  })

  it("opens each twin with one line naming its page and llms.txt, as addresses a link can hold", () => {
    expect(twinFileText("https://docs.example.com/", "/docs/kb/windows service/", "# Windows service\n")).toBe(
      [
        "Canonical: https://docs.example.com/docs/kb/windows%20service/ · Every page of these docs: https://docs.example.com/llms.txt",
        "",
        "# Windows service",
        "",
      ].join("\n"),
    )
  })

  it(`gives a section of ${SECTION_FILE_MIN_PAGES} pages or more a file of its own, never the top-level pages`, () => {
    const [overview, algos, kb] = llmsSections(sidebar, (id) => pages[id])
    expect(sectionFilePath(algos)).toBe("/llms/algos.txt")
    expect(sectionFilePath(kb)).toBeNull()
    const manyTopLevel = { ...overview, pages: [pages.intro, pages.twap, pages.deep, pages.vwap] }
    expect(sectionFilePath(manyTopLevel)).toBeNull()
  })

  it("writes llms.txt as the proposal describes, naming llms-full.txt's size", () => {
    const text = llmsTxt(
      { title: "Tachyon Docs", summary: "A trading platform.", url: "https://docs.example.com/" },
      llmsSections(sidebar, (id) => pages[id]),
      { bytes: 2048, pages: 4 },
      (section) => (section.slug === "algos" ? 40 * 1024 : undefined),
    )
    expect(text.split("\n")).toEqual([
      "# Tachyon Docs",
      "",
      "> A trading platform.",
      "",
      expect.stringContaining("[llms-full.txt](https://docs.example.com/llms-full.txt) (4 pages, 2 KB)"),
      "",
      "## Overview",
      "",
      "- [Introduction](https://docs.example.com/docs/intro/index.md): Start here.",
      "",
      "## Algorithms",
      "",
      "This section in one file: [llms/algos.txt](https://docs.example.com/llms/algos.txt) (4 pages, 40 KB).",
      "",
      "- [Execution algorithms](https://docs.example.com/docs/algos/index.md)",
      "- [TWAP](https://docs.example.com/docs/algos/twap/index.md): Time-weighted average price.",
      "- [Deep](https://docs.example.com/docs/algos/more/deep/index.md)",
      "- [VWAP](https://docs.example.com/docs/algos/vwap/index.md)",
      "",
      "## Knowledge base",
      "",
      "- [Windows service](https://docs.example.com/docs/kb/windows%20service/index.md)",
      "",
    ])
  })

  it("lists the files for tools after the pages", () => {
    const text = llmsTxt(
      { title: "Tachyon Docs", summary: "A trading platform.", url: "https://docs.example.com" },
      [],
      { bytes: 0, pages: 0 },
      () => undefined,
      [{ title: "The API (YAML)", path: "/docs/api/openapi.yaml", description: "every\nendpoint" }],
    )
    expect(
      text.endsWith("## Files\n\n- [The API (YAML)](https://docs.example.com/docs/api/openapi.yaml): every endpoint\n"),
    ).toBe(true)
  })

  it("encodes a route's space and parentheses in its link", () => {
    const spaced = { docId: "win", title: "Windows service", route: "/docs/kb/windows service (x)/", description: null }
    const text = llmsTxt(
      { title: "T", summary: "S", url: "https://docs.example.com" },
      [{ title: "KB", slug: null, pages: [spaced] }],
      {
        bytes: 1,
        pages: 1,
      },
    )
    expect(text).toContain("- [Windows service](https://docs.example.com/docs/kb/windows%20service%20%28x%29/index.md)")
  })

  it("writes llms-full.txt as every twin in that order, each after its page's address", () => {
    const full = llmsFullTxt(
      "https://docs.example.com",
      llmsSections(sidebar, (id) => pages[id]),
      (p) => `# ${p.title}\n`,
    )
    expect(full).toBe(
      [
        "<!-- https://docs.example.com/docs/intro/ -->\n\n# Introduction\n",
        "<!-- https://docs.example.com/docs/algos/ -->\n\n# Execution algorithms\n",
        "<!-- https://docs.example.com/docs/algos/twap/ -->\n\n# TWAP\n",
        "<!-- https://docs.example.com/docs/algos/more/deep/ -->\n\n# Deep\n",
        "<!-- https://docs.example.com/docs/algos/vwap/ -->\n\n# VWAP\n",
        "<!-- https://docs.example.com/docs/kb/windows%20service/ -->\n\n# Windows service\n",
      ].join("\n"),
    )
  })
})
