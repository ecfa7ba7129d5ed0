import { SearchDocumentType, type SearchDocument } from "./documents"
import { memoryIndex, TEST_PAGES } from "./fixtures"
import type { KeyText } from "./format"
import type { RankedKey } from "./ranking"
import {
  arrangeRows,
  MAX_ROWS_PER_PAGE,
  partialMatchNotice,
  resultHref,
  resultsOf,
  resultTitle,
  resultTrail,
  rowDocument,
  type SearchResult,
} from "./results"
import { NeedsFetch } from "./split-index"

const ranked = (page: number, section: number, more: Partial<RankedKey> = {}): RankedKey => ({
  key: page * 10 + section,
  page,
  section,
  type: section ? SearchDocumentType.Heading : SearchDocumentType.Title,
  score: 1,
  allWords: true,
  coverage: 1,
  matched: 1,
  named: 0,
  headed: false,
  namedWords: 0,
  asked: false,
  ...more,
})

const doc = (more: Partial<SearchDocument>): SearchDocument => ({
  id: 0,
  pageId: 0,
  url: "/docs/algos/twap/",
  anchor: "",
  title: "TWAP",
  section: "",
  breadcrumbs: ["Docs", "Execution algorithms"],
  ...more,
})

const result = (document: SearchDocument, more: Partial<SearchResult> = {}): SearchResult => ({
  document,
  type: document.anchor ? SearchDocumentType.Heading : SearchDocumentType.Title,
  page: doc({}),
  tokens: [],
  score: 1,
  allWords: true,
  matchedWords: [],
  queryWords: [],
  isInterOfTree: false,
  isLastOfTree: false,
  headingRepeats: false,
  ...more,
})

describe("arrangeRows", () => {
  it("groups a page's rows under its best one, at most three, pages in the order of their best key", () => {
    const rows = arrangeRows([
      ranked(1, 0),
      ranked(2, 3),
      ranked(1, 2),
      ranked(1, 1),
      ranked(1, 4),
      ranked(2, 0),
      ranked(3, 0),
    ])
    expect(rows.map((r) => `${r.page}.${r.section}`)).toEqual(["1.0", "1.2", "1.1", "2.3", "2.0", "3.0"])
    expect(rows.filter((r) => r.page === 1)).toHaveLength(MAX_ROWS_PER_PAGE)
    expect(rows.map((r) => [r.isInterOfTree, r.isLastOfTree])).toEqual([
      [false, false],
      [true, false],
      [false, true],
      [false, false],
      [false, true],
      [false, false],
    ])
  })

  it("draws under a page only rows that answer as much of the query as its first", () => {
    const rows = arrangeRows([
      ranked(1, 1),
      ranked(1, 2, { allWords: false, coverage: 0.5 }),
      ranked(1, 3, { coverage: 0.9 }),
    ])
    expect(rows.map((r) => r.section)).toEqual([1])
  })
})

describe("rowDocument", () => {
  it("names a result file's fields as the row's document shows them", async () => {
    const { index } = await memoryIndex()
    const text = (key: number) => index.keyText(key)
    // Key 2: the iceberg page's second section, "Timing".
    const section = rowDocument(index, ranked(0, 2, { key: 2 }), await text(2))
    expect(section).toEqual({
      id: index.table.documentId(SearchDocumentType.Heading, 1),
      pageId: 0,
      url: "/docs/algos/iceberg/",
      anchor: "timing",
      title: "Timing",
      section: "Timing",
      breadcrumbs: ["Docs", "Execution algorithms"],
      text: TEST_PAGES[0].sections[1].text,
    })
    const page = await text(0)
    const asType = (type: SearchDocumentType) => rowDocument(index, ranked(0, 0, { key: 0, type }), page)
    expect(asType(SearchDocumentType.Title)).toMatchObject({ anchor: "", title: "Iceberg orders", section: "" })
    expect(asType(SearchDocumentType.Description).text).toBe(TEST_PAGES[0].description)
    expect(asType(SearchDocumentType.Keywords).text).toBe("iceberg, display quantity, DisplayQty")
    expect(asType(SearchDocumentType.Content).text).toBe(TEST_PAGES[0].intro)
  })

  it("shows the intro for a page without a description", async () => {
    const { index } = await memoryIndex()
    const file: KeyText = { ...(await index.keyText(0)), description: "" }
    expect(rowDocument(index, ranked(0, 0, { key: 0, type: SearchDocumentType.Description }), file).text).toBe(
      TEST_PAGES[0].intro,
    )
  })
})

