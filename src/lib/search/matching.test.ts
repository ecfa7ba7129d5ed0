import type { SearchPage } from "./documents"
import { memoryIndex } from "./fixtures"
import { clippedWords, MATCH_QUALITY, parseQuery, resolveWord, tokensOfPages, type QueryWord } from "./matching"
import { NeedsFetch } from "./split-index"

const page = (url: string, title: string, intro: string): SearchPage => ({
  url,
  title,
  description: "",
  keywords: [],
  breadcrumbs: ["Docs"],
  intro,
  sections: [],
})

const PAGES = [
  page("/docs/throttling/", "Throttling", "The gateway throttles a session that sends too fast."),
  page("/docs/cluster/", "Cluster", "Split-brain protection fences the old primary."),
  page("/docs/journal/", "The journal", "journal-recover rebuilds it; the fsync mode sets durability."),
  page("/docs/memory/", "Memory", "Turn hugepages on."),
]

/** The alternatives of each word: "kind term" in order of quality. */
const alternativesOf = (words: QueryWord[]) =>
  Object.fromEntries(words.map((w) => [w.term, w.alternatives.map((a) => `${a.kind} ${a.term}`)]))

describe("parseQuery", () => {
  it("keeps the words as searched: stop words out, each once, the last one being typed", async () => {
    const { index } = await memoryIndex(PAGES)
    const { words } = await parseQuery(index, "the journal and the cluster journal clus")
    expect(words.map((w) => [w.term, w.typing])).toEqual([
      ["journal", false],
      ["cluster", false],
      ["clus", true],
    ])
    const ended = await parseQuery(index, "cluster ")
    expect(ended.words.map((w) => w.typing)).toEqual([false])
    expect((await parseQuery(index, undefined)).words).toEqual([])
  })

  it("matches a word itself first, then its other forms", async () => {
    const { index } = await memoryIndex(PAGES)
    const { words, tokens } = await parseQuery(index, "throttle ")
    const [throttle] = words
    expect(throttle.alternatives[0]).toMatchObject({ kind: "form", quality: MATCH_QUALITY.form })
    expect(alternativesOf(words).throttle).toEqual(expect.arrayContaining(["form throttles", "form throttling"]))
    // The other forms it met are marked too.
    expect(tokens).toEqual(expect.arrayContaining(["throttle", "throttles", "throttling"]))
    const exact = (await parseQuery(index, "throttling ")).words[0]
    expect(exact.alternatives[0]).toEqual({ term: "throttling", kind: "exact", quality: MATCH_QUALITY.exact })
  })

  it("matches the longer words a word being typed starts, below a word it already is", async () => {
    const { index } = await memoryIndex(PAGES)
    const [typing] = (await parseQuery(index, "thro")).words
    expect(typing.alternatives.every((a) => a.kind === "prefix" && a.quality === MATCH_QUALITY.prefix)).toBe(true)
    expect(typing.alternatives.map((a) => a.term)).toEqual(expect.arrayContaining(["throttles", "throttling"]))
    // "journal" is a word of the index already: "journal-recover" is only a weaker guess.
    const [journal] = (await parseQuery(index, "journal")).words
    expect(journal.alternatives[0]).toMatchObject({ term: "journal", kind: "exact" })
    expect(journal.alternatives.find((a) => a.term === "journal-recover")).toMatchObject({
      kind: "prefix",
      quality: MATCH_QUALITY.prefixOfWord,
    })
  })

  it("finds words typed apart that the docs write as one", async () => {
    const { index } = await memoryIndex(PAGES)
    const { words, tokens } = await parseQuery(index, "split brain ")
    for (const w of words)
      expect(w.alternatives).toContainEqual({ term: "split-brain", kind: "joined", quality: MATCH_QUALITY.exact })
    expect(tokens).toContain("split-brain")
  })

  it("tries near spellings only for a word that matches nothing", async () => {
    const { index } = await memoryIndex(PAGES)
    const [typo] = (await parseQuery(index, "jounral ")).words
    expect(typo.alternatives).toEqual([{ term: "journal", kind: "spelling", quality: MATCH_QUALITY.oneEdit }])
    const [known] = (await parseQuery(index, "journal ")).words
    expect(known.alternatives.some((a) => a.kind === "spelling")).toBe(false)
  })

  it("keeps an identifier's parts, for documents that write them apart", async () => {
    const { index } = await memoryIndex(PAGES)
    const [dotted] = (await parseQuery(index, "journal.fsync ")).words
    expect(dotted.parts).toEqual(["journal", "fsync"])
    expect(dotted.alternatives).toEqual([])
    expect(dotted.partTerms).toEqual([["journal"], ["fsync"]])
    // A part the index does not hold: no part match at all.
    const [unknown] = (await parseQuery(index, "journal.nowhere ")).words
    expect(unknown.partTerms).toEqual([])
  })

  it("fetches nothing when told not to, and says what it misses", async () => {
    const { index, fetched } = await memoryIndex(PAGES)
    const before = fetched.length
    await expect(parseQuery(index, "journal ", false)).rejects.toBeInstanceOf(NeedsFetch)
    expect(fetched).toHaveLength(before)
    await parseQuery(index, "journal ")
    await expect(parseQuery(index, "journal ", false)).resolves.toMatchObject({ typed: ["journal"] })
  })
})

