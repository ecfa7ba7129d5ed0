import { buildSearchDocuments } from "./documents"
import { TEST_PAGES } from "./fixtures"
import { buildGroupIndex, buildSearchIndexFile, loadSearchIndex, type SearchIndexFile } from "./index"

describe("buildSearchIndexFile", () => {
  const file = buildSearchIndexFile(TEST_PAGES)

  it("gives five groups of { documents, index } in type order", () => {
    expect(file).toHaveLength(5)
    expect(file.map((group) => group.documents)).toEqual(buildSearchDocuments(TEST_PAGES))
    for (const group of file) expect(Object.keys(group).sort()).toEqual(["documents", "index"])
  })

  it("is JSON-serialisable without loss", () => {
    expect(JSON.parse(JSON.stringify(file))).toEqual(file)
  })

  it("exports the FlexSearch map sorted by term, with the shared tokenizer's terms", () => {
    const terms = file[0].index.map.map(([term]) => term)
    expect(terms).toEqual([...terms].sort())
    expect(terms).toEqual(
      expect.arrayContaining(["iceberg", "orders", "journal-recover", "journal", "recover", "twap"]),
    )
    const contents = file[4].index.map.map(([term]) => term)
    expect(contents).toEqual(
      expect.arrayContaining(["35=d", "tachyon.journal.path", "orderrejectreason", "reject", "trj-1005"]),
    )
    expect(contents).not.toContain("the")
  })

  it("stores only whole terms (strict), not every prefix", () => {
    const contents = file[4].index.map.map(([term]) => term)
    expect(contents).toContain("journal")
    expect(contents).not.toContain("jour")
  })

  it("delta-encodes ascending ids within a slot", () => {
    const documents = buildSearchDocuments(TEST_PAGES)[4]
    const { map } = buildGroupIndex(documents, 4, 1)
    const [, slots] = map.find(([term]) => term === "journal") ?? ["", []]
    const positions = documents.flatMap((d, n) => (/journal/i.test(d.x ?? "") ? [n] : []))
    const decoded = (slots[0] ?? []).reduce<number[]>((ids, delta, n) => [...ids, n ? ids[n - 1] + delta : delta], [])
    expect(decoded).toEqual(positions)
  })
})

describe("loadSearchIndex", () => {
  const file = buildSearchIndexFile(TEST_PAGES)

  it("imports the exported indexes back into searchable FlexSearch indexes", () => {
    const loaded = loadSearchIndex(JSON.parse(JSON.stringify(file)) as SearchIndexFile)
    expect(loaded.groups.map((g) => g.type)).toEqual([0, 1, 2, 3, 4])
    const titles = loaded.groups[0]
    const ids = titles.index.search("iceberg") as number[]
    expect(ids.map((position) => titles.documents[position].u)).toEqual(["/docs/algos/iceberg/"])
    expect(titles.index.contain(0)).toBe(true)
    expect(loaded.pages.get(0)?.t).toBe("Iceberg orders")
    expect(titles.terms).toEqual([...titles.terms].sort())
    const all = [...new Set(loaded.groups.flatMap((group) => group.terms))].sort()
    expect(loaded.terms).toEqual(all)
  })

  it("accepts the file's text too", () => {
    const loaded = loadSearchIndex(JSON.stringify(file))
    expect(loaded.groups[4].index.search("35=d")).not.toHaveLength(0)
  })

  it("builds the Chinese dictionary from the index's own terms", () => {
    const pages = [{ ...TEST_PAGES[0], url: "/docs/zh/", title: "交易所订单" }]
    const loaded = loadSearchIndex(buildSearchIndexFile(pages))
    expect(loaded.dictionary.words.has("交易")).toBe(true)
  })

  it("rejects content that is not a search index file", () => {
    expect(() => loadSearchIndex("{}")).toThrow("Invalid search index file")
    expect(() => loadSearchIndex([{ documents: [] }] as unknown as SearchIndexFile)).toThrow()
  })
})
