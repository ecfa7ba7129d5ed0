import { buildSidebar, compactSidebar, parseSidebar, rootOverview, type SidebarItem } from "./sidebar"
import { docs } from "./fixtures"

const labels = (items: SidebarItem[]) => items.map((i) => i.label)

describe("buildSidebar", () => {
  const sidebar = buildSidebar(docs)
  it("puts the Introduction first and orders by sidebar_position, then name", () => {
    expect(labels(sidebar)).toEqual(["Introduction", "Quick start", "Algorithms", "Api"])
    expect(labels(sidebar[2].items)).toEqual(["Iceberg", "TWAP", "SOR", "VWAP"])
  })
  it("makes folders categories whose page is the authored overview", () => {
    const algos = sidebar[2]
    expect(algos).toMatchObject({
      type: "category",
      path: "/docs/algos/",
      docId: "algos/_index",
      description: "Built-in algorithms.",
    })
  })
  it("gives folders without an overview a generated page at the folder route", () => {
    const api = sidebar[3]
    expect(api).toMatchObject({ type: "category", label: "Api", path: "/docs/api/", docId: null })
    expect(api.items[0]).toMatchObject({ type: "category", label: "Java", path: "/docs/api/java/" })
    expect(labels(api.items[0].items)).toEqual(["Algorithm dev guide", "Order router"])
  })
  it("keeps a page named index apart from the folder overview", () => {
    expect(sidebar[1].items[0]).toMatchObject({ type: "link", path: "/docs/quick-start/index/" })
  })
  it("links a route once: of two docs claiming it, the first file (the one built) stays", () => {
    const iceberg = docs.find((d) => d.relativePath === "algos/iceberg.mdx")!
    // the later file with the same route (after percent-decoding) is left out, in any input order
    const duplicate = {
      ...iceberg,
      id: "algos_zz",
      relativePath: "algos/zz-iceberg-copy.mdx",
      title: "Iceberg duplicate",
      sidebarLabel: null,
    }
    const encoded = { ...duplicate, path: iceberg.path.replace("iceberg", "%69ceberg") }
    for (const input of [
      [...docs, duplicate],
      [duplicate, ...docs],
      [encoded, ...docs],
    ]) {
      const algos = buildSidebar(input)[2].items
      expect(labels(algos)).toEqual(["Iceberg", "TWAP", "SOR", "VWAP"])
      expect(algos[0].docId).toBe(iceberg.id)
    }
    // a file that sorts first wins the route
    const first = { ...duplicate, relativePath: "algos/a-iceberg.mdx" }
    expect(labels(buildSidebar([...docs, first])[2].items)).toEqual(["Iceberg duplicate", "TWAP", "SOR", "VWAP"])
  })
  it("is empty for no docs", () => {
    expect(buildSidebar([])).toEqual([])
  })
  it("finds the root overview, if one was written", () => {
    expect(rootOverview(docs)).toBeUndefined()
    expect(rootOverview([{ id: "_index", path: "/docs/", relativePath: "_index.mdx", title: "Docs" }])?.path).toBe(
      "/docs/",
    )
  })
})

describe("the sidebar at any depth (JSON form)", () => {
  // A page six folders down: a/b/c/d/e/f/deep.mdx, with a page at each level on the way.
  const levels = ["a", "b", "c", "d", "e", "f"]
  const deepDocs = levels.map((_, i) => {
    const folder = levels.slice(0, i + 1).join("/")
    return {
      id: `${folder}/page`,
      path: `/docs/${folder}/page/`,
      relativePath: `${folder}/page.mdx`,
      title: `Page ${i + 1}`,
    }
  })
  const tree = buildSidebar(deepDocs)

  it("keeps every level through compactSidebar, JSON and parseSidebar", () => {
    const back = parseSidebar(JSON.parse(JSON.stringify(compactSidebar(tree))))
    expect(back).toEqual(tree)
    let level = back
    for (let depth = 1; depth <= 6; depth++) {
      const category = level.find((i) => i.type === "category")!
      expect(category.path).toBe(`/docs/${levels.slice(0, depth).join("/")}/`)
      level = category.items
    }
    expect(level.map((i) => i.path)).toEqual(["/docs/a/b/c/d/e/f/page/"])
  })

  it("leaves descriptions and a link's empty items out of the JSON", () => {
    const json = compactSidebar(buildSidebar(docs))
    expect(JSON.stringify(json)).not.toContain("description")
    expect(json[0]).toEqual({ label: "Introduction", path: "/docs/index/", id: "docs_introduction" })
  })

  it("names the bad entry of malformed JSON", () => {
    expect(() => parseSidebar({})).toThrow("sidebar: expected a list of sidebar items, got object")
    expect(() => parseSidebar([{ label: "A", path: "/a/", items: [{ label: 3 }] }])).toThrow(
      "sidebar[0].items[0]: a sidebar item needs a label and a path",
    )
  })
})
