import { buildSidebar } from "../docs/sidebar"
import { docs } from "../docs/fixtures"
import { pageToolsData } from "./data"
import { toolSections } from "./sections"

describe("toolSections", () => {
  it("lists the sidebar's sections in order, each page by its sidebar label, with the one-file form of a large one", () => {
    const sections = toolSections(buildSidebar(docs))
    expect(sections[0]).toMatchObject({ title: "Overview", path: null, allPagesMarkdownPath: null })
    const algos = sections.find((s) => s.title === "Algorithms")!
    expect(algos.path).toBe("/docs/algos/")
    expect(algos.allPagesMarkdownPath).toBe("/llms/algos.txt")
    expect(algos.pages.map((p) => p.title)).toEqual(["Algorithms", "Iceberg", "TWAP", "SOR", "VWAP"])
    expect(algos.pages[0].path).toBe("/docs/algos/")
  })
})

describe("pageToolsData", () => {
  const data = {
    searchIndex: { url: "/search-index.json?_=0123abcd", base: "/" },
    sections: toolSections(buildSidebar(docs)),
  }

  it("reads back what the build wrote", () => {
    expect(pageToolsData(JSON.parse(JSON.stringify(data)))).toEqual(data)
  })

  it("refuses anything else, naming the file", () => {
    const refused = /page-tools\.json is not the page tools' data/
    expect(() => pageToolsData(null)).toThrow(refused)
    expect(() => pageToolsData({ sections: data.sections })).toThrow(refused)
    expect(() => pageToolsData({ ...data, sections: [{ title: "Algorithms", pages: [] }] })).toThrow(refused)
    expect(() =>
      pageToolsData({ ...data, sections: [{ ...data.sections[0], pages: [{ title: "TWAP", path: 3 }] }] }),
    ).toThrow(refused)
  })
})
