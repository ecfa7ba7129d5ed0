import { memoryIndex } from "./fixtures"
import { SearchDocumentType } from "./documents"
import { SplitIndex } from "./split-index"

describe("SplitIndex", () => {
  it("loads only the entry file at first", async () => {
    const { fetched } = await memoryIndex()
    expect(fetched).toHaveLength(1)
    expect(fetched[0]).toMatch(/^\/search-index\.json\?_=[0-9a-f]{12}$/)
  })

  it("imports shards into FlexSearch, reading the same slots as FlexSearch's own search", async () => {
    const { index, built } = await memoryIndex()
    await index.loadShards(built.entry[0].index.shards!.map((_, n) => n))
    for (const term of ["iceberg", "journal", "35=d", "missing", ""]) {
      for (const group of index.groups) {
        const direct = index.slotsOf(group.type, term).map((ids) => (ids?.length ? ids : null))
        const viaSearch = index.slotsOf(group.type, term, true).map((ids) => (ids?.length ? ids : null))
        while (direct.length && direct[direct.length - 1] === null) direct.pop()
        while (viaSearch.length && viaSearch[viaSearch.length - 1] === null) viaSearch.pop()
        expect(direct).toEqual(viaSearch)
      }
    }
    expect(index.frequency("iceberg")).toBeGreaterThan(2)
    expect(index.slotsOf(SearchDocumentType.Title, "iceberg")[0]).toEqual([0])
  })

  it("lists the loaded terms with a prefix across shards", async () => {
    const { index } = await memoryIndex(undefined, 60)
    await index.loadShards(index.shardsOfPrefix("j"))
    const terms = index.termsWithPrefix("j")
    expect(terms).toEqual([...terms].sort())
    expect(terms).toEqual(expect.arrayContaining(["journal", "journal-recover"]))
    expect(index.hasTerm("journal")).toBe(true)
    expect(index.hasTerm("jx")).toBe(false)
  })

  it("fetches a shard once, and again after a failure", async () => {
    const { built } = await memoryIndex()
    const files = new Map(built.files.map((file) => [`/${file.path}`, file.content]))
    let fail = true
    const fetched: string[] = []
    const index = await SplitIndex.load("/search-index.json", "/", async (url) => {
      fetched.push(url)
      if (fail && url !== "/search-index.json") throw new Error("offline")
      return JSON.parse(files.get(url) as string)
    })
    await expect(index.loadShards([0])).rejects.toThrow("offline")
    fail = false
    await index.loadShards([0, 0])
    await index.loadShards([0])
    expect(fetched.filter((url) => url.includes(built.entry[0].index.shards![0][1]))).toHaveLength(2)
  })

  it("refuses a file that is not a search index", async () => {
    await expect(SplitIndex.load("/x.json", "/", async () => ({}))).rejects.toThrow("could not be read")
  })
})
