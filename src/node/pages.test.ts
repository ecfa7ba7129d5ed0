import { plannedPages, type DocRow } from "./pages"
import { REDIRECTS } from "../lib/docs/redirects"

const row = (relativePath: string, route: string, extra: Partial<DocRow> = {}): DocRow => ({
  id: relativePath.replace(/\.mdx$/, ""),
  path: route,
  title: relativePath,
  description: null,
  relativePath,
  sidebarLabel: null,
  sidebarPosition: null,
  draft: false,
  sourceFile: `content/docs/${relativePath}`,
  mdx: { internal: { contentFilePath: `/site/content/docs/${relativePath}` } },
  ...extra,
})

const options = { drafts: false, docsPath: "/docs/" }
const redirectCount = REDIRECTS.length

describe("plannedPages", () => {
  it("gives a doc page per doc, an overview template for a folder's _index, and the redirects", () => {
    const { pages, duplicates, docs } = plannedPages(
      [
        row("_index.mdx", "/docs/", { id: "docs_overview" }),
        row("algos/_index.mdx", "/docs/algos/"),
        row("algos/twap.mdx", "/docs/algos/twap/"),
      ],
      options,
    )
    expect(docs).toBe(3)
    expect(duplicates).toEqual([])
    expect(pages.slice(0, 3)).toEqual([
      {
        path: "/docs/",
        template: "section-overview",
        contentFilePath: "/site/content/docs/_index.mdx",
        context: { id: "docs_overview" },
      },
      {
        path: "/docs/algos/",
        template: "section-overview",
        contentFilePath: "/site/content/docs/algos/_index.mdx",
        context: { id: "algos/_index" },
      },
      {
        path: "/docs/algos/twap/",
        template: "doc",
        contentFilePath: "/site/content/docs/algos/twap.mdx",
        context: { id: "algos/twap" },
      },
    ])
    expect(pages.slice(3)).toEqual(
      REDIRECTS.map((r) => ({ path: r.from, template: "redirect", context: { to: r.to } })),
    )
  })

  it("generates the docs landing and an index for a folder without an overview, listing one level", () => {
    const { pages } = plannedPages(
      [row("algos/twap.mdx", "/docs/algos/twap/"), row("algos/deep/vwap.mdx", "/docs/algos/deep/vwap/")],
      options,
    )
    const generated = pages.filter((p) => p.template === "section-index")
    expect(generated.map((p) => p.path)).toEqual(["/docs/", "/docs/algos/", "/docs/algos/deep/"])
    expect(generated[0].context.title).toBe("Documentation")
    const algos = generated[1].context.items as { label: string; path: string; items?: unknown }[]
    expect(algos.map((i) => i.path)).toEqual(["/docs/algos/deep/", "/docs/algos/twap/"])
    // a listing carries no nested items: the page shows one level
    expect(algos.every((i) => !("items" in i))).toBe(true)
    expect(pages).toHaveLength(2 + 3 + redirectCount)
  })

  it("leaves drafts out unless asked for", () => {
    const rows = [row("_index.mdx", "/docs/"), row("algos/wip.mdx", "/docs/algos/wip/", { draft: true })]
    expect(plannedPages(rows, options).pages.map((p) => p.path)).not.toContain("/docs/algos/wip/")
    expect(plannedPages(rows, { ...options, drafts: true }).pages.map((p) => p.path)).toContain("/docs/algos/wip/")
  })

  it("builds the first file of two that claim one route, and reports the other", () => {
    const { pages, duplicates } = plannedPages(
      [
        row("kb/b.mdx", "/docs/kb/same/", { id: "b" }),
        row("kb/a.mdx", "/docs/kb/same/", { id: "a" }),
        row("_index.mdx", "/docs/"),
      ],
      options,
    )
    expect(pages.filter((p) => p.path === "/docs/kb/same/").map((p) => p.context)).toEqual([{ id: "a" }])
    expect(duplicates).toEqual([
      { path: "/docs/kb/same/", kept: "content/docs/kb/a.mdx", dropped: "content/docs/kb/b.mdx" },
    ])
  })

  it("reports a doc that takes a redirect's address, and builds the doc", () => {
    const taken = REDIRECTS[0]
    const { pages, duplicates } = plannedPages([row("_index.mdx", "/docs/"), row("api.mdx", taken.from)], options)
    expect(pages.find((p) => p.path === taken.from)?.template).toBe("doc")
    expect(duplicates).toEqual([
      { path: taken.from, kept: "content/docs/api.mdx", dropped: `redirect ${taken.from} → ${taken.to}` },
    ])
  })
})
