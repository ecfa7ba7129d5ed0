/**
 * Builds the split search index (format.ts) from the doc pages: one FlexSearch index per document
 * group, built with the shared tokenizer, exported, and cut into term-range shards; the entry
 * file; one result file per key (a page, or a section). Pure: the caller writes the files (src/node/search-index.ts at
 * build time, src/node/dev-search.ts under `gatsby develop`, tests/bench for synthetic sites).
 *
 * Score slots. FlexSearch stores each (term, document) in one of `resolution` slots; its default
 * slot is the word's position. The index passes its own `score` function instead, so that a slot
 * says how strongly the document is about the term (`impactSlot`): in a title or heading, a whole
 * word among its first two words, a whole word later, or only a part of an identifier
 * (`44` in `44=187.25`); in section text, a BM25-style weight of the term's count against the
 * section's length, then parts. The ranking reads the slots back (ranking.ts).
 *
 * Shards hold about `shardBytes` of JSON each (about a third of that gzipped), cut between terms in
 * sorted order as Pagefind cuts its index chunks; the entry lists each shard's first term, cut to
 * the shortest prefix that still sorts after the shard before it.
 */
import { Index } from "flexsearch"
import {
  cleanText,
  groupTexts,
  normalizePages,
  SEARCH_GROUPS,
  SearchDocumentType,
  type DocumentText,
  type SearchPage,
} from "./documents"
import {
  deltaEncode,
  GROUP_RESOLUTION,
  SEARCH_FILES_DIR,
  SEARCH_FORMAT,
  type EntryFile,
  type EntryPages,
  type KeyFile,
  type SerializedMap,
  type ShardFile,
  type ShardRef,
} from "./format"
import { phraseTerm, splitWords } from "./tokenize"

/** Raw JSON bytes per shard: about 1 KB gzipped (tests/bench: smaller shards cost fewer bytes per query,
 * and a larger entry file, which lists them). */
export const SHARD_BYTES = 3_000

/** BM25's term-frequency saturation and length normalisation (the usual values). */
const BM25_K1 = 1.2
const BM25_B = 0.75

export interface BuiltFile {
  /** Relative to the site root, e.g. "search-index/1a2b3c4d5e6f.json". */
  path: string
  content: string
}

export interface BuiltSearchIndex {
  entry: EntryFile
  /** The entry file's bytes, and their hash: the `?_=` of its URL. */
  entryText: string
  hash: string
  /** The entry file first, then the shards and the page files. */
  files: BuiltFile[]
  pages: number
  shards: number
}

/**
 * A short hash of a text (cyrb53: two 32-bit FNV-style lanes), 12 hex digits: enough to tell
 * builds apart in a URL, and pure (no node:crypto), so the develop server and the bench use it too.
 */
