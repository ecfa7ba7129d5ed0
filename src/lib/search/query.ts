/**
 * Searching the split index (docs/contract.md: "The search box", "What the site keeps", "Checks", "Constants"): the query's
 * words and what they match (matching.ts), the score of every key (ranking.ts), the rows readers
 * see (results.ts). The navbar box shows the first 8 rows, the results page all of them: one
 * ranking for both. Only the shards of the query's words, and the page files of the rows shown,
 * are fetched.
 */
import { askedAsTypedFirst, askingKeys } from "./asked"
import { caseTiesFirst, tiedKeys } from "./case-ties"
import { parseQuery, tokensOfPages, type TokensOf } from "./matching"
import { rankKeys, type RankedKey } from "./ranking"
import {
  arrangeRows,
  MAX_SEARCH_RESULTS,
  partialMatchNotice,
  resultsOf,
  type SearchResult,
  type SearchRow,
} from "./results"
import type { SplitIndex } from "./split-index"

export type { SearchResult } from "./results"
export { MAX_SEARCH_RESULTS, partialMatchNotice, resultsOf }
export { NeedsFetch } from "./split-index"

export interface SearchOptions {
  /** Only results under this docs path, e.g. "docs/api" (the `ctx` query parameter). */
  ctx?: string | null
  /** false: fetch nothing; reject with `NeedsFetch` when a file is missing (split-index.ts). */
  fetch?: boolean
  /** Given the first results as soon as they can be shown (results.ts `resultsOf`). */
  onFirst?: (results: SearchResult[]) => void
}

export interface RankedQuery {
  rows: SearchRow[]
  /** Per page, the terms its results mark (matching.ts `tokensOfPages`). */
  tokens: TokensOf
  /** The query's words as searched, for `partialMatchNotice`. */
  words: string[]
}

/** "docs/api" from " /docs/api/ "; "" for none. */
export function normalizeCtx(ctx: unknown): string {
  return typeof ctx === "string" ? ctx.trim().replace(/^\/+|\/+$/g, "") : ""
}

/** Every row of `query`, best first (nothing fetched but the shards it needs). Never throws on any
 * input; rejects when a fetch fails. */
export async function rankQuery(index: SplitIndex, query: unknown, options: SearchOptions = {}): Promise<RankedQuery> {
  const parsed = await parseQuery(index, query, options.fetch !== false)
  const ranked = rankKeys(index, parsed.words, normalizeCtx(options.ctx), parsed.question)
  const rows = arrangeRows(ranked)
  // The headings of tied rows among those the box shows, fetched as their results will be; one
  // that cannot be had now keeps its place.
  const headings = new Map<number, string>()
  await Promise.all(
    [...tiedKeys(rows, MAX_SEARCH_RESULTS), ...(parsed.question ? askingKeys(rows, MAX_SEARCH_RESULTS) : [])].map(
      async ({ key }) => {
        const text = await index.keyText(key, options.fetch !== false).catch(() => undefined)
        if (text) headings.set(key, text.heading)
      },
    ),
  )
  const text = typeof query === "string" ? query : ""
  const headingOf = (key: number) => headings.get(key)
  const reordered = (keys: RankedKey[]) => {
    const cased = caseTiesFirst(keys, text.split(/\s+/).filter(Boolean), headingOf)
    return parsed.question ? askedAsTypedFirst(cased, text, headingOf) : cased
  }
  return {
    rows: headings.size ? arrangeRows(reordered(ranked)) : rows,
    tokens: tokensOfPages(index, parsed),
    words: parsed.words.map((w) => w.term),
  }
}

/** The first `limit` results of `query` (8 by default, the navbar box), with their documents. */
export async function search(
  index: SplitIndex,
  query: unknown,
  options: SearchOptions & { limit?: number } = {},
): Promise<SearchResult[]> {
  const limit = options.limit === undefined || !(options.limit > 0) ? MAX_SEARCH_RESULTS : options.limit
  const { rows, tokens, words } = await rankQuery(index, query, options)
  return resultsOf(index, rows.slice(0, limit), tokens, options.fetch !== false, options.onFirst, words)
}
