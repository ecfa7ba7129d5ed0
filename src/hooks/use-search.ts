import { useEffect, useState } from "react"
import type { SearchResult } from "../lib/search/query"
import type { SearchIndexState } from "./use-search-index"

export interface SearchOutcome {
  /** The query these results answer (the box keeps showing them while the next one loads). */
  query: string
  results: SearchResult[]
  /** A failed fetch of a shard or page file, as a sentence. */
  error: string | null
}

const NONE: SearchOutcome = { query: "", results: [], error: null }

/**
 * The first `limit` results of `query` once the index is loaded: searching fetches the shards of
 * the query's words and the page files of the results (split-index.ts), so results arrive a
 * moment after the keystroke; an answer to an older query is dropped.
 */
export function useSearch(state: SearchIndexState, query: string, limit: number, ctx: string | null = null) {
  const [outcome, setOutcome] = useState<SearchOutcome>(NONE)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (state.status !== "done" || !query.trim()) {
      setOutcome(NONE)
      return
    }
    let current = true
    state.engine.search(state.index, query, { limit, ctx }).then(
      (results) => current && setOutcome({ query, results, error: null }),
      (error: Error) => current && setOutcome({ query, results: [], error: error.message }),
    )
    return () => {
      current = false
    }
  }, [state, query, limit, ctx, attempt])
  return { outcome, retry: () => setAttempt((n) => n + 1) }
}

export interface SearchPageOutcome extends SearchOutcome {
  /** How many results the query has in all; `results` holds the first of them. */
  total: number
}

/**
 * Every result of `query` for the results page, the first `shown` with their documents: the page
 * files of the others are fetched only when the reader asks for more.
 */
export function useSearchPage(state: SearchIndexState, query: string, ctx: string | null, shown: number) {
  const [outcome, setOutcome] = useState<SearchPageOutcome>({ ...NONE, total: 0 })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (state.status !== "done" || !query.trim()) {
      setOutcome({ ...NONE, total: 0 })
      return
    }
    let current = true
    const { engine, index } = state
    engine
      .rankQuery(index, query, { ctx })
      .then(async ({ rows, tokens }) => ({
        total: rows.length,
        results: await engine.resultsOf(index, rows.slice(0, shown), tokens),
      }))
      .then(
        ({ total, results }) => current && setOutcome({ query, results, total, error: null }),
        (error: Error) => current && setOutcome({ query, results: [], total: 0, error: error.message }),
      )
    return () => {
      current = false
    }
  }, [state, query, ctx, shown, attempt])
  return { outcome, retry: () => setAttempt((n) => n + 1) }
}
