/**
 * The search index file (spec §3 "Search index file", §7 "Search index"): one FlexSearch index per
 * document group, built at build time with the shared tokenizer, exported to JSON, and imported
 * back in the browser.
 *
 * Size: each index uses the "strict" tokenizer (whole terms only, no prefixes stored); the query
 * expands the word being typed against the sorted vocabulary instead (query.ts). FlexSearch's
 * exported map (term → score slots → ids) is kept as it is, with three lossless savings: a
 * document's id in the index is its position in its group (small numbers), entries are sorted by
 * term (shared prefixes side by side for gzip), and each slot's ids are delta-encoded (ascending
 * ids become runs of small numbers). Measured on the 143 doc pages of the site (gzipped): the
 * delta encoding saves 15 %, the sorting 10 % more; three score slots cost 17 % more than one,
 * nine would cost 46 %. The `index` parts gzip to 214 KB, lunr's index of the same documents to
 * 618 KB (tests/bench/search-bench.mjs).
 */
import { Index } from "flexsearch"
import {
  buildSearchDocuments,
  indexedText,
  SEARCH_GROUPS,
  type SearchDocument,
  type SearchDocumentType,
  type SearchPage,
} from "./documents"
import { buildZhDictionary, tokenize, type ZhDictionary } from "./tokenize"

/** FlexSearch's exported "map": [term, slots], each slot the ids scored into it (or null). */
export type SerializedMap = [term: string, slots: (number[] | null)[]][]

export interface SerializedIndex {
  /** The FlexSearch `resolution` (number of score slots) the index was built with. */
  r: number
  /** The exported map, sorted by term, ids delta-encoded within each slot. */
  map: SerializedMap
}

export interface SearchIndexGroup {
  documents: SearchDocument[]
  index: SerializedIndex
}

/** The content of `search-index.json`: the five groups in type order. */
export type SearchIndexFile = SearchIndexGroup[]

/** Score slots per group: word position matters in titles and headings (a title that starts with
 * the word is the better hit), a little in section text, not in descriptions and keyword lists. */
export const GROUP_RESOLUTION: Readonly<Record<SearchDocumentType, number>> = { 0: 3, 1: 3, 2: 1, 3: 1, 4: 3 }

export interface LoadedSearchGroup {
  type: SearchDocumentType
  documents: SearchDocument[]
  index: Index
  resolution: number
  /** The group's terms, sorted. */
  terms: string[]
}

export interface LoadedSearchIndex {
  groups: LoadedSearchGroup[]
  /** Title documents by id: a result's `page`. */
  pages: Map<number, SearchDocument>
  /** Every group's terms, sorted, once each: the vocabulary a typed prefix expands against. */
  terms: string[]
  /** The Chinese words of the index, for cutting queries. */
  dictionary: ZhDictionary
}

/** Merges sorted term lists into one sorted list without duplicates. */
function mergeTerms(lists: string[][]): string[] {
  let merged: string[] = []
  for (const list of lists) {
    const next: string[] = []
    let a = 0
    let b = 0
    while (a < merged.length || b < list.length) {
      const term = b >= list.length || (a < merged.length && merged[a] <= list[b]) ? merged[a++] : list[b++]
      if (next[next.length - 1] !== term) next.push(term)
    }
    merged = next
  }
  return merged
}

function deltaEncode(ids: number[]): number[] {
  const sorted = [...ids].sort((a, b) => a - b)
  return sorted.map((id, n) => (n ? id - sorted[n - 1] : id))
}

function deltaDecode(deltas: number[]): number[] {
  const ids = new Array<number>(deltas.length)
  let id = 0
  for (let n = 0; n < deltas.length; n++) ids[n] = id = n ? id + deltas[n] : deltas[n]
  return ids
}

function compareTerms(a: [string, unknown], b: [string, unknown]): number {
  return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0
}

/** Builds the FlexSearch index of one group and exports it. */
export function buildGroupIndex(
  documents: SearchDocument[],
  type: SearchDocumentType,
  resolution = GROUP_RESOLUTION[type],
): SerializedIndex {
  const index = new Index({ tokenize: "strict", resolution, encode: (text: string) => tokenize(text) })
  documents.forEach((document, position) => index.add(position, indexedText(document, type)))
  const map: SerializedMap = []
  index.export((key: string, data: string) => {
    // "reg" (the ids) is rebuilt from the documents on import; "ctx" is empty (no context index).
    if (key.endsWith("map")) map.push(...(JSON.parse(data) as SerializedMap))
  })
  map.sort(compareTerms)
  return {
    r: resolution,
    map: map.map(([term, slots]) => [term, Array.from(slots, (ids) => (ids && ids.length ? deltaEncode(ids) : null))]),
  }
}

/** The whole content of `search-index.json`: `[{ documents, index }, ...]`, five groups. */
export function buildSearchIndexFile(pages: readonly SearchPage[]): SearchIndexFile {
  return buildSearchDocuments(pages).map((documents, type) => ({
    documents,
    index: buildGroupIndex(documents, SEARCH_GROUPS[type]),
  }))
}

function isSearchIndexFile(value: unknown): value is SearchIndexFile {
  return (
    Array.isArray(value) &&
    value.every(
      (group) =>
        group &&
        Array.isArray((group as SearchIndexGroup).documents) &&
        (group as SearchIndexGroup).index &&
        Array.isArray((group as SearchIndexGroup).index.map),
    )
  )
}

/** Imports one exported group into a FlexSearch index. */
export function importGroupIndex(group: SearchIndexGroup, type: SearchDocumentType): LoadedSearchGroup {
  const resolution = Number(group.index.r) || 1
  // Queries look up one already tokenized term at a time (query.ts), so the query-side encoder
  // passes the term through unchanged.
  const index = new Index({ tokenize: "strict", resolution, encode: (term: string) => [term] })
  const map: SerializedMap = group.index.map.map(([term, slots]) => [
    term,
    Array.from(slots, (deltas) => (deltas && deltas.length ? deltaDecode(deltas) : null)),
  ])
  // FlexSearch's import takes the exported JSON text or its parsed value (the types say text).
  index.import("reg", group.documents.map((_, position) => position) as unknown as string)
  index.import("map", map as unknown as string)
  const terms = map.map(([term]) => term)
  for (let n = 1; n < terms.length; n++) {
    if (terms[n - 1] > terms[n]) {
      terms.sort()
      break
    }
  }
  return { type, documents: group.documents, index, resolution, terms }
}

/** Loads `search-index.json` (parsed, or its text) into a searchable index. */
export function loadSearchIndex(fileContent: SearchIndexFile | string): LoadedSearchIndex {
  const file: unknown = typeof fileContent === "string" ? JSON.parse(fileContent) : fileContent
  if (!isSearchIndexFile(file)) throw new Error("Invalid search index file")
  const groups = file.slice(0, SEARCH_GROUPS.length).map((group, type) => importGroupIndex(group, SEARCH_GROUPS[type]))
  const pages = new Map<number, SearchDocument>()
  for (const document of groups[0]?.documents ?? []) pages.set(document.i, document)
  const terms = mergeTerms(groups.map((group) => group.terms))
  return { groups, pages, terms, dictionary: buildZhDictionary(terms) }
}
