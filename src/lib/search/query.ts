/**
 * Searching a loaded index (spec §2 "Navbar search box", §3 "Search result", §5, §9).
 *
 * A query word matches a document when the document holds the word whole, or all of its parts
 * (`journal-recover` also finds "journal … recover"). The last word, while the reader is still
 * typing it (no space after it), also matches as a prefix: it is expanded against the index's
 * sorted vocabulary, since the index stores whole terms only (index.ts).
 *
 * Ranking, best first: more query words matched (all before some); then the group (titles,
 * headings, descriptions, keywords, contents); then exact before prefix before part matches, and
 * words found together in one document before words found apart; then the word's position
 * (FlexSearch's score slot); ties keep index order. One result per (url, anchor): the words matched
 * by a page's title, description, keywords and intro count together for that page.
 *
 * The per-keystroke work runs on typed arrays indexed by document position, stamped with a
 * generation number instead of being cleared, and reused from query to query. With a small limit
 * (the 8 suggestions), work that cannot change the top results is skipped: the groups after the
 * point where `limit` results match every word (`cannotChange`), and, in the last and largest
 * group, new documents that only the common words could still find (`scoreToBeat`). query.test.ts
 * checks that the results are those of the full ranking.
 */
import type { Resolver } from "flexsearch"
import type { SearchDocument, SearchDocumentType } from "./documents"
import type { LoadedSearchGroup, LoadedSearchIndex } from "./index"
import { MAX_QUERY_LENGTH, MAX_QUERY_WORDS, queryWords, termsOfWords } from "./tokenize"

export interface SearchResult {
  document: SearchDocument
  /** The document's group: 0 a page title; above 0 something within a page. */
  type: SearchDocumentType
  /** The title document of the page the result is on (the result's own document for a title). */
  page: SearchDocument
  /** The query terms, for highlighting. */
  tokens: string[]
  score: number
  /** A section drawn under its page, with more sections of that page after it. */
  isInterOfTree: boolean
  /** The last section drawn under its page. */
  isLastOfTree: boolean
}

export interface SearchOptions {
  /** At most this many results (spec §9: 8 suggestions); a missing or non-positive value gives 8,
   * `Infinity` all. */
  limit?: number
  /** Only results under this docs path, e.g. "docs/api" (the `ctx` query parameter). */
  ctx?: string | null
}

export const MAX_SEARCH_RESULTS = 8
/** How many vocabulary terms the typed prefix expands to (the shortest are taken). */
export const MAX_PREFIX_TERMS = 24

const QUALITY_EXACT = 1
const QUALITY_PREFIX = 0.8
const QUALITY_PARTS = 0.6

function lowerBound(terms: readonly string[], prefix: string): number {
  let low = 0
  let high = terms.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (terms[middle] < prefix) low = middle + 1
    else high = middle
  }
  return low
}

/** The terms that start with `prefix` (the prefix itself excluded), at most `max`, shortest first. */
export function expandPrefix(terms: readonly string[], prefix: string, max = MAX_PREFIX_TERMS): string[] {
  // Bucketed by length: one pass over the range, no sort, however many terms share the prefix.
  const byLength: string[][] = []
  for (let n = lowerBound(terms, prefix); n < terms.length && terms[n].startsWith(prefix); n++) {
    if (terms[n] !== prefix) (byLength[terms[n].length] ??= []).push(terms[n])
  }
  const found: string[] = []
  for (const bucket of byLength) {
    if (!bucket) continue
    for (const term of bucket) {
      if (found.length >= max) return found
      found.push(term)
    }
  }
  return found
}

/** Reusable per-index work arrays (see the module comment). */
class Scratch {
  private tick = 0
  // Per document position of the group being searched (sized for the largest group).
  readonly wordStamp: Uint32Array
  readonly partStamp: Uint32Array
  readonly partPosition: Float64Array
  readonly docStamp: Uint32Array
  readonly docWords: Uint32Array
  readonly docScore: Float64Array
  // Per (url, anchor) key.
  readonly keyStamp: Uint32Array
  readonly keyWords: Uint32Array
  readonly keyScore: Float64Array
  readonly keyGroup: Uint8Array
  readonly keyDocument: Uint32Array
  /** Per group: document position → key, and → document id (for ties). */
  readonly keyOf: Uint32Array[]
  readonly idOf: Uint32Array[]

