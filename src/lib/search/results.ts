/**
 * Ranked keys become what readers see (docs/contract.md, "What the site keeps"): the best few per page, each page
 * at the rank of its best key, its first row standing for it and the others drawn as a tree under
 * it; then, once the result files of the rows shown are loaded, each row's document, title,
 * trail and excerpt text.
 */
import { SearchDocumentType, type SearchDocument } from "./documents"
import type { KeyText } from "./format"
import { withHighlightParams } from "./highlight-params"
import type { TokensOf } from "./matching"
import type { RankedKey } from "./ranking"
import type { SplitIndex } from "./split-index"

/** Suggestions in the navbar box (docs/contract.md, "Constants"). */
export const MAX_SEARCH_RESULTS = 8

/** Rows per page: its best match and two more of its sections, so that one page with six
 * "Examples" sections does not fill the suggestions. */
export const MAX_ROWS_PER_PAGE = 3

export interface SearchRow extends RankedKey {
  /** A row drawn under the page's first row, with more rows of the page after it. */
  isInterOfTree: boolean
  /** The last row drawn under the page's first row. */
  isLastOfTree: boolean
}

export interface SearchResult {
  document: SearchDocument
  /** The document's group: 0 a page title; above 0 something within a page. */
  type: SearchDocumentType
  /** The title document of the page the result is on. */
  page: SearchDocument
  /** The terms to mark: what the reader typed, and the other forms of its words the page holds. */
  tokens: string[]
  score: number
  /** The key matches every word of the query. */
  allWords: boolean
  /** The query's words it matches, in query order. */
  matchedWords: string[]
  /** The query's words as searched (stop words out, each once). */
  queryWords: string[]
  isInterOfTree: boolean
  isLastOfTree: boolean
  /** A section whose heading other pages have too ("Examples"): shown with its page's title. */
  headingRepeats: boolean
}

/** The rows of ranked keys: pages in the order of their best key, at most `MAX_ROWS_PER_PAGE` each. */
export function arrangeRows(ranked: readonly RankedKey[]): SearchRow[] {
  const byPage = new Map<number, RankedKey[]>()
  for (const entry of ranked) {
    const rows = byPage.get(entry.page)
    if (!rows) byPage.set(entry.page, [entry])
    // A further row must answer as much of the query as the page's first one.
    else if (
      rows.length < MAX_ROWS_PER_PAGE &&
      entry.allWords === rows[0].allWords &&
      entry.coverage >= rows[0].coverage - 1e-9
    )
      rows.push(entry)
  }
  return [...byPage.values()].flatMap((rows) =>
    rows.map((entry, n) => ({
      ...entry,
      isInterOfTree: n > 0 && n < rows.length - 1,
      isLastOfTree: n > 0 && n === rows.length - 1,
    })),
  )
}

/** A row's document, from its result file (documents.ts: what each type shows). */
export function rowDocument(index: SplitIndex, row: RankedKey, file: KeyText): SearchDocument {
  const table = index.table
  const position = table.positionIn(row.type, row.key)
  const id = table.documentId(row.type, Math.max(0, position))
  const base = { id, pageId: row.page, url: file.url, breadcrumbs: file.breadcrumbs }
  if (row.section) return { ...base, anchor: file.anchor, title: file.heading, section: file.heading, text: file.text }
  const text =
    row.type === SearchDocumentType.Keywords
      ? file.keywords.join(", ")
      : row.type === SearchDocumentType.Content
        ? file.text
        : file.description || file.text
  return { ...base, anchor: "", title: file.pageTitle, section: "", text }
}

/** The title document of a page. */
export function pageDocument(page: number, file: KeyText): SearchDocument {
  return {
    id: page,
    pageId: page,
    url: file.url,
    anchor: "",
    title: file.pageTitle,
    section: "",
    breadcrumbs: file.breadcrumbs,
  }
}

/**
 * The results of rows, their result files loaded (fetched only for these rows). `onFirst` is
 * given the first results as soon as their files are in (the files arrive in waves on a slow
 * connection), before the promise settles with all of them.
 */
export async function resultsOf(
  index: SplitIndex,
  rows: readonly SearchRow[],
  tokens: readonly string[] | TokensOf,
  fetch = true,
  onFirst?: (results: SearchResult[]) => void,
  words: readonly string[] = [],
): Promise<SearchResult[]> {
  const files: (KeyText | undefined)[] = rows.map(() => undefined)
  const resultOf = (row: SearchRow, file: KeyText): SearchResult => ({
    document: rowDocument(index, row, file),
    type: row.type,
    page: pageDocument(row.page, file),
    tokens: typeof tokens === "function" ? tokens(row.page) : [...tokens],
    score: Math.round(row.score * 1000) / 1000,
    allWords: row.allWords,
    matchedWords: words.filter((_, w) => row.matched & (1 << w)),
    queryWords: [...words],
    isInterOfTree: row.isInterOfTree,
    isLastOfTree: row.isLastOfTree,
    headingRepeats: row.section > 0 && file.headingRepeats,
  })
  let shown = 0
  await Promise.all(
    rows.map(async (row, n) => {
      files[n] = await index.keyText(row.key, fetch)
      let ready = shown
      while (ready < rows.length && files[ready]) ready++
      if (onFirst && ready > shown && ready < rows.length)
        onFirst(rows.slice(0, ready).map((r, m) => resultOf(r, files[m]!)))
      shown = ready
    }),
  )
  return rows.map((row, n) => resultOf(row, files[n]!))
}

/** Where a result leads: its page and anchor, with one `_highlight` parameter per word the reader
 * typed (docs/contract.md, "The search box"), and not the other forms its words matched: the page
 * marks what was typed. */
export function resultHref(result: SearchResult): string {
  const { url, anchor } = result.document
  return withHighlightParams(
    anchor ? `${url}#${anchor}` : url,
    result.queryWords.length ? result.queryWords : result.tokens,
  )
}

/** The title a result shows: a section whose heading other pages have too gets its page's title. */
export function resultTitle(result: SearchResult): string {
  const { document, page } = result
  return result.headingRepeats ? `${page.title} › ${document.title}` : document.title
}

/** The trail under a result's title: the breadcrumbs, then the page's title for a section (but not
 * when the title shows it already), joined with " › " (docs/contract.md, "Constants"). */
export function resultTrail(result: SearchResult): string {
  const { document, page } = result
  const withPage = document.anchor !== "" && !result.headingRepeats
  return (withPage ? [...document.breadcrumbs, page.title] : document.breadcrumbs).join(" › ")
}

/**
 * What to say when no result holds every word of the query: "No page has all of “vwap zzz”;
 * showing pages with “vwap”". Null when one does, when there are none, or for a one-word query.
 */
export function partialMatchNotice(results: readonly SearchResult[]): string | null {
  const words = results[0]?.queryWords ?? []
  if (words.length < 2 || results.some((result) => result.allWords)) return null
  const matched = words.filter((word) => results.some((result) => result.matchedWords.includes(word)))
  const quoted = (list: readonly string[]) => list.map((word) => `“${word}”`)
  const showing = matched.length < words.length ? quoted(matched).join(" or ") : "some of them"
  return `No page has all of “${words.join(" ")}”; showing pages with ${showing}`
}
