import { SearchDocumentType, type SearchPage } from "./documents"
import { memoryIndex } from "./fixtures"
import { MATCH_QUALITY, type Alternative, type QueryWord } from "./matching"
import { MIN_COVERAGE_SHARE, rankKeys, SCORE, type RankedKey } from "./ranking"
import type { SplitIndex } from "./split-index"

const page = (url: string, title: string, more: Partial<SearchPage> = {}): SearchPage => ({
  url,
  title,
  description: "",
  keywords: [],
  breadcrumbs: ["Docs"],
  intro: "",
  sections: [],
  ...more,
})
const section = (anchor: string, heading: string, text = "") => ({ anchor, heading, depth: 2, text })

/** Every shard of the index loaded, so that words can be given by hand (matching.ts is not under test). */
async function loadedIndex(pages: SearchPage[]): Promise<SplitIndex> {
  const { index, built } = await memoryIndex(pages)
  await index.loadShards(built.entry[SearchDocumentType.Title].index.shards!.map((_, n) => n))
  return index
}

/** A query word that matches `term` (in the form `kind`, at `quality`). */
function word(term: string, quality: number = MATCH_QUALITY.exact, kind: Alternative["kind"] = "exact"): QueryWord {
  return { term, typing: false, parts: [], alternatives: [{ term, kind, quality }], partTerms: [] }
}

/** "url#anchor" of each ranked key (anchor "" for the page itself). */
const where = (pages: SearchPage[], ranked: RankedKey[]) =>
  ranked.map(({ page: p, section: s }) => `${pages[p].url}#${s ? pages[p].sections[s - 1].anchor : ""}`)

describe("rankKeys", () => {
  const pages = [
    page("/docs/a/", "Failover", { intro: "What happens when the primary fails." }),
    page("/docs/b/", "Cluster", {
      intro: "Two nodes. The standby takes over on failover, and failover is fast.",
      sections: [section("fencing", "Fencing", "Fencing stops the old primary. See quorum.")],
    }),
    page("/docs/c/", "Operations", { keywords: ["fencing"], intro: "Daily tasks." }),
    page("/docs/d/", "Quorum", { intro: "A majority of nodes." }),
  ]

  it("puts a title match above body matches of the same word", async () => {
    const index = await loadedIndex(pages)
    const ranked = rankKeys(index, [word("failover")])
    expect(where(pages, ranked)).toEqual(["/docs/a/#", "/docs/b/#"])
    expect(ranked[0].type).toBe(SearchDocumentType.Title)
    expect(ranked[1].type).toBe(SearchDocumentType.Content)
    expect(ranked[0].score).toBeGreaterThan(ranked[1].score)
  })

  it("puts a section headed by the word above a page that only lists it among its keywords", async () => {
    const index = await loadedIndex(pages)
    const ranked = rankKeys(index, [word("fencing")])
    expect(where(pages, ranked)).toEqual(["/docs/b/#fencing", "/docs/c/#"])
    expect(ranked.map((key) => key.type)).toEqual([SearchDocumentType.Heading, SearchDocumentType.Keywords])
  })

  it("ranks keys with every word first; partial matches follow, marked, with the words they match", async () => {
    const index = await loadedIndex(pages)
    const ranked = rankKeys(index, [word("fencing"), word("quorum")])
    // Only the fencing section holds both; "Quorum" matches one word by its title, "Operations" the other.
    expect(ranked[0]).toMatchObject({ page: 1, section: 1, allWords: true, matched: 0b11 })
    expect(ranked[0].score).toBeGreaterThanOrEqual(SCORE.allWords)
    const partial = ranked.slice(1)
    expect(partial.length).toBeGreaterThan(0)
    for (const key of partial) {
      expect(key.allWords).toBe(false)
      expect(key.score).toBeLessThan(SCORE.allWords)
    }
    expect(partial.find((key) => key.page === 3)).toMatchObject({ section: 0, matched: 0b10 })
  })

  it("keeps partial matches near the best one and leaves out those matching much less of the query", async () => {
    const words = [
      page("/docs/all/", "All", { intro: "alpha bravo charlie delta" }),
      page("/docs/most/", "Most", { intro: "bravo charlie delta" }),
      page("/docs/common/", "Common", { intro: "alpha" }),
      page("/docs/again/", "Again", { intro: "alpha" }),
    ]
    const index = await loadedIndex(words)
    const ranked = rankKeys(
      index,
      ["alpha", "bravo", "charlie", "delta"].map((term) => word(term)),
    )
    expect(where(words, ranked)).toEqual(["/docs/all/#", "/docs/most/#"])
    expect(ranked[1].allWords).toBe(false)
    expect(ranked[1].coverage).toBeGreaterThanOrEqual(ranked[0].coverage * MIN_COVERAGE_SHARE)
  })

  it("scores a weaker form of a word lower than the word itself", async () => {
    const index = await loadedIndex(pages)
    const [exact] = rankKeys(index, [word("quorum")])
    const [spelled] = rankKeys(index, [word("quorum", MATCH_QUALITY.oneEdit, "spelling")])
    expect(spelled.key).toBe(exact.key)
    expect(spelled.score).toBeLessThan(exact.score)
  })

  it("keeps page order between equal keys, and only pages under ctx", async () => {
    const twins = [page("/docs/x/one/", "Latency"), page("/docs/y/two/", "Latency"), page("/docs/x/three/", "Latency")]
    const index = await loadedIndex(twins)
    expect(where(twins, rankKeys(index, [word("latency")]))).toEqual([
      "/docs/x/one/#",
      "/docs/y/two/#",
      "/docs/x/three/#",
    ])
    expect(where(twins, rankKeys(index, [word("latency")], "docs/x"))).toEqual(["/docs/x/one/#", "/docs/x/three/#"])
  })

  it("finds an identifier written in parts: the namespace in the title, the rest in a heading", async () => {
    const journal = [
      page("/docs/journal/", "The journal", { sections: [section("fsync", "Fsync modes", "How writes reach disk.")] }),
      page("/docs/other/", "Other", { sections: [section("fsync", "Fsync", "Elsewhere.")] }),
    ]
    const index = await loadedIndex(journal)
    const dotted: QueryWord = {
      term: "journal.fsync",
      typing: false,
      parts: ["journal", "fsync"],
      alternatives: [],
      partTerms: [["journal"], ["fsync"]],
    }
    const ranked = rankKeys(index, [dotted])
    expect(where(journal, ranked)[0]).toBe("/docs/journal/#fsync")
  })

  it("puts a page whose title holds two of three words above a section whose heading holds the third", async () => {
    const exporters = [
      page("/docs/samples/", "Python client samples", {
        intro: "Each sample ends with a redshift query.",
        sections: [section("setup", "Setup", "Install the client, then the exporter's driver.")],
      }),
      page("/docs/redshift/", "Amazon Redshift exporter", { intro: "Writes executions to Redshift." }),
      page("/docs/other/", "Other setup", { intro: "Nothing here." }),
    ]
    const index = await loadedIndex(exporters)
    const ranked = rankKeys(index, [word("redshift"), word("exporter"), word("setup")])
    expect(where(exporters, ranked)[0]).toBe("/docs/redshift/#")
  })

  it("ranks nothing for no words", async () => {
    const index = await loadedIndex(pages)
    expect(rankKeys(index, [])).toEqual([])
    expect(rankKeys(index, [word("nowhere")])).toEqual([])
  })
})