  constructor(loaded: LoadedSearchIndex) {
    const keys = new Map<string, number>()
    this.keyOf = loaded.groups.map((group) =>
      Uint32Array.from(group.documents, (document) => {
        const key = `${document.u}#${document.h}`
        let id = keys.get(key)
        if (id === undefined) keys.set(key, (id = keys.size))
        return id
      }),
    )
    this.idOf = loaded.groups.map((group) => Uint32Array.from(group.documents, (document) => document.i))
    const size = Math.max(1, ...loaded.groups.map((group) => group.documents.length))
    this.wordStamp = new Uint32Array(size)
    this.partStamp = new Uint32Array(size)
    this.partPosition = new Float64Array(size)
    this.docStamp = new Uint32Array(size)
    this.docWords = new Uint32Array(size)
    this.docScore = new Float64Array(size)
    const keyCount = Math.max(1, keys.size)
    this.keyStamp = new Uint32Array(keyCount)
    this.keyWords = new Uint32Array(keyCount)
    this.keyScore = new Float64Array(keyCount)
    this.keyGroup = new Uint8Array(keyCount)
    this.keyDocument = new Uint32Array(keyCount)
  }

  /** A fresh stamp, with `span` consecutive values reserved after it. */
  next(span = 1): number {
    if (this.tick > 0xffff0000) {
      this.tick = 0
      for (const stamps of [this.wordStamp, this.partStamp, this.docStamp, this.keyStamp]) stamps.fill(0)
    }
    this.tick += span
    return this.tick - span + 1
  }
}

const scratches = new WeakMap<LoadedSearchIndex, Scratch>()

function scratchFor(loaded: LoadedSearchIndex): Scratch {
  let scratch = scratches.get(loaded)
  if (!scratch) scratches.set(loaded, (scratch = new Scratch(loaded)))
  return scratch
}

type Slots = (number[] | null | undefined)[]
const NO_SLOTS: Slots = []

/**
 * FlexSearch's score slots for one term: slot n holds the positions of documents where the term
 * scored n (0 best). This is what `index.search(term, { resolve: false })` returns for a single
 * term, read straight from the index's term map: a keystroke looks up to a hundred terms, and the
 * search call allocates a result object each time (a tenth of the query time, and most of its
 * garbage). The public call is the fallback should a FlexSearch version store its map otherwise;
 * query.test.ts checks that both agree.
 */
export function slotsOf(group: LoadedSearchGroup, term: string, viaSearch = false): Slots {
  const map = (group.index as unknown as { map?: unknown }).map
  if (!viaSearch && map instanceof Map) return (map.get(term) as Slots | undefined) ?? NO_SLOTS
  const resolver = group.index.search(term, { resolve: false, limit: group.documents.length }) as Resolver
  return (resolver.result ?? NO_SLOTS) as Slots
}

function hasTerm(terms: readonly string[], term: string): boolean {
  const at = lowerBound(terms, term)
  return at < terms.length && terms[at] === term
}

/** One query word, as searched: the alternatives tried in order of quality. */
interface QueryWord {
  term: string
  /** The longer words of the vocabulary that the word being typed is a prefix of. */
  longer: string[]
  /** The parts, tried only when the whole word is not in the vocabulary. */
  parts: string[]
  /** Per part, its longer words (for the last part of a word being typed; otherwise none). */
  partsLonger: string[][]
}

/** What one query word looks up in one group: FlexSearch's slots of each alternative term. */
interface WordPlan {
  bit: number
  /** The exact word, then the longer words it is a prefix of, with their match quality. */
  terms: { slots: Slots; quality: number }[]
  /** Per part, the slots of the part and of its longer words. */
  parts: Slots[][]
  /** How many postings the word visits (when asked for), to search the rarest words first. */
  size: number
}

function postings(slots: Slots): number {
  let size = 0
  for (const ids of slots) if (ids) size += ids.length
  return size
}

function planWord(group: LoadedSearchGroup, word: QueryWord, bit: number, measure: boolean): WordPlan {
  const terms = [{ slots: slotsOf(group, word.term), quality: QUALITY_EXACT }]
  for (const longer of word.longer) {
    const slots = slotsOf(group, longer)
    if (slots.length) terms.push({ slots, quality: QUALITY_PREFIX })
  }
  const parts = word.parts.map((part, n) => [
    slotsOf(group, part),
    ...word.partsLonger[n].map((longer) => slotsOf(group, longer)),
  ])
  let size = 0
  if (measure) {
    for (const term of terms) size += postings(term.slots)
    // Rarest part first: the common parts then only confirm the few documents already found.
    const partSizes = parts.map((alternatives) => alternatives.reduce((n, slots) => n + postings(slots), 0))
    const order = parts.map((_, n) => n).sort((a, b) => partSizes[a] - partSizes[b])
    const sorted = order.map((n) => parts[n])
    parts.splice(0, parts.length, ...sorted)
    for (const n of order) size += partSizes[n]
  }
  return { bit, terms, parts, size }
}

