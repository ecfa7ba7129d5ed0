import { buildSearchDocuments, indexedText, type SearchPage } from "./documents"
import { TEST_PAGES } from "./fixtures"

describe("buildSearchDocuments", () => {
  const groups = buildSearchDocuments(TEST_PAGES)
  const all = groups.flat()

  it("makes five groups in the fixed order: titles, headings, descriptions, keywords, contents", () => {
    expect(groups).toHaveLength(5)
    expect(groups[0].map((d) => d.t)).toEqual(TEST_PAGES.map((p) => p.title))
    expect(groups[1].map((d) => d.t)).toEqual(["Parameters", "Timing", "Rejects", "Options", "Logon", "Journal"])
    expect(groups[2]).toHaveLength(5)
    expect(groups[3]).toHaveLength(4) // the FIX page has no keywords
    expect(groups[4]).toHaveLength(11)
  })

  it("gives every document a unique numeric id and its page's title document as parent", () => {
    const ids = all.map((d) => d.i)
    expect(new Set(ids).size).toBe(ids.length)
    for (const document of all) {
      const page = groups[0].find((title) => title.i === document.p)
      expect(page).toBeDefined()
      expect(page?.u).toBe(document.u)
      expect(document.b).toEqual(page?.b)
    }
    expect(groups[0].every((title) => title.p === title.i && title.h === "" && title.s === "")).toBe(true)
  })

  it("fills title, section and anchor as the spec's document model says", () => {
    const heading = groups[1].find((d) => d.h === "timing")
    expect(heading).toMatchObject({
      u: "/docs/algos/iceberg/",
      t: "Timing",
      s: "Timing",
      b: ["Docs", "Execution algorithms"],
    })
    const intro = groups[4].find((d) => d.u === "/docs/algos/twap/" && d.h === "")
    expect(intro).toMatchObject({
      t: "TWAP",
      s: "",
      x: "TWAP sends child orders at regular intervals until the end time.",
    })
    const section = groups[4].find((d) => d.h === "rejects")
    expect(section).toMatchObject({ t: "Rejects", s: "Rejects" })
    expect(groups[3][0]).toMatchObject({ t: "Iceberg orders", h: "", x: "iceberg, display quantity, DisplayQty" })
    expect(groups[2][0].x).toBe(TEST_PAGES[0].description)
  })

  it("indexes the title of titles and headings, the text of the rest", () => {
    expect(indexedText(groups[1][0], 1)).toBe("Parameters")
    expect(indexedText(groups[2][0], 2)).toBe(TEST_PAGES[0].description)
  })

  it("leaves out empty sections and pages without a title", () => {
    const pages: SearchPage[] = [
      { url: "/docs/x/", title: " ", description: "", keywords: [], breadcrumbs: [], sections: [] },
      {
        url: "/docs/y/",
        title: "Y",
        description: "",
        keywords: [],
        breadcrumbs: [],
        sections: [
          { anchor: "", heading: "", depth: 0, text: "  " },
          { anchor: "a", heading: "A", depth: 2, text: "" },
        ],
      },
    ]
    const [titles, headings, descriptions, keywords, contents] = buildSearchDocuments(pages)
    expect(titles.map((d) => d.u)).toEqual(["/docs/y/"])
    expect(headings.map((d) => d.h)).toEqual(["a"])
    expect([descriptions, keywords, contents].map((g) => g.length)).toEqual([0, 0, 0])
  })
})
