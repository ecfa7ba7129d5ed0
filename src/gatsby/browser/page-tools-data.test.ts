import { pageToolsData } from "./page-tools-data"

describe("pageToolsData", () => {
  const tree = [
    {
      label: "Algorithms",
      path: "/docs/algos/",
      items: [{ label: "TWAP", path: "/docs/algos/twap/", id: "algos/twap" }],
    },
  ]
  const resources = (...data: unknown[]) => ({
    status: "success",
    staticQueryResults: Object.fromEntries(data.map((d, i) => [String(1000 + i), { data: d }])),
  })
  it("finds the sidebar and the index's hash among the page's static query results, whatever their hashes", () => {
    const found = pageToolsData(
      resources(
        { site: { siteMetadata: { title: "Tachyon" } } },
        { docsVersion: { sidebars: [{ name: "docsSidebar", tree }] } },
        { docsVersion: { searchIndexHash: "0123abcd" } },
      ),
    )
    expect(found?.searchIndexHash).toBe("0123abcd")
    expect(found?.sidebar).toEqual([
      {
        type: "category",
        label: "Algorithms",
        path: "/docs/algos/",
        docId: null,
        description: null,
        items: [
          { type: "link", label: "TWAP", path: "/docs/algos/twap/", docId: "algos/twap", description: null, items: [] },
        ],
      },
    ])
  })
  it("is null where either result is missing (a redirect page runs neither query), or nothing came back", () => {
    expect(pageToolsData(resources({ docsVersion: { searchIndexHash: "0123abcd" } }))).toBeNull()
    expect(pageToolsData(resources({ docsVersion: { sidebars: [{ name: "docsSidebar", tree }] } }))).toBeNull()
    expect(pageToolsData({ status: "success" })).toBeNull()
    expect(pageToolsData(undefined)).toBeNull()
  })
  it("keeps an empty hash (the value before the index is built) and reads the first sidebar, as the hook does", () => {
    const found = pageToolsData(
      resources({
        docsVersion: {
          searchIndexHash: "",
          sidebars: [
            { name: "docsSidebar", tree },
            { name: "other", tree: [] },
          ],
        },
      }),
    )
    expect(found?.searchIndexHash).toBe("")
    expect(found?.sidebar.map((item) => item.label)).toEqual(["Algorithms"])
  })
})