/** Where a group's matches go (see `search`). */
interface GroupPass {
  docPass: number
  documents: number[]
  /** Whether a document not found so far (in this group, or as a key of an earlier group) can
   * still reach the results; when not, only known documents are updated. */
  admitNew: boolean
  keyOf: Uint32Array
  keyPass: number
}

/**
 * Adds one query word's matches in a group to the documents' words and scores (`scratch.doc*`;
 * documents first seen are pushed onto `pass.documents`). A document takes the first alternative
 * that finds it: the exact word, then longer words it is a prefix of, then all of its parts.
 */
function matchWord(scratch: Scratch, resolution: number, plan: WordPlan, pass: GroupPass): void {
  const { wordStamp, partStamp, partPosition, docStamp, docWords, docScore, keyStamp } = scratch
  const { docPass, documents, admitNew, keyOf, keyPass } = pass
  const wordPass = scratch.next()
  const bit = plan.bit
  const add = (position: number, quality: number, positionScore: number) => {
    wordStamp[position] = wordPass
    if (docStamp[position] !== docPass) {
      if (!admitNew && keyStamp[keyOf[position]] !== keyPass) return
      docStamp[position] = docPass
      docWords[position] = 0
      docScore[position] = 0
      documents.push(position)
    }
    docWords[position] |= bit
    docScore[position] += quality * 50 + positionScore * 10
  }

  for (const { slots, quality } of plan.terms) {
    for (let slot = 0; slot < slots.length; slot++) {
      const ids = slots[slot]
      if (!ids) continue
      const positionScore = 1 - slot / resolution
      for (let n = 0; n < ids.length; n++) if (wordStamp[ids[n]] !== wordPass) add(ids[n], quality, positionScore)
    }
  }
  if (!plan.parts.length) return

  // partStamp[position] = base + (number of parts matched so far, in order) during this pass.
  const parts = plan.parts
  const base = scratch.next(parts.length + 1)
  const started: number[] = []
  parts.forEach((alternatives, n) => {
    for (const slots of alternatives) {
      for (let slot = 0; slot < slots.length; slot++) {
        const ids = slots[slot]
        if (!ids) continue
        const positionScore = 1 - slot / resolution
        for (const position of ids) {
          const matched = partStamp[position] >= base ? partStamp[position] - base : 0
          if (matched !== n) continue
          if (n === 0) {
            partPosition[position] = positionScore
            started.push(position)
          } else if (positionScore < partPosition[position]) {
            partPosition[position] = positionScore
          }
          partStamp[position] = base + n + 1
        }
      }
    }
  })
  for (const position of started) {
    if (partStamp[position] === base + parts.length && wordStamp[position] !== wordPass)
      add(position, QUALITY_PARTS, partPosition[position])
  }
}

/**
 * The score that `limit` keys found so far are sure to reach (a lower bound of the limit-th best
 * score: later groups only add words to a key).
 */
function scoreToBeat(
  keys: number[],
  keyWords: Uint32Array,
  keyGroup: Uint8Array,
  typeOf: number[],
  limit: number,
): number {
  if (keys.length < limit) return -Infinity
  // Buckets by (words matched, type).
  const counts = new Uint32Array((MAX_QUERY_WORDS + 1) * 5)
  for (const key of keys) counts[WORD_COUNT[keyWords[key]] * 5 + (4 - typeOf[keyGroup[key]])]++
  let seen = 0
  for (let bucket = counts.length - 1; bucket >= 0; bucket--) {
    seen += counts[bucket]
    if (seen >= limit) return Math.floor(bucket / 5) * 1000 + (bucket % 5) * 100
  }
  return -Infinity
}

/** Number of words matched, for every mask of up to MAX_QUERY_WORDS words. */
const WORD_COUNT = Uint8Array.from({ length: 1 << MAX_QUERY_WORDS }, (_, mask) => {
  let count = 0
  for (let m = mask; m; m &= m - 1) count++
  return count
})

function normalizeCtx(ctx: string | null | undefined): string {
  return typeof ctx === "string" ? ctx.trim().replace(/^\/+|\/+$/g, "") : ""
}

function safeDecode(url: string): string {
  try {
    return decodeURI(url)
  } catch {
    return url
  }
}

function inContext(url: string, ctx: string): boolean {
  if (!ctx) return true
  const root = `/${ctx}`
  return [url, safeDecode(url)].some((u) => u === root || u.startsWith(`${root}/`))
}

