import {
  buildGroupMap,
  buildSplitIndex,
  contentHash,
  impactSlot,
  keyFiles,
  pageFolders,
  splitIntoShards,
  termStats,
} from "./build-index"
import { SearchDocumentType } from "./documents"
import { TEST_PAGES } from "./fixtures"
import {
  decodeKeyFile,
  deltaDecode,
  isEntryFile,
  isKeyFile,
  isShardFile,
  shardOf,
  shardsOfPrefix,
  type ShardRef,
} from "./format"

describe("termStats and impactSlot", () => {
  it("counts whole words, keeps identifier parts apart, and counts a code's number as a word", () => {
    const { terms, words } = termStats("Send 44=187.25 with TRJ-1003, then TRJ-1003 again")
    expect(words).toBe(5) // "with" and "then" are stop words
    expect(terms.get("44")).toEqual({ count: 0, first: 1 })
    expect(terms.get("trj-1003")).toEqual({ count: 2, first: 2 })
    expect(terms.get("1003")?.count).toBe(2)
    expect(terms.get("send")).toEqual({ count: 1, first: 0 })
  })

  it("scores titles by word position, parts last; section text by how much it is about the term", () => {
    const title = termStats("Iceberg orders and journal-recover")
    expect(impactSlot(SearchDocumentType.Title, title.terms.get("iceberg")!, title.words, 3)).toBe(0)
    expect(impactSlot(SearchDocumentType.Title, title.terms.get("journal-recover")!, title.words, 3)).toBe(1)
    expect(impactSlot(SearchDocumentType.Title, title.terms.get("journal")!, title.words, 3)).toBe(2)
    const often = termStats("failover failover failover during a failover test")
    const once = termStats(`failover ${"word ".repeat(80)}`)
    expect(impactSlot(SearchDocumentType.Content, often.terms.get("failover")!, often.words, 40)).toBe(0)
    expect(impactSlot(SearchDocumentType.Content, once.terms.get("failover")!, once.words, 40)).toBe(2)
    expect(impactSlot(SearchDocumentType.Content, { count: 0, first: 0 }, 10, 40)).toBe(3)
  })
})

describe("buildGroupMap", () => {
  it("puts each document under its terms, in the slot of its impact, by position in the group", () => {
    const map = buildGroupMap(["Iceberg orders", "", "Orders of an iceberg"], SearchDocumentType.Title)
    // "iceberg" is among the first two words of both titles ("of", "an" are stop words).
    expect(map.get("iceberg")?.[0]).toEqual([0, 2])
    expect(map.get("orders")?.[0]).toEqual([0, 2])
    expect(map.has("of")).toBe(false)
  })
})

describe("splitIntoShards", () => {
  const maps = [0, 1, 2, 3, 4].map(() => new Map<string, (number[] | null)[]>())
  for (const term of ["alpha", "beta", "betamax", "gamma", "gammas", "zeta"]) maps[4].set(term, [[1, 5, 9]])
  maps[0].set("beta", [[3]])

  it("cuts sorted terms into shards of about the given size, each from a cut first term", () => {
    const shards = splitIntoShards(maps, 40)
    expect(shards.length).toBeGreaterThan(2)
    expect(shards[0].from).toBe("")
    const firsts = shards.map(
      ({ shard }) =>
        shard
          .flat()
          .map(([term]) => term)
          .sort()[0],
    )
    shards.slice(1).forEach(({ from }, n) => expect(firsts[n + 1].startsWith(from)).toBe(true))
    const all = shards.flatMap(({ shard }) => shard[4].map(([term]) => term))
    expect(all).toEqual(["alpha", "beta", "betamax", "gamma", "gammas", "zeta"])
  })

  it("cuts where the terms on either side share the shortest start, not inside a word's longer forms", () => {
    const words = new Map<string, (number[] | null)[]>()
    const terms = ["iceberg", "icebergish", "icebergs", "icy", "idle", "idled", "idles", "idling"]
    for (const term of terms) words.set(term, [[1]])
    const size = JSON.stringify(["iceberg", [[1]]]).length + 1
    // Three terms of about this size fill a shard: the plain cut would part "icebergs" from "icy",
    // which share "ic"; "icy" and "idle" share only "i".
    const shards = splitIntoShards([new Map(), new Map(), new Map(), new Map(), words], size * 3)
    const cuts = shards.map(({ shard }) => shard[4].map(([term]) => term))
    expect(cuts.flat()).toEqual(terms)
    expect(cuts[0]).toEqual(["iceberg", "icebergish", "icebergs", "icy"])
    expect(shards[1].from).toBe("id")
  })

  it("delta-encodes each slot", () => {
    const [{ shard }] = splitIntoShards(maps, 1_000_000)
    expect(shard[4][0]).toEqual(["alpha", [[1, 4, 4]]])
    expect(deltaDecode([1, 4, 4])).toEqual([1, 5, 9])
  })
})

