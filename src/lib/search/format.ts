/**
 * The files of the split search index (spec §3 "Search index file", §7 "Search index"), shared by
 * the builder (build-index.ts) and the browser (split-index.ts). src/lib/search/README.md draws the layout.
 *
 * - The entry file, `search-index{dir}.json?_=<hash of its bytes>`: the spec's JSON array of five
 *   `{ documents, index }` groups in type order, holding only what the first keystroke needs.
 *   Group 0 (titles: one document per page) carries the tables every group shares: the page table
 *   (each page's section count and folder), the shard table and the folder of the page texts.
 *   Every group's `index` gives its FlexSearch resolution. Nothing in it grows with the text.
 * - Shards, `search-index/<hash>.json`: the five groups' FlexSearch maps for one range of terms,
 *   fetched for the query's terms (and the prefixes being typed). Named by their content.
 * - Result files, `search-index/<texts>/<key>.json`: one per key (a page, or one of its sections):
 *   what its result shows, title, breadcrumbs, anchor and the text its excerpt is cut from,
 *   fetched only for the results shown. `<texts>` names a hash of all of them, so a new build
 *   never mixes with an old one's files.
 */
import { SearchDocumentType } from "./documents"

/** Bumped when a file's shape changes, so that its bytes, and the entry's URL, change too. */
export const SEARCH_FORMAT = 2

/** Where the shards and page texts live, beside the entry file. */
export const SEARCH_FILES_DIR = "search-index"

/** FlexSearch's exported map: [term, slots], each slot the positions scored into it (or null),
 * delta-encoded (ascending positions become runs of small numbers). */
export type SerializedMap = [term: string, slots: (number[] | null)[]][]

/** A shard: the five groups' maps for the terms from its first term up to the next shard's. */
export type ShardFile = [SerializedMap, SerializedMap, SerializedMap, SerializedMap, SerializedMap]

/** [the shard's first term, cut to the shortest prefix that still sorts after the shard before it;
 * the shard's file name without ".json"]. */
export type ShardRef = [from: string, name: string]

export interface EntryPages {
  /** Each page's number of sections (h2/h3), in page order. */
  sections: number[]
  /** Each page's folder, as an index into `folders`. */
  folder: number[]
  /** The folders (routes with a trailing slash) `ctx` narrows results to. */
  folders: string[]
}

export interface EntryIndex {
  /** The FlexSearch resolution (score slots) of the group's index. */
  r: number
  /** The titles' group only: the format, the shard table, sorted by `from`, and the result files'
   * folder. */
  format?: number
  shards?: ShardRef[]
  texts?: string
}

export interface EntryGroup {
  /** The titles' group: the page table; the other groups' documents follow from it (documents.ts). */
  documents: EntryPages | []
  index: EntryIndex
}

export type EntryFile = EntryGroup[]

/** A key's result file as written: what its result shows, under one-letter keys (the files are
 * fetched per result; `decodeKeyFile` names the fields, and nothing past it reads these keys). */
export interface KeyFile {
  /** The page: URL, title, breadcrumbs. */
  u: string
  t: string
  b: string[]
  /** The section: anchor and heading; "" for the page itself. */
  h: string
  s: string
  /** The text its excerpt is cut from: the section's text, or the page's intro. */
  x: string
  /** The page itself: its description and keywords. */
  d?: string
  k?: string[]
  /** 1 when other pages have a section with this heading too ("Examples"). */
  r?: 1
}

/** A key's result file decoded: what its result shows, by name. */
export interface KeyText {
  /** The page: URL (percent-encoded route), title, breadcrumbs (its ancestors, outermost first). */
  url: string
  pageTitle: string
  breadcrumbs: string[]
  /** The section: anchor (without "#") and heading; "" for the page itself. */
  anchor: string
  heading: string
  /** The text its excerpt is cut from: the section's text, or the page's intro. */
  text: string
  /** The page itself: its description and keywords ("" and [] for a section). */
  description: string
  keywords: string[]
  /** Other pages have a section with this heading too ("Examples"). */
  headingRepeats: boolean
}

/** The one place the result files' keys are read. */
export function decodeKeyFile(file: KeyFile): KeyText {
  return {
    url: file.u,
    pageTitle: file.t,
    breadcrumbs: file.b,
    anchor: file.h,
    heading: file.s,
    text: file.x,
    description: file.d ?? "",
    keywords: file.k ?? [],
    headingRepeats: file.r === 1,
  }
}

/** Score slots per group (FlexSearch's resolution), and what the slots mean (build-index.ts
 * `impactSlot`): whole words in a short title or early in it, elsewhere, and identifier parts;
 * in section text, how much of the section is about the term (tf against length), then parts. */
export const GROUP_RESOLUTION: Readonly<Record<SearchDocumentType, number>> = {
  [SearchDocumentType.Title]: 3,
  [SearchDocumentType.Heading]: 3,
  [SearchDocumentType.Description]: 2,
  [SearchDocumentType.Keywords]: 2,
  [SearchDocumentType.Content]: 4,
}

export function isEntryFile(value: unknown): value is EntryFile {
  if (!Array.isArray(value) || value.length !== 5) return false
  const first = (value as EntryGroup[])[SearchDocumentType.Title]
  const pages = first?.documents as EntryPages | undefined
  return (
    value.every((group) => group && typeof group === "object" && group.index && Number(group.index.r) > 0) &&
    !!pages &&
    Array.isArray(pages.sections) &&
    Array.isArray(pages.folder) &&
    Array.isArray(pages.folders) &&
    Array.isArray(first.index.shards) &&
    typeof first.index.texts === "string"
  )
}

export function isShardFile(value: unknown): value is ShardFile {
  return Array.isArray(value) && value.length === 5 && value.every((map) => Array.isArray(map))
}

export function isKeyFile(value: unknown): value is KeyFile {
  const file = value as KeyFile
  return (
    !!file &&
    typeof file.u === "string" &&
    typeof file.t === "string" &&
    Array.isArray(file.b) &&
    typeof file.h === "string" &&
    typeof file.x === "string"
  )
}

export function deltaEncode(ids: readonly number[]): number[] {
  const sorted = [...ids].sort((a, b) => a - b)
  return sorted.map((id, n) => (n ? id - sorted[n - 1] : id))
}

export function deltaDecode(deltas: readonly number[]): number[] {
  const ids = new Array<number>(deltas.length)
  let id = 0
  for (let n = 0; n < deltas.length; n++) ids[n] = id = n ? id + deltas[n] : deltas[n]
  return ids
}

/** The shard that holds `term`: the last whose `from` sorts at or before it (-1: none). */
export function shardOf(shards: readonly ShardRef[], term: string): number {
  let low = 0
  let high = shards.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (shards[middle][0] <= term) low = middle + 1
    else high = middle
  }
  return low - 1
}

/**
 * The shards that hold terms starting with `prefix`, in order: the one `prefix` itself falls in,
 * then those whose `from` starts with it (a cut `from` that follows a shard holding such terms is
 * longer than the prefix, so it starts with it too).
 */
export function shardsOfPrefix(shards: readonly ShardRef[], prefix: string): number[] {
  const first = shardOf(shards, prefix)
  const found = first >= 0 ? [first] : []
  for (let n = first + 1; n < shards.length && shards[n][0].startsWith(prefix); n++) found.push(n)
  return found
}