/** Puts each section right after its page when the page is among the results, and marks the tree. */
export function arrangeTree(results: SearchResult[]): SearchResult[] {
  // A page-level result is the page's title, or its description, keywords or intro (anchor "").
  const isPageLevel = (result: SearchResult) => result.type === 0 || result.document.h === ""
  const positionOfPage = new Map<number, number>()
  results.forEach((result, n) => {
    if (isPageLevel(result) && !positionOfPage.has(result.page.i)) positionOfPage.set(result.page.i, n)
  })
  const anchorOf = (result: SearchResult, n: number) =>
    isPageLevel(result) ? n : (positionOfPage.get(result.page.i) ?? n)
  const ordered = results
    .map((result, n) => ({ result, n, anchor: anchorOf(result, n) }))
    .sort((a, b) => a.anchor - b.anchor || (a.n === a.anchor ? -1 : b.n === b.anchor ? 1 : a.n - b.n))
    .map(({ result }) => ({ ...result, isInterOfTree: false, isLastOfTree: false }))
  ordered.forEach((result, n) => {
    if (isPageLevel(result) || !positionOfPage.has(result.page.i)) return
    const next = ordered[n + 1]
    if (next && !isPageLevel(next) && next.page.i === result.page.i) result.isInterOfTree = true
    else result.isLastOfTree = true
  })
  return ordered
}

/**
 * Whether the groups still to come can no longer change the top `limit`: they can only add keys
 * of a worse type (which rank below `limit` keys that already match every word), or add words to
 * a key found so far (which matters while fewer than `limit` complete keys rank above its type).
 * Called once `limit` keys are complete.
 */
function cannotChange(
  keys: number[],
  keyWords: Uint32Array,
  keyGroup: Uint8Array,
  allWords: number,
  limit: number,
): boolean {
  const completeOfType = [0, 0, 0, 0, 0, 0]
  let complete = 0
  let firstPartialType = Infinity
  for (const key of keys) {
    if (keyWords[key] === allWords) {
      complete++
      completeOfType[keyGroup[key]]++
    } else if (keyGroup[key] < firstPartialType) {
      firstPartialType = keyGroup[key]
    }
  }
  if (complete < limit) return false
  if (firstPartialType === Infinity) return true
  let above = 0
  for (let type = 0; type < firstPartialType; type++) above += completeOfType[type]
  return above >= limit
}

interface Ranked {
  key: number
  document: SearchDocument
  score: number
}

const ranksBefore = (a: Ranked, b: Ranked) => b.score - a.score || a.document.i - b.document.i

/** What the groups' matches add up to: one entry per (url, anchor) key, in `scratch.key*`. */
interface Collected {
  keys: number[]
  keyPass: number
}

/** Runs the words through every group (see the module comment), from titles to contents. */
function collect(
  scratch: Scratch,
  loaded: LoadedSearchIndex,
  words: QueryWord[],
  limit: number,
  ctx: string,
): Collected {
  const { docWords, docScore, keyStamp, keyWords, keyScore, keyGroup, keyDocument } = scratch
  const keyPass = scratch.next()
  const keys: number[] = []
  const allWords = 2 ** words.length - 1
  const bounded = limit <= 64
  const groupCount = loaded.groups.length
  const typeOf: number[] = []
  for (const group of loaded.groups) typeOf.push(group.type)
  let complete = 0

  for (let g = 0; g < groupCount; g++) {
    const group = loaded.groups[g]
    const keyOf = scratch.keyOf[g]
    const pass: GroupPass = { docPass: scratch.next(), documents: [], admitNew: true, keyOf, keyPass }
    // In the last group (section contents, the largest), rarest words first: once the words left
    // could only give a new document a score below what `limit` keys already have, the common
    // words just add to the documents found. (In an earlier group a document that looks hopeless
    // may still gain words from a later group's documents of its key, so nothing is skipped.)
    const last = g === groupCount - 1
    const toBeat = bounded && last ? scoreToBeat(keys, keyWords, keyGroup, typeOf, limit) : -Infinity
    const plans: WordPlan[] = []
    for (let w = 0; w < words.length; w++) plans.push(planWord(group, words[w], 1 << w, last))
    if (last) plans.sort(bySize)
    for (let n = 0; n < plans.length; n++) {
      pass.admitNew = (words.length - n) * 1000 + (4 - group.type) * 100 + 60 >= toBeat
      matchWord(scratch, group.resolution, plans[n], pass)
    }
    const documents = pass.documents
    for (let n = 0; n < documents.length; n++) {
      const position = documents[n]
      if (ctx && !inContext(group.documents[position].u, ctx)) continue
      const key = keyOf[position]
      const wasComplete = keyStamp[key] === keyPass && keyWords[key] === allWords
      if (keyStamp[key] !== keyPass) {
        // Groups come in type order: the first document of a key has its best type, and stands
        // for the key; later ones only add the words they match.
        keyStamp[key] = keyPass
        keyWords[key] = docWords[position]
        keyScore[key] = docScore[position]
        keyGroup[key] = g
        keyDocument[key] = position
        keys.push(key)
      } else {
        keyWords[key] |= docWords[position]
      }
      if (!wasComplete && keyWords[key] === allWords) complete++
    }
    if (bounded && complete >= limit && !last && cannotChange(keys, keyWords, keyGroup, allWords, limit)) break
  }
  return { keys, keyPass }
}