export function contentHash(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let n = 0; n < text.length; n++) {
    const c = text.charCodeAt(n)
    h1 = Math.imul(h1 ^ c, 2654435761)
    h2 = Math.imul(h2 ^ c, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return ((h2 >>> 0).toString(16).padStart(8, "0") + (h1 >>> 0).toString(16).padStart(8, "0")).slice(0, 12)
}

interface TermStats {
  /** Whole occurrences (0: the term is only a part of identifiers here). */
  count: number
  /** The word position of its first whole occurrence. */
  first: number
}

/** A code: letters, a joiner, a number (`TRJ-1003`, `RSK-2004`). Readers name it by its number
 * ("reject 1003"), so its number counts as a word of its own. */
const CODE = /^[a-z]+[-_](\d+)$/

/** Every term of a text with how it occurs; and the number of words. A text of several names
 * counts each name's words from its own start. */
export function termStats(text: DocumentText, phrases = false): { terms: Map<string, TermStats>; words: number } {
  const terms = new Map<string, TermStats>()
  const addWhole = (term: string, position: number) => {
    const whole = terms.get(term)
    if (!whole) terms.set(term, { count: 1, first: position })
    else if (!whole.count) Object.assign(whole, { count: 1, first: position })
    else {
      whole.count++
      whole.first = Math.min(whole.first, position)
    }
  }
  let count = 0
  for (const name of typeof text === "string" ? [text] : text) {
    const words = splitWords(name)
    count += words.length
    words.forEach((word, position) => {
      addWhole(word.term, position)
      const code = CODE.exec(word.term)
      if (code) addWhole(code[1], position)
      for (const part of word.parts) if (!terms.has(part)) terms.set(part, { count: 0, first: position })
    })
    const phrase = phrases ? phraseTerm(words.map((word) => word.term)) : null
    if (phrase) addWhole(phrase, 0)
  }
  return { terms, words: count }
}

/** The slot of a term in a document (see the module comment); 0 is the strongest. */
export function impactSlot(type: SearchDocumentType, stats: TermStats, words: number, averageWords: number): number {
  const resolution = GROUP_RESOLUTION[type]
  if (!stats.count) return resolution - 1
  if (type === SearchDocumentType.Title || type === SearchDocumentType.Heading) return stats.first < 2 ? 0 : 1
  if (type !== SearchDocumentType.Content) return 0
  const norm = 1 - BM25_B + (BM25_B * words) / Math.max(1, averageWords)
  const weight = (stats.count * (BM25_K1 + 1)) / (stats.count + BM25_K1 * norm)
  return weight >= 1.3 ? 0 : weight >= 0.95 ? 1 : 2
}

/** One group's FlexSearch map: documents are their positions in the group. */
export function buildGroupMap(
  texts: readonly DocumentText[],
  type: SearchDocumentType,
): Map<string, (number[] | null)[]> {
  // A keyword of a few words is a name readers give the page ("Python client"): whole, it is a
  // term of its own, which a query of those words finds (matching.ts, `phrase`).
  const counted = texts.map((text) => termStats(text, type === SearchDocumentType.Keywords))
  const filled = counted.filter((doc) => doc.words > 0)
  const averageWords = filled.reduce((n, doc) => n + doc.words, 0) / Math.max(1, filled.length)
  let current = counted[0]
  const index = new Index({
    tokenize: "strict",
    resolution: GROUP_RESOLUTION[type],
    // The document's terms are already counted; FlexSearch takes them as they are...
    encode: () => [...current.terms.keys()],
    // ...and puts each in the slot its impact gives.
    score: (_content: string[], term: string) =>
      impactSlot(type, current.terms.get(term) as TermStats, current.words, averageWords),
  })
  counted.forEach((doc, position) => {
    if (!doc.terms.size) return
    current = doc
    const text = texts[position]
    index.add(position, typeof text === "string" ? text : text.join(" "))
  })
  const map = new Map<string, (number[] | null)[]>()
  index.export((key: string, data: string) => {
    // "reg" (the ids) and "cfg" are not needed to search; there is no context index.
    if (key.endsWith("map")) for (const [term, slots] of JSON.parse(data) as SerializedMap) map.set(term, slots)
  })
  return map
}

/** The shortest prefix of `first` that sorts after `previousLast` (Pagefind's chunk boundaries). */
function cutBoundary(previousLast: string, first: string): string {
  for (let length = 1; length <= first.length; length++) {
    const prefix = first.slice(0, length)
    if (prefix > previousLast) return prefix
  }
  return first
}

/** How full a shard is before it may be cut, and how full it may grow while a better cut is
 * looked for (× `shardBytes`). */
export const SHARD_FILL = { min: 0.5, max: 1.5 } as const

/** How many letters two terms share at their start. */
function sharedStart(a: string, b: string): number {
  let n = 0
  while (n < a.length && n < b.length && a[n] === b[n]) n++
  return n
}

/**
 * Cuts the groups' maps into term-range shards of about `shardBytes` of JSON each. Each cut falls,
 * of the places between `SHARD_FILL.min` and `max` of a shard, where the terms on either side
 * share the shortest start (between "icy" and "id", not between "iceberg" and "icebergs"): a word
 * being typed, or the stem of its other forms, then finds its longer words in one shard rather
 * than two, and a query fetches fewer shards.
 */
export function splitIntoShards(
  maps: readonly Map<string, (number[] | null)[]>[],
  shardBytes = SHARD_BYTES,
): { from: string; shard: ShardFile }[] {
  const terms = [...new Set(maps.flatMap((map) => [...map.keys()]))].sort()
  const entries = terms.map((term) =>
    maps.map((map) => {
      const slots = map.get(term)
      return slots
        ? ([term, slots.map((ids) => (ids && ids.length ? deltaEncode(ids) : null))] as SerializedMap[number])
        : null
    }),
  )
  const sizes = entries.map((row) => row.reduce((n, entry) => n + (entry ? JSON.stringify(entry).length + 1 : 0), 0))
  const shards: { from: string; shard: ShardFile }[] = []
  for (let start = 0; start < terms.length;) {
    let end = start
    let bytes = 0
    while (end < terms.length && (end === start || bytes < shardBytes * SHARD_FILL.min)) bytes += sizes[end++]
    let cut = end
    let shared = Infinity
    let closest = Infinity
    for (let at = end; ; at++) {
      const here = at < terms.length ? sharedStart(terms[at - 1], terms[at]) : -1
      const distance = Math.abs(bytes - shardBytes)
      if (here < shared || (here === shared && distance < closest)) [cut, shared, closest] = [at, here, distance]
      if (at >= terms.length || bytes + sizes[at] > shardBytes * SHARD_FILL.max) break
      bytes += sizes[at]
    }
    const shard: ShardFile = [[], [], [], [], []]
    for (let n = start; n < cut; n++) entries[n].forEach((entry, type) => entry && shard[type].push(entry))
    shards.push({ from: start ? cutBoundary(terms[start - 1], terms[start]) : "", shard })
    start = cut
  }
  return shards
}

/** The folder `ctx` matches a page by: its own route when pages live under it, else its parent's. */
export function pageFolders(urls: readonly string[]): { folder: number[]; folders: string[] } {
  const parent = (url: string) => url.replace(/[^/]+\/$/, "")
  const own = urls.map((url) => (urls.some((other) => other !== url && other.startsWith(url)) ? url : parent(url)))
  const folders = [...new Set(own)].sort()
  return { folder: own.map((f) => folders.indexOf(f)), folders }
}

/** The result files of a page's keys: the page itself, then each section. `repeatedHeadings`:
 * headings that more than one page has. */
export function keyFiles(page: SearchPage, repeatedHeadings: ReadonlySet<string>): KeyFile[] {
  const base = { u: page.url, t: page.title, b: page.breadcrumbs }
  return [
    { ...base, h: "", s: "", x: page.intro, d: page.description, k: page.keywords },
    ...page.sections.map((section): KeyFile => ({
      ...base,
      h: section.anchor,
      s: section.heading,
      x: section.text,
      ...(repeatedHeadings.has(section.heading.toLowerCase()) ? { r: 1 as const } : {}),
    })),
  ]
}

function repeatedHeadings(pages: readonly SearchPage[]): Set<string> {
  const pagesOf = new Map<string, number>()
  for (const page of pages) {
    for (const heading of new Set(page.sections.map((section) => cleanText(section.heading).toLowerCase()))) {
      pagesOf.set(heading, (pagesOf.get(heading) ?? 0) + 1)
    }
  }
  return new Set([...pagesOf].filter(([, count]) => count > 1).map(([heading]) => heading))
}

export interface BuildOptions {
  /** The entry file's name: "search-index.json" (docs/contract.md, "What it fetches"; `{dir}` for a docs directory). */
  entryName?: string
  shardBytes?: number
}

/** The split index of `pages`: the entry file, the shards and the page files (module comment). */
export function buildSplitIndex(pages: readonly SearchPage[], options: BuildOptions = {}): BuiltSearchIndex {
  const clean = normalizePages(pages)
  const texts = groupTexts(clean)
  const maps = SEARCH_GROUPS.map((type) => buildGroupMap(texts[type], type))
  const shards = splitIntoShards(maps, options.shardBytes).map(({ from, shard }) => {
    const content = JSON.stringify(shard)
    return { from, content, name: contentHash(content) }
  })
  const repeated = repeatedHeadings(clean)
  const keyTexts = clean.flatMap((page) => keyFiles(page, repeated).map((file) => JSON.stringify(file)))
  const textsDir = `texts-${contentHash(keyTexts.join("\n"))}`
  const documents: EntryPages = {
    sections: clean.map((page) => page.sections.length),
    ...pageFolders(clean.map((page) => page.url)),
  }
  const entry: EntryFile = SEARCH_GROUPS.map((type) => ({
    documents: type === SearchDocumentType.Title ? documents : [],
    index:
      type === SearchDocumentType.Title
        ? {
            r: GROUP_RESOLUTION[type],
            format: SEARCH_FORMAT,
            shards: shards.map(({ from, name }): ShardRef => [from, name]),
            texts: textsDir,
          }
        : { r: GROUP_RESOLUTION[type] },
  }))
  const entryText = JSON.stringify(entry)
  return {
    entry,
    entryText,
    hash: contentHash(entryText),
    files: [
      { path: options.entryName ?? "search-index.json", content: entryText },
      ...shards.map(({ name, content }) => ({ path: `${SEARCH_FILES_DIR}/${name}.json`, content })),
      ...keyTexts.map((content, key) => ({ path: `${SEARCH_FILES_DIR}/${textsDir}/${key}.json`, content })),
    ],
    pages: clean.length,
    shards: shards.length,
  }
}
