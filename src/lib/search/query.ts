/**
 * Searching a loaded index (spec §2 "Navbar search box", §3 "Search result", §5, §9).
 *
 * A query word matches a document when the document holds the word whole, or all of its parts
 * (`journal-recover` finds "journal recover" too). The last word, while the reader is still typing
 * it (no space after it), also matches as a prefix: it is expanded against the sorted vocabulary,
 * since the index stores whole terms only (index.ts).
 *
 * Ranking, best first: more query words matched (all before some); then the group (titles, headings,
 * descriptions, keywords, contents); then exact before prefix or part matches; then the word's
 * position (FlexSearch's score slot); ties keep index order. One result per (url, anchor): the words
 * matched by the title, description, keywords and intro of a page count together for that page.
 */
import type { Resolver } from "flexsearch"
import { type SearchDocument, type SearchDocumentType } from "./documents"
import type { LoadedSearchGroup, LoadedSearchIndex } from "./index"
import { MAX_QUERY_LENGTH, queryWords, termsOfWords } from "./tokenize"

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
  /** At most this many results (spec §9: 8 suggestions); a non-positive or missing value gives 8,
   * `Infinity` all. */
  limit?: number
  /** Only results under this docs path, e.g. "docs/api" (the `ctx` query parameter). */
  ctx?: string | null
}

export const MAX_SEARCH_RESULTS = 8
/** How many vocabulary terms the typed prefix expands to, per group (the shortest are taken). */
export const MAX_PREFIX_TERMS = 40

const QUALITY_EXACT = 1
const QUALITY_PREFIX = 0.8
const QUALITY_PARTS = 0.6

/** position in the group → best score slot for one term or word */
type Hits = Map<number, number>
/** position → [quality, slot] */
type WordHits = Map<number, [number, number]>

function lowerBound(terms: string[], prefix: string): number {
  let low = 0
  let high = terms.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (terms[middle] < prefix) low = middle + 1
    else high = middle
  }
  return low
}

/** The group's terms that start with `prefix` (the prefix itself excluded), shortest first, capped. */
export function expandPrefix(terms: string[], prefix: string, max = MAX_PREFIX_TERMS): string[] {
  const found: string[] = []
  for (let n = lowerBound(terms, prefix); n < terms.length && terms[n].startsWith(prefix); n++) {
    if (terms[n] !== prefix) found.push(terms[n])
  }
  return found.length <= max ? found : found.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).slice(0, max)
}

class GroupSearch {
  private readonly cache = new Map<string, Hits>()
  constructor(private readonly group: LoadedSearchGroup) {}

  /** The documents holding `term`, each with its best score slot. */
  term(term: string): Hits {
    let hits = this.cache.get(term)
    if (!hits) {
      hits = new Map()
      const slots = (this.group.index.search(term, { resolve: false, limit: this.group.documents.length }) as Resolver).result
      for (let slot = 0; slot < slots.length; slot++) {
        const ids = slots[slot]
        if (!ids) continue
        for (const id of ids) if (!hits.has(id as number)) hits.set(id as number, slot)
      }
      this.cache.set(term, hits)
    }
    return hits
  }

  /** The documents holding a term that starts with `prefix` (but is not `prefix`). */
  prefix(prefix: string): Hits {
    const hits: Hits = new Map()
    for (const term of expandPrefix(this.group.terms, prefix)) {
      for (const [id, slot] of this.term(term)) {
        const best = hits.get(id)
        if (best === undefined || slot < best) hits.set(id, slot)
      }
    }
    return hits
  }

  /** The documents matching one query word, with the quality of the match. */
  word(term: string, parts: string[], typing: boolean): WordHits {
    const hits: WordHits = new Map()
    const offer = (id: number, quality: number, slot: number) => {
      const best = hits.get(id)
      if (!best || quality > best[0] || (quality === best[0] && slot < best[1])) hits.set(id, [quality, slot])
    }
    for (const [id, slot] of this.term(term)) offer(id, QUALITY_EXACT, slot)
    if (typing) for (const [id, slot] of this.prefix(term)) offer(id, QUALITY_PREFIX, slot)
    if (parts.length) {
      // Every part must be there; the last part of the word being typed may be a prefix.
      let common: Hits | null = null
      parts.forEach((part, n) => {
        const partHits = new Map(this.term(part))
        if (typing && n === parts.length - 1) {
          for (const [id, slot] of this.prefix(part)) if (!partHits.has(id)) partHits.set(id, slot)
        }
        if (common === null) common = partHits
        else {
          const next: Hits = new Map()
          for (const [id, slot] of common as Hits) {
            const other = partHits.get(id)
            if (other !== undefined) next.set(id, Math.max(slot, other))
          }
          common = next
        }
      })
      for (const [id, slot] of (common ?? new Map()) as Hits) offer(id, QUALITY_PARTS, slot)
    }
    return hits
  }
}

interface Candidate {
  document: SearchDocument
  type: SearchDocumentType
  /** Bit n set when query word n matched. */
  words: number
  /** Per word: best [quality, position score 0..1]. */
  best: ([number, number] | undefined)[]
}

