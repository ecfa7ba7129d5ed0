import { docId, docRoute, folderOf, humanize, isSectionIndex } from "./paths"

describe("docRoute", () => {
  it("maps a file to /docs/<folders>/<name>/", () => {
    expect(docRoute("algos/iceberg.mdx")).toBe("/docs/algos/iceberg/")
    expect(docRoute("api/java/algorithm_dev_guide/tutorial_twap.mdx")).toBe(
      "/docs/api/java/algorithm_dev_guide/tutorial_twap/",
    )
  })
  it("serves the root index.mdx as the Introduction at /docs/index/", () => {
    expect(docRoute("index.mdx")).toBe("/docs/index/")
    expect(docRoute("quick-start/index.mdx")).toBe("/docs/quick-start/index/")
  })
  it("serves an _index overview at its folder's route", () => {
    expect(docRoute("algos/_index.mdx")).toBe("/docs/algos/")
    expect(docRoute("api/java/_index.mdx")).toBe("/docs/api/java/")
    expect(docRoute("_index.mdx")).toBe("/docs/")
  })
  it("keeps spaces, which the browser percent-encodes", () => {
    expect(docRoute("kb/windows service.mdx")).toBe("/docs/kb/windows service/")
  })
  it("uses a slug override, adding the trailing slash", () => {
    expect(docRoute("a/b.mdx", "/docs/elsewhere")).toBe("/docs/elsewhere/")
  })
  it("accepts Windows separators", () => {
    expect(docRoute("algos\\twap.mdx")).toBe("/docs/algos/twap/")
  })
})

describe("docId and folders", () => {
  it("derives the id from the path unless the frontmatter sets one", () => {
    expect(docId("algos/iceberg.mdx")).toBe("algos/iceberg")
    expect(docId("index.mdx", "docs_introduction")).toBe("docs_introduction")
  })
  it("knows section indexes and their folders", () => {
    expect(isSectionIndex("algos/_index.mdx")).toBe(true)
    expect(isSectionIndex("quick-start/index.mdx")).toBe(false)
    expect(folderOf("algos/_index.mdx")).toBe("algos")
    expect(folderOf("index.mdx")).toBe("")
  })
  it("humanizes folder names", () => {
    expect(humanize("data_model")).toBe("Data model")
    expect(humanize("quick-start")).toBe("Quick start")
  })
})

describe("hrefOf", () => {
  it("percent-encodes what a URL cannot hold", () => {
    const { hrefOf } = jest.requireActual("./paths")
    expect(hrefOf("/docs/kb/windows service/")).toBe("/docs/kb/windows%20service/")
    expect(hrefOf("/docs/algos/")).toBe("/docs/algos/")
  })
})
