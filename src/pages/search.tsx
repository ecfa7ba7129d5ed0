import React, { useEffect, useMemo, useState } from "react"
import { Link, type PageProps } from "gatsby"
import { Seo } from "../components/seo/Seo"
import { useSearchIndex } from "../hooks/use-search-index"
import { resultHref, SearchResultView } from "../components/search/SearchResultView"
import { SearchIndexStatus } from "../components/search/SearchIndexStatus"

function params(search: string) {
  const p = new URLSearchParams(search)
  return { q: p.get("q") ?? "", ctx: p.get("ctx"), version: p.get("version") }
}

/**
 * Every result of `q` (not just 8), narrowed to `ctx` when given, from the index of `version`
 * (site-spec §2, decisions.md). Typing updates `q` in the address bar.
 */
export default function SearchPage({ location }: PageProps) {
  // The server renders without a query string: the address is read after mount, so the first
  // client render matches the server HTML (no hydration error, #12). The index loads once the
  // address is read, so a load for the default version never answers after the one asked for.
  const [search, setSearch] = useState<string | null>(null)
  useEffect(() => setSearch(location.search), [location.search])
  const initial = useMemo(() => params(search ?? ""), [search])
  const [query, setQuery] = useState(initial.q)
  const { state, load } = useSearchIndex(initial.version)
  const addressRead = search !== null
  useEffect(() => {
    if (addressRead) load()
  }, [load, addressRead])
  useEffect(() => setQuery(initial.q), [initial.q])
  const results = useMemo(
    () => (state.status === "done" ? state.search(state.index, query, { limit: Infinity, ctx: initial.ctx }) : []),
    [state, query, initial.ctx],
  )
  const update = (value: string) => {
    setQuery(value)
    const next = new URLSearchParams(window.location.search)
    if (value) next.set("q", value)
    else next.delete("q")
    const qs = next.toString()
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${qs ? `?${qs}` : ""}`)
  }
  const hasQuery = query.trim() !== ""
  return (
    <main className="page-narrow search-page">
      <Seo title="Search" description="Search every page of the Tachyon documentation." path="/search/" />
      <h1>{hasQuery ? <>Search results for “{query}”</> : "Search the documentation"}</h1>
      <input
        type="search"
        className="search-page-input"
        aria-label="Search the documentation"
        placeholder="Type a word, a key or a reject code"
        value={query}
        onChange={(event) => update(event.target.value)}
      />
      {initial.ctx && <p className="search-page-context">Only pages under /{initial.ctx.replace(/^\/+/, "")}</p>}
      {!hasQuery && (
        <p className="search-page-prompt">
          Type a query: a word, a configuration key (`journal.fsync`), a FIX tag (`35=D`) or a reject code (`TRJ-1005`).
        </p>
      )}
      <SearchIndexStatus state={state} onRetry={load} />
      {hasQuery && state.status === "done" && (
        <>
          <p className="search-page-count" aria-live="polite">
            {results.length ? `${results.length} result${results.length === 1 ? "" : "s"}` : "No results"}
          </p>
          <ol className="search-page-results">
            {results.map((result) => (
              <li key={`${result.document.u}#${result.document.h}`}>
                <Link to={resultHref(result)} className="search-page-result">
                  <SearchResultView result={result} />
                </Link>
              </li>
            ))}
          </ol>
        </>
      )}
    </main>
  )
}