const bySize = (a: WordPlan, b: WordPlan) => a.size - b.size

/**
 * The `limit` best keys, best first. Words matched, then the group, then match quality and
 * position (at most 60 a word, averaged): each term stays below the step of the one before it,
 * so the score alone orders the results; ties go to the lower document id.
 */
function rank(scratch: Scratch, loaded: LoadedSearchIndex, keys: number[], wordCount: number, limit: number): Ranked[] {
  const { keyWords, keyScore, keyGroup, keyDocument, idOf } = scratch
  const bounded = limit <= 64
  const ranked: Ranked[] = []
  let worst = -Infinity
  let worstId = 0
  for (let n = 0; n < keys.length; n++) {
    const key = keys[n]
    const g = keyGroup[key]
    const score = WORD_COUNT[keyWords[key]] * 1000 + (4 - loaded.groups[g].type) * 100 + keyScore[key] / wordCount
    if (
      bounded &&
      ranked.length >= limit &&
      (score < worst || (score === worst && idOf[g][keyDocument[key]] > worstId))
    )
      continue
    const entry: Ranked = { key, document: loaded.groups[g].documents[keyDocument[key]], score }
    if (!bounded) {
      ranked.push(entry)
      continue
    }
    let at = ranked.length
    while (at > 0 && ranksBefore(entry, ranked[at - 1]) < 0) at--
    ranked.splice(at, 0, entry)
    if (ranked.length > limit) ranked.pop()
    const last = ranked[ranked.length - 1]
    worst = last.score
    worstId = last.document.i
  }
  if (!bounded) ranked.sort(ranksBefore).splice(limit)
  return ranked
}

/** Searches the index; see the module comment for matching and ranking. Never throws on any input. */
export function search(loaded: LoadedSearchIndex, query: string, options: SearchOptions = {}): SearchResult[] {
  const text = typeof query === "string" ? query.slice(0, MAX_QUERY_LENGTH) : ""
  const typed = queryWords(text, { dictionary: loaded.dictionary })
  if (!typed.length || !loaded.groups.length) return []
  const typingLast = !/\s$/.test(text)
  const words: QueryWord[] = []
  const seen = new Set<string>()
  for (let w = 0; w < typed.length; w++) {
    const { term, parts } = typed[w]
    const typing = typingLast && w === typed.length - 1
    // A word typed twice is one word ("all words matched" counts it once).
    if (seen.has(`${term}${typing ? "*" : ""}`)) continue
    seen.add(`${term}${typing ? "*" : ""}`)
    const longer = typing ? expandPrefix(loaded.terms, term) : []
    const known = !parts.length || longer.length > 0 || hasTerm(loaded.terms, term)
    words.push({
      term,
      longer,
      parts: known ? [] : parts,
      partsLonger: known
        ? []
        : parts.map((part, n) => (typing && n === parts.length - 1 ? expandPrefix(loaded.terms, part) : [])),
    })
  }
  const ctx = normalizeCtx(options?.ctx)
  const limit = options?.limit === undefined || !(options.limit > 0) ? MAX_SEARCH_RESULTS : options.limit

  const scratch = scratchFor(loaded)
  const { keys } = collect(scratch, loaded, words, limit, ctx)
  const ranked = rank(scratch, loaded, keys, words.length, limit)
  const tokens = termsOfWords(typed)
  return arrangeTree(
    ranked.map(({ key, document, score }) => ({
      document,
      type: loaded.groups[scratch.keyGroup[key]].type,
      page: loaded.pages.get(document.p) ?? document,
      tokens,
      score: Math.round(score * 1000) / 1000,
      isInterOfTree: false,
      isLastOfTree: false,
    })),
  )
}
