import { useCallback, useState } from "react"
import { graphql, useStaticQuery } from "gatsby"
import type { LoadedSearchIndex } from "../lib/search/index"
import type { search } from "../lib/search/query"
import { resolveIndexUrl, searchIndexUrl } from "../lib/search/url"

export type SearchIndexState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "done"; index: LoadedSearchIndex; search: typeof search }
  | { status: "error"; message: string }

/** One load per index URL for the whole visit, shared by the navbar box and the /search/ page. */
type Loaded = { index: LoadedSearchIndex; search: typeof search }
const loads = new Map<string, Promise<Loaded>>()

async function fetchIndex(url: string): Promise<Loaded> {
  // FlexSearch, the query code (tokenizer, ranking) and the index are loaded on first use, not
  // with every page (DESIGN.md): none of it is in the bundle every page evaluates.
  const [{ loadSearchIndex }, query, response] = await Promise.all([
    import("../lib/search/index"),
    import("../lib/search/query"),
    fetch(url, { credentials: "same-origin" }),
  ])
  if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${response.status}).`)
  const text = await response.text()
  try {
    return { index: loadSearchIndex(text), search: query.search }
  } catch {
    throw new Error("The search index could not be read.")
  }
}

/**
 * The search index of a docs version: idle until `load()` (first focus), then loading, then
 * done or error; `load()` again after an error retries. A `version` that resolves to another
 * origin fails with "Unexpected version url" and fetches nothing (site-spec §5).
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
    let url: string
    try {
      url = searchIndexUrl(resolveIndexUrl(window.location.href, "/", version), "", hash)
    } catch (error) {
      setState({ status: "error", message: (error as Error).message })
      return
    }
    setState((current) => (current.status === "done" ? current : { status: "loading" }))
    let pending = loads.get(url)
    if (!pending) {
      pending = fetchIndex(url)
      loads.set(url, pending)
      pending.catch(() => loads.delete(url))
    }
    pending.then(
      ({ index, search }) => setState({ status: "done", index, search }),
      (error: Error) => setState({ status: "error", message: error.message }),
    )
  }, [version, hash])
  return { state, load }
}
