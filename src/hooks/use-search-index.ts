import { useCallback, useState } from "react"
import { graphql, useStaticQuery } from "gatsby"
import { fetchJson as fetchJsonWith } from "../lib/fetch-json"
import type { SplitIndex } from "../lib/search/split-index"
import { searchIndexBase, searchIndexUrl, UnknownVersionError } from "../lib/search/url"

/** The search code, loaded with the index on first use (see `fetchIndex`). */
export type SearchEngine = typeof import("../lib/search/query")

export type SearchIndexState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "done"; index: SplitIndex; engine: SearchEngine }
  /** `retry`: whether trying again can help (a failed request can; an unknown version cannot). */
  | { status: "error"; message: string; retry: boolean }

type Loaded = { index: SplitIndex; engine: SearchEngine }

/** Under `gatsby develop` the index answers edits: every focus fetches the entry file afresh. */
const DEVELOP = process.env.NODE_ENV === "development"

/** One load per index URL for the whole visit, shared by the navbar box and the /search/ page. */
const loads = new Map<string, Promise<Loaded>>()

/** The index's files: same-origin, past the HTTP cache under develop; errors name the search index. */
const fetchJson = (url: string): Promise<unknown> =>
  fetchJsonWith(fetch, url, "The search index", { credentials: "same-origin", cache: DEVELOP ? "no-store" : "default" })

async function fetchIndex(url: string, base: string): Promise<Loaded> {
  // FlexSearch, the search code and the entry file load on first use, not with every page
  // (docs/design.md, "Search at scale"): none of it is in the bundle every page evaluates.
  // The entry file and the code load side by side; the code is one chunk, named so that the
  // benchmark can weigh it (tests/bench/search-bench.mjs).
  const [entry, { SplitIndex }, engine] = await Promise.all([
    fetchJson(url),
    import(/* webpackChunkName: "search-engine" */ "../lib/search/split-index"),
    import(/* webpackChunkName: "search-engine" */ "../lib/search/query"),
  ])
  return { index: SplitIndex.of(entry, base, fetchJson), engine }
}

/** Whether `load()` has something to do: the index is not loaded, or failed in a way a retry can
 * mend, or it is `gatsby develop`, where each focus fetches the entry file afresh. */
export function needsLoad(state: SearchIndexState): boolean {
  return state.status === "idle" || (state.status === "error" && state.retry) || (DEVELOP && state.status === "done")
}

/**
 * The index of a docs version (`version`: the `version` query parameter, null for the site's
 * own), loaded once per visit and shared by whoever asks: the navbar box, the /search/ page. Throws,
 * fetching nothing, for a version on another origin or an unknown one.
 */
function loadSearchIndex(hash: string, version: string | null = null): Promise<Loaded> {
  const base = searchIndexBase(window.location.href, "/", version)
  const url = searchIndexUrl(base, "", hash)
  if (DEVELOP) loads.delete(url)
  let pending = loads.get(url)
  if (!pending) {
    pending = fetchIndex(url, base)
    loads.set(url, pending)
    pending.catch(() => loads.delete(url))
  }
  return pending
}

/**
 * The search index of a docs version: idle until `load()` (the box calls it on focus, or on the
 * first keystroke where prefetching is not allowed), then loading, then done or error; `load()`
 * again after an error retries. A `version` on another origin fails with "Unexpected version
 * url", an unknown one says so; neither fetches anything (docs/contract.md, "Checks"; docs/decisions.md, "Search parameters").
 */
export function useSearchIndex(version: string | null = null) {
  const data = useStaticQuery<Queries.SearchIndexHashQuery>(graphql`
    query SearchIndexHash {
      docsVersion(name: { eq: "current" }) {
        searchIndexHash
      }
    }
  `)
  const hash = data.docsVersion?.searchIndexHash ?? ""
  const [state, setState] = useState<SearchIndexState>({ status: "idle" })
  const load = useCallback(() => {
    let pending: Promise<Loaded>
    try {
      pending = loadSearchIndex(hash, version)
    } catch (error) {
      setState({ status: "error", message: (error as Error).message, retry: false })
      return
    }
    setState((current) => (current.status === "done" ? current : { status: "loading" }))
    pending.then(
      ({ index, engine }) => setState({ status: "done", index, engine }),
      (error: Error) =>
        setState({ status: "error", message: error.message, retry: !(error instanceof UnknownVersionError) }),
    )
  }, [version, hash])
  return { state, load }
}