describe("resolveWord", () => {
  it("fills a word's alternatives from what is loaded", async () => {
    const { index } = await memoryIndex(PAGES)
    await parseQuery(index, "hugepages ")
    const word: QueryWord = { term: "hugepages", typing: false, parts: [], alternatives: [], partTerms: [] }
    resolveWord(index, word)
    expect(word.alternatives[0]).toEqual({ term: "hugepages", kind: "exact", quality: MATCH_QUALITY.exact })
  })
})

describe("tokensOfPages", () => {
  it("marks what was typed everywhere, and another form only on the pages that hold it", async () => {
    const { index } = await memoryIndex(PAGES)
    const parsed = await parseQuery(index, "throttle journal ")
    const tokensOf = tokensOfPages(index, parsed)
    expect(tokensOf(0)).toEqual(expect.arrayContaining(["throttle", "journal", "throttles", "throttling"]))
    expect(tokensOf(2)).toEqual(expect.arrayContaining(["throttle", "journal"]))
    expect(tokensOf(2)).not.toContain("throttles")
    // Longest first, so that the longer term is marked before a shorter one inside it.
    const lengths = tokensOf(0).map((t) => t.length)
    expect(lengths).toEqual([...lengths].sort((a, b) => b - a))
  })
})

describe("clippedWords", () => {
  const vocabulary = [
    "algo",
    "algorithm",
    "algorithms",
    "algos",
    "config",
    "configuration",
    "price",
    "priced",
    "pricing",
  ]

  it("finds the words a short word clips, as the docs write both", () => {
    expect(clippedWords(vocabulary, "algo")).toEqual(["algorithm", "algorithms"])
    expect(clippedWords(vocabulary, "config")).toEqual(["configuration"])
  })

  it("takes neither other forms nor words of fewer than four letters for clipped ones", () => {
    expect(clippedWords(vocabulary, "price")).toEqual([])
    expect(clippedWords(["alg", "algorithm"], "alg")).toEqual([])
  })

  it("answers a question asked with the clipped word from the heading that writes it whole", async () => {
    const { index } = await memoryIndex([
      page("/docs/faq/", "FAQ", "What happens to a running algorithm when the server restarts? It resumes."),
      page("/docs/algo/", "Algo", "An algo."),
    ])
    const parsed = await parseQuery(index, "running algo ")
    expect(parsed.words[1].alternatives.map((a) => a.term)).toContain("algorithm")
  })
})