function bitCount(mask: number): number {
  let count = 0
  for (let m = mask; m; m &= m - 1) count++
  return count
}

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
  const positionOfPage = new Map<number, number>()
  results.forEach((result, n) => {
    if (result.type === 0 && !positionOfPage.has(result.document.i)) positionOfPage.set(result.document.i, n)
  })
  const anchorOf = (result: SearchResult, n: number) => (result.type === 0 ? n : (positionOfPage.get(result.page.i) ?? n))
  const ordered = results
    .map((result, n) => ({ result, n, anchor: anchorOf(result, n) }))
    .sort((a, b) => a.anchor - b.anchor || (a.n === a.anchor ? -1 : b.n === b.anchor ? 1 : a.n - b.n))
    .map(({ result }) => ({ ...result, isInterOfTree: false, isLastOfTree: false }))
  ordered.forEach((result, n) => {
    if (result.type === 0 || !positionOfPage.has(result.page.i)) return
    if (n + 1 < ordered.length && ordered[n + 1].type !== 0 && ordered[n + 1].page.i === result.page.i) result.isInterOfTree = true
    else result.isLastOfTree = true
  })
  return ordered
}

interface Ranked {
  candidate: Candidate
  score: number
}

function scoreOf(candidate: Candidate, wordCount: number): number {
  let quality = 0
  let position = 0
  for (const best of candidate.best) {
    if (!best) continue
    quality += best[0]
    position += best[1]
  }
  // Words matched, then the group, then match quality, then position: each term is below the
  // step of the one before it, so the score alone orders the results.
  const score = bitCount(candidate.words) * 1000 + (4 - candidate.type) * 100 + (quality / wordCount) * 50 + (position / wordCount) * 10
  return Math.round(score * 1000) / 1000
}

const ranksBefore = (a: Ranked, b: Ranked) => b.score - a.score || a.candidate.document.i - b.candidate.document.i

/** The `limit` best candidates, best first (a bounded insertion for the usual 8, a sort for more). */
function topRanked(candidates: Iterable<Candidate>, wordCount: number, limit: number): Ranked[] {
  const ranked: Ranked[] = []
  if (limit > 64) {
    for (const candidate of candidates) ranked.push({ candidate, score: scoreOf(candidate, wordCount) })
    return ranked.sort(ranksBefore).slice(0, limit)
  }
  for (const candidate of candidates) {
    const entry = { candidate, score: scoreOf(candidate, wordCount) }
    if (ranked.length >= limit && ranksBefore(entry, ranked[ranked.length - 1]) >= 0) continue
    let at = ranked.length
    while (at > 0 && ranksBefore(entry, ranked[at - 1]) < 0) at--
    ranked.splice(at, 0, entry)
    if (ranked.length > limit) ranked.pop()
  }
  return ranked
}

/** Searches the index; see the module comment for matching and ranking. Never throws on any input. */
export function search(loaded: LoadedSearchIndex, query: string, options: SearchOptions = {}): SearchResult[] {
  const text = typeof query === "string" ? query.slice(0, MAX_QUERY_LENGTH) : ""
  const words = queryWords(text, { dictionary: loaded.dictionary })
  if (!words.length) return []
  const typing = !/\s$/.test(text)
  const tokens = termsOfWords(words)
  const ctx = normalizeCtx(options.ctx)

  // One candidate per (url, anchor); the words of all its documents count together.
  const candidates = new Map<string, Candidate>()
  for (const group of loaded.groups) {
    const groupSearch = new GroupSearch(group)
    const perDocument = new Map<number, Candidate>()
    words.forEach((word, w) => {
      const hits = groupSearch.word(word.term, word.parts, typing && w === words.length - 1)
      for (const [position, [quality, slot]] of hits) {
        const document = group.documents[position]
        if (!document || !inContext(document.u, ctx)) continue
        let candidate = perDocument.get(position)
        if (!candidate) perDocument.set(position, (candidate = { document, type: group.type, words: 0, best: [] }))
        candidate.words |= 1 << w
        candidate.best[w] = [quality, 1 - slot / group.resolution]
      }
    })
    for (const candidate of perDocument.values()) {
      const key = `${candidate.document.u}#${candidate.document.h}`
      const existing = candidates.get(key)
      if (!existing) {
        candidates.set(key, candidate)
        continue
      }
      // Groups come in type order, so the existing candidate has the better type: keep its document.
      existing.words |= candidate.words
      candidate.best.forEach((score, w) => {
        const best = existing.best[w]
        if (score && (!best || score[0] > best[0] || (score[0] === best[0] && score[1] > best[1]))) existing.best[w] = score
      })
    }
  }

  const limit = options.limit === undefined || !(options.limit > 0) ? MAX_SEARCH_RESULTS : options.limit
  const best = topRanked(candidates.values(), words.length, limit)
  const results = best.map(({ candidate, score }): SearchResult => ({
    document: candidate.document,
    type: candidate.type,
    page: loaded.pages.get(candidate.document.p) ?? candidate.document,
    tokens,
    score,
    isInterOfTree: false,
    isLastOfTree: false,
  }))
  return arrangeTree(results)
}