describe("shard lookups", () => {
  const shards: ShardRef[] = [
    ["", "a"],
    ["ic", "b"],
    ["icf", "c"],
    ["j", "d"],
  ]
  it("finds the shard of a term and the shards of a prefix", () => {
    expect(shardOf(shards, "iceberg")).toBe(1)
    expect(shardOf(shards, "abc")).toBe(0)
    expect(shardOf(shards, "zzz")).toBe(3)
    expect(shardsOfPrefix(shards, "ic")).toEqual([1, 2])
    expect(shardsOfPrefix(shards, "ice")).toEqual([1])
    expect(shardsOfPrefix(shards, "i")).toEqual([0, 1, 2])
  })
})

describe("pageFolders", () => {
  it("puts a page under its own route when pages live under it, else under its parent's", () => {
    const { folder, folders } = pageFolders([
      "/docs/api/",
      "/docs/api/fix/",
      "/docs/api/fix/onboarding/",
      "/docs/index/",
    ])
    expect(folder.map((n) => folders[n])).toEqual(["/docs/api/", "/docs/api/fix/", "/docs/api/fix/", "/docs/"])
  })
})

describe("buildSplitIndex", () => {
  const built = buildSplitIndex(TEST_PAGES, { shardBytes: 300 })
  const files = new Map(built.files.map((file) => [file.path, JSON.parse(file.content)]))

  it("writes the entry file: five { documents, index } groups, the tables in the first", () => {
    expect(isEntryFile(built.entry)).toBe(true)
    expect(built.entry.map((group) => Object.keys(group).sort())).toEqual(Array(5).fill(["documents", "index"]))
    expect(built.entry[0].documents).toMatchObject({ sections: [3, 2, 1, 3, 0] })
    expect(built.entry[0].index.shards).toHaveLength(built.shards)
    expect(built.files[0]).toEqual({ path: "search-index.json", content: built.entryText })
  })

  it("names shards by their content, and writes one result file per key", () => {
    for (const [, name] of built.entry[0].index.shards!) {
      const content = built.files.find((file) => file.path === `search-index/${name}.json`)?.content
      expect(content && contentHash(content)).toBe(name)
      expect(isShardFile(files.get(`search-index/${name}.json`))).toBe(true)
    }
    const texts = built.entry[0].index.texts
    // Keys: iceberg 0-3, twap 4-6 (4 the page, 5 "Rejects").
    expect(files.get(`search-index/${texts}/4.json`)).toMatchObject({
      u: "/docs/algos/twap/",
      t: "TWAP",
      h: "",
      d: expect.any(String),
    })
    const rejects = files.get(`search-index/${texts}/5.json`)
    expect(isKeyFile(rejects)).toBe(true)
    expect(rejects).toMatchObject({ h: "rejects", s: "Rejects", x: expect.stringContaining("TRJ-1005") })
    expect(built.files.filter((file) => file.path.startsWith(`search-index/${texts}/`))).toHaveLength(14) // 5 pages, 9 sections
  })

  it("marks headings that several pages have", () => {
    expect(files.get(`search-index/${built.entry[0].index.texts}/3.json`).r).toBe(1)
    expect(files.get(`search-index/${built.entry[0].index.texts}/1.json`).r).toBeUndefined()
  })

  it("writes result files that decodeKeyFile reads back by name", () => {
    const [iceberg] = TEST_PAGES
    const [page, parameters, , examples] = keyFiles(iceberg, new Set(["examples"])).map(decodeKeyFile)
    expect(page).toEqual({
      url: iceberg.url,
      pageTitle: iceberg.title,
      breadcrumbs: iceberg.breadcrumbs,
      anchor: "",
      heading: "",
      text: iceberg.intro,
      description: iceberg.description,
      keywords: iceberg.keywords,
      headingRepeats: false,
    })
    expect(parameters).toMatchObject({ anchor: "parameters", heading: "Parameters", headingRepeats: false })
    expect(parameters).toMatchObject({ pageTitle: iceberg.title, description: "", keywords: [] })
    expect(examples).toMatchObject({ anchor: "examples", headingRepeats: true })
  })

  it("hashes the entry's bytes: any change to a page changes the URL", () => {
    expect(built.hash).toBe(contentHash(built.entryText))
    expect(built.hash).toMatch(/^[0-9a-f]{12}$/)
    const changed = buildSplitIndex([{ ...TEST_PAGES[0], intro: "Changed." }, ...TEST_PAGES.slice(1)], {
      shardBytes: 300,
    })
    expect(changed.hash).not.toBe(built.hash)
    expect(buildSplitIndex(TEST_PAGES, { shardBytes: 300 }).hash).toBe(built.hash)
  })
})
