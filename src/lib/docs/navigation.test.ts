import { breadcrumbs, docsPagePath, flattenSidebar, openCategoryPaths, prevNext, toggleCategory } from "./navigation"
import { buildSidebar } from "./sidebar"
import { docs } from "./fixtures"

const sidebar = buildSidebar(docs)

describe("flattenSidebar and prevNext", () => {
  it("reads categories before their items", () => {
    expect(
      flattenSidebar(sidebar)
        .map((l) => l.path)
        .slice(0, 5),
    ).toEqual([
      "/docs/index/",
      "/docs/quick-start/",
      "/docs/quick-start/index/",
      "/docs/algos/",
      "/docs/algos/iceberg/",
    ])
  })
  it("links each page to its neighbours across categories", () => {
    expect(prevNext(sidebar, "/docs/algos/")).toEqual({
      previous: { label: "Choosing a quick start", path: "/docs/quick-start/index/" },
      next: { label: "Iceberg", path: "/docs/algos/iceberg/" },
    })
  })
  it("has no previous for the first page, no next for the last, nothing for an unknown page", () => {
    expect(prevNext(sidebar, "/docs/index/").previous).toBeNull()
    expect(prevNext(sidebar, "/docs/api/java/order_router/").next).toBeNull()
    expect(prevNext(sidebar, "/nowhere/")).toEqual({ previous: null, next: null })
  })
})

describe("breadcrumbs", () => {
  it("lists Docs, then the categories down to the page", () => {
    expect(breadcrumbs(sidebar, "/docs/api/java/algorithm_dev_guide/overview/").map((c) => c.label)).toEqual([
      "Docs",
      "Api",
      "Java",
      "Algorithm dev guide",
      "Overview",
    ])
  })
  it("ends at a category when the page is the category's own", () => {
    expect(breadcrumbs(sidebar, "/docs/algos/")).toEqual([
      { label: "Docs", path: "/docs/" },
      { label: "Algorithms", path: "/docs/algos/" },
    ])
    expect(breadcrumbs(sidebar, "/docs/unknown/")).toEqual([{ label: "Docs", path: "/docs/" }])
  })
})

describe("collapsing categories", () => {
  it("opens the categories above the current page", () => {
    expect([...openCategoryPaths(sidebar, "/docs/api/java/order_router/")]).toEqual(["/docs/api/", "/docs/api/java/"])
  })
  it("closes a category's siblings (and their children) when it opens", () => {
    const open = openCategoryPaths(sidebar, "/docs/api/java/order_router/")
    const next = toggleCategory(sidebar, open, "/docs/algos/")
    expect([...next]).toEqual(["/docs/algos/"])
  })
  it("keeps ancestors open when opening a nested category, and closes on a second toggle", () => {
    const open = toggleCategory(sidebar, new Set(["/docs/api/"]), "/docs/api/java/")
    expect([...open].sort()).toEqual(["/docs/api/", "/docs/api/java/"])
    expect([...toggleCategory(sidebar, open, "/docs/api/java/")]).toEqual(["/docs/api/"])
  })
})

describe("docsPagePath", () => {
  const sidebar = buildSidebar(docs)
  it("finds docs pages and categories by their address, decoded", () => {
    expect(docsPagePath(sidebar, "/docs/algos/twap/", "/docs/")).toBe("/docs/algos/twap/")
    expect(docsPagePath(sidebar, "/docs/algos/", "/docs/")).toBe("/docs/algos/")
    expect(docsPagePath(sidebar, "/docs/algos/twap", "/docs/")).toBe("/docs/algos/twap/")
    expect(docsPagePath(sidebar, "/docs/", "/docs/")).toBe("/docs/")
    const windows = { type: "link" as const, label: "Windows", docId: "w", description: null, items: [] }
    expect(
      docsPagePath([{ ...windows, path: "/docs/kb/windows service/" }], "/docs/kb/windows%20service/", "/docs/"),
    ).toBe("/docs/kb/windows service/")
  })
  it("is null for other pages and unknown docs routes", () => {
    expect(docsPagePath(sidebar, "/", "/docs/")).toBeNull()
    expect(docsPagePath(sidebar, "/news/", "/docs/")).toBeNull()
    expect(docsPagePath(sidebar, "/docs/no/such/page/", "/docs/")).toBeNull()
  })
})
