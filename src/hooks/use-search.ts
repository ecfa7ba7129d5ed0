import { useEffect, useRef, useState } from "react"
import type { SearchResult } from "../lib/search/query"
import type { SearchEngine, SearchIndexState } from "./use-search-index"

/**
 * How long after a keystroke a search that needs files it has not loaded waits before it fetches
 * them, for the reader to pause: typing "iceberg" fetches what "iceberg" needs, not what i, ic,
 * ice… would. A keystroke that needs nothing new is answered at once.
 */
export const FETCH_PAUSE_MS = 150

export interface SearchOutcome {
  /** The query these results answer (the box keeps showing them while the next one loads). */
  query: string
  results: SearchResult[]
  /** False while the results of `query` are still coming in. */
  complete: boolean
  /** A failed fetch of a shard or result file, as a sentence. */
  error: string | null
}

const NONE: SearchOutcome = { query: "", results: [], complete: true, error: null }

/**
 * Runs `run` from what is loaded (`fetch` false); when it needs a file, runs it again with
 * fetching once `FETCH_PAUSE_MS` have passed since the query changed (`changedAt`) without a newer
 * one. Returns the cancel function.
 */
type IfCurrent = <A>(f: (a: A) => void) => (a: A) => void

function searchWhenPaused<T>(
  engine: SearchEngine,
  changedAt: number,
  run: (fetch: boolean, ifCurrent: IfCurrent) => Promise<T>,
  done: (value: T) => void,
  failed: (error: Error) => void,
): () => void {
  let current = true
  let timer: ReturnType<typeof setTimeout> | undefined
  const ifCurrent: IfCurrent = (f) => (a) => {
    if (current) f(a)
  }
  run(false, ifCurrent).then(ifCurrent(done), (error: Error) => {
    if (!(error instanceof engine.NeedsFetch)) return ifCurrent(failed)(error)
    const wait = Math.max(0, changedAt + FETCH_PAUSE_MS - Date.now())
    timer = setTimeout(() => run(true, ifCurrent).then(ifCurrent(done), ifCurrent(failed)), wait)
  })
  return () => {
    current = false
    clearTimeout(timer)
  }
}

/** When `query` last changed (a keystroke), for `searchWhenPaused`. */
function useChangedAt(query: string): number {
  const last = useRef({ query, at: 0 })
  if (last.current.query !== query) last.current = { query, at: Date.now() }
  return last.current.at
}

/**
 * The first `limit` results of `query` once the index is loaded. Searching fetches the shards of
 * the query's words and the result files of the results (split-index.ts); an answer to an older
 * query is dropped.
 */
export function useSearch(state: SearchIndexState, query: string, limit: number, ctx: string | null = null) {
  const [outcome, setOutcome] = useState<SearchOutcome>(NONE)
  const [attempt, setAttempt] = useState(0)
  const changedAt = useChangedAt(query)
  useEffect(() => {
    if (state.status !== "done" || !query.trim()) {
      setOutcome(NONE)
      return
    }
    const { engine, index } = state
    return searchWhenPaused(
      engine,
      changedAt,
      (fetch, ifCurrent) =>
        engine.search(index, query, {
          limit,
          ctx,
          fetch,
          onFirst: ifCurrent((results) => setOutcome({ query, results, complete: false, error: null })),
        }),
      (results) => setOutcome({ query, results, complete: true, error: null }),
      (error) => setOutcome({ query, results: [], complete: true, error: error.message }),
    )
  }, [state, query, limit, ctx, attempt, changedAt])
  return { outcome, retry: () => setAttempt((n) => n + 1) }
}

export interface SearchPageOutcome extends SearchOutcome {
  /** How many results the query has in all; `results` holds the first of them. */
  total: number
}

/**
 * Every result of `query` for the results page, the first `shown` with their documents: the
 * result files of the others are fetched only when the reader asks for more.
 */
export function useSearchPage(state: SearchIndexState, query: string, ctx: string | null, shown: number) {
  const [outcome, setOutcome] = useState<SearchPageOutcome>({ ...NONE, total: 0 })
  const [attempt, setAttempt] = useState(0)
  const changedAt = useChangedAt(query)
  useEffect(() => {
    if (state.status !== "done" || !query.trim()) {
      setOutcome({ ...NONE, total: 0 })
      return
    }
    const { engine, index } = state
    return searchWhenPaused(
      engine,
      changedAt,
      async (fetch) => {
        const { rows, tokens, words } = await engine.rankQuery(index, query, { ctx, fetch })
        const results = await engine.resultsOf(index, rows.slice(0, shown), tokens, fetch, undefined, words)
        return { total: rows.length, results }
      },
      ({ total, results }) => setOutcome({ query, results, total, complete: true, error: null }),
      (error) => setOutcome({ query, results: [], total: 0, complete: true, error: error.message }),
    )
  }, [state, query, ctx, shown, attempt, changedAt])
  return { outcome, retry: () => setAttempt((n) => n + 1) }
}