describe("resultHref", () => {
  it("leads to the page, or to the section's anchor, with one _highlight per term before the anchor", () => {
    expect(resultHref(result(doc({}), { tokens: ["twap"] }))).toBe("/docs/algos/twap/?_highlight=twap")
    expect(resultHref(result(doc({ anchor: "rejects" }), { tokens: ["end time", "trj-1005"] }))).toBe(
      "/docs/algos/twap/?_highlight=end+time&_highlight=trj-1005#rejects",
    )
    expect(resultHref(result(doc({ url: "/docs/kb/windows%20service/" })))).toBe("/docs/kb/windows%20service/")
  })
})

describe("resultTitle and resultTrail", () => {
  const examples = doc({ id: 9, anchor: "examples", title: "Examples", section: "Examples" })

  it("titles a section by its heading, its page's title closing the trail", () => {
    expect(resultTitle(result(examples))).toBe("Examples")
    expect(resultTrail(result(examples))).toBe("Docs › Execution algorithms › TWAP")
  })

  it("titles a heading other pages have too with its page's title, which the trail then leaves out", () => {
    const repeated = result(examples, { headingRepeats: true })
    expect(resultTitle(repeated)).toBe("TWAP › Examples")
    expect(resultTrail(repeated)).toBe("Docs › Execution algorithms")
  })

  it("titles a page by its title, the trail its breadcrumbs", () => {
    expect(resultTitle(result(doc({})))).toBe("TWAP")
    expect(resultTrail(result(doc({})))).toBe("Docs › Execution algorithms")
  })
})

describe("partialMatchNotice", () => {
  const words = ["vwap", "zzz"]
  it("says which words the results hold when none holds them all", () => {
    const partial = result(doc({}), { allWords: false, queryWords: words, matchedWords: ["vwap"] })
    expect(partialMatchNotice([partial])).toBe("No page has all of “vwap zzz”; showing pages with “vwap”")
  })
  it("says nothing when one result holds every word, for one word, or for no results", () => {
    const all = result(doc({}), { queryWords: words, matchedWords: words })
    const partial = result(doc({}), { allWords: false, queryWords: words, matchedWords: ["vwap"] })
    expect(partialMatchNotice([all, partial])).toBeNull()
    expect(partialMatchNotice([result(doc({}), { allWords: false, queryWords: ["vwap"] })])).toBeNull()
    expect(partialMatchNotice([])).toBeNull()
  })
})

describe("resultsOf", () => {
  it("loads only the rows' result files, and gives the first results before the last file is in", async () => {
    const { index, fetched } = await memoryIndex()
    const rows = arrangeRows([ranked(0, 0, { key: 0 }), ranked(1, 0, { key: 4 })])
    await expect(resultsOf(index, rows, ["twap"], false)).rejects.toBeInstanceOf(NeedsFetch)
    const shown: string[][] = []
    const before = fetched.length
    const results = await resultsOf(
      index,
      rows,
      (page) => [`page${page}`],
      true,
      (first) => shown.push(first.map((r) => r.document.url)),
    )
    expect(fetched.slice(before).map((url) => url.replace(/.*\//, ""))).toEqual(["0.json", "4.json"])
    expect(results.map((r) => [r.document.url, r.page.title, r.tokens])).toEqual([
      ["/docs/algos/iceberg/", "Iceberg orders", ["page0"]],
      ["/docs/algos/twap/", "TWAP", ["page1"]],
    ])
    expect(shown).toEqual([["/docs/algos/iceberg/"]])
  })
})