describe("rankKeys: one word names something", () => {
  const pages = [
    page("/docs/twap/", "TWAP", {
      sections: [
        section("pricing", "Pricing the children", "The price of a child is the market price, or the limit price."),
      ],
    }),
    page("/docs/fix/", "FIX API", { sections: [section("tag-44", "Price", "The limit of a limit order.")] }),
  ]
  const price: QueryWord = {
    ...word("price"),
    alternatives: ["price", "priced", "prices", "pricing"].map((term) => ({
      term,
      kind: term === "price" ? "exact" : "form",
      quality: term === "price" ? MATCH_QUALITY.exact : MATCH_QUALITY.form,
    })),
  }

  it("puts the heading that is the word as typed above a heading of another form of it", async () => {
    const index = await loadedIndex(pages)
    expect(where(pages, rankKeys(index, [price]))[0]).toBe("/docs/fix/#tag-44")
  })

  it("puts a heading that is another form of the word above a page whose long title holds it later", async () => {
    const throttling = (kind: Alternative["kind"], term: string): Alternative => ({
      term,
      kind,
      quality: kind === "exact" ? MATCH_QUALITY.exact : MATCH_QUALITY.form,
    })
    const tuning = [
      page("/docs/tuning/", "Market-maker tuning, conflation, throttles and venues", {
        description: "The three layers of order throttling.",
        keywords: ["throttle", "throttling"],
        intro: "How the throttling layers interact.",
        sections: [section("throttles", "Throttles", "Each throttle counts messages.")],
      }),
    ]
    const index = await loadedIndex(tuning)
    const query: QueryWord = {
      ...word("throttling"),
      alternatives: [
        throttling("exact", "throttling"),
        throttling("form", "throttles"),
        throttling("form", "throttle"),
      ],
    }
    expect(where(tuning, rankKeys(index, [query]))[0]).toBe("/docs/tuning/#throttles")
  })

  it("leaves queries of several words to their forms and neighbours", async () => {
    const index = await loadedIndex(pages)
    const ranked = rankKeys(index, [price, word("children")])
    expect(where(pages, ranked)[0]).toBe("/docs/twap/#pricing")
  })
})
