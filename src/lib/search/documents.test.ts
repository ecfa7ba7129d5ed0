import { groupTexts, normalizePages, SearchDocumentType, SearchPageTable } from "./documents"
import { TEST_PAGES } from "./fixtures"

describe("SearchPageTable", () => {
  // Three pages: 2 sections, none, 3 sections → keys 0-2, 3, 4-7.
  const table = new SearchPageTable([2, 0, 3])

  it("numbers keys page by page, the page's own key first", () => {
    expect([...table.keyStart]).toEqual([0, 3, 4, 8])
    expect(table.keyCount).toBe(8)
    expect([...table.pageOfKey]).toEqual([0, 0, 0, 1, 2, 2, 2, 2])
  })

  it("sizes the five groups from the pages", () => {
    expect([0, 1, 2, 3, 4].map((type) => table.groupSize(type as SearchDocumentType))).toEqual([3, 5, 3, 3, 8])
  })

  it("maps each group's documents to keys and back", () => {
    // Headings: page 0 has 2 (keys 1, 2), page 2 has 3 (keys 5, 6, 7).
    expect([0, 1, 2, 3, 4].map((h) => table.keyOf(SearchDocumentType.Heading, h))).toEqual([1, 2, 5, 6, 7])
    expect([0, 1, 2].map((p) => table.keyOf(SearchDocumentType.Title, p))).toEqual([0, 3, 4])
    expect(table.keyOf(SearchDocumentType.Content, 6)).toBe(6)
    for (let key = 0; key < table.keyCount; key++) {
      for (const type of [0, 1, 2, 3, 4] as SearchDocumentType[]) {
        const position = table.positionIn(type, key)
        if (position >= 0) expect(table.keyOf(type, position)).toBe(key)
      }
    }
    expect(table.positionIn(SearchDocumentType.Heading, 0)).toBe(-1)
    expect(table.positionIn(SearchDocumentType.Title, 1)).toBe(-1)
  })

  it("gives document ids unique across the groups, titles first", () => {
    expect(table.documentId(SearchDocumentType.Title, 2)).toBe(2)
    expect(table.documentId(SearchDocumentType.Heading, 0)).toBe(3)
    expect(table.documentId(SearchDocumentType.Content, 7)).toBe(3 + 5 + 3 + 3 + 7)
  })
})

describe("groupTexts", () => {
  it("gives each group's texts in document order", () => {
    const texts = groupTexts(normalizePages(TEST_PAGES))
    expect(texts[0]).toEqual(TEST_PAGES.map((p) => p.title))
    expect(texts[1]).toEqual([
      "Parameters",
      "Timing",
      "Examples",
      "Rejects",
      "Examples",
      "Options",
      "Logon",
      "Journal",
      "Huge pages",
    ])
    expect(texts[3][3]).toEqual([])
    expect(texts[4]).toHaveLength(TEST_PAGES.length + texts[1].length)
    expect(texts[4][0]).toBe(TEST_PAGES[0].intro)
  })
})

describe("normalizePages", () => {
  it("drops pages without a title and sections without an anchor or heading, and folds whitespace", () => {
    const pages = normalizePages([
      { ...TEST_PAGES[0], title: "  " },
      {
        ...TEST_PAGES[1],
        title: " TWAP \n guide ",
        sections: [
          { anchor: "", heading: "x", depth: 2, text: "a" },
          { anchor: "a", heading: " ", depth: 2, text: "b" },
          { anchor: "b", heading: "B", depth: 2, text: " c\n d " },
        ],
      },
    ])
    expect(pages.map((p) => p.title)).toEqual(["TWAP guide"])
    expect(pages[0].sections).toEqual([{ anchor: "b", heading: "B", depth: 2, text: "c d" }])
  })
})
