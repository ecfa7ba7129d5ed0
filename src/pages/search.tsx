import React, { useEffect, useState } from "react"
import { Link, type PageProps } from "gatsby"
import { Seo } from "../components/seo/Seo"
import { useSearchIndex } from "../hooks/use-search-index"
import { useSearchPage } from "../hooks/use-search"
import { SearchResultView } from "../components/search/SearchResultView"
import { SearchError, SearchIndexStatus } from "../components/search/SearchIndexStatus"
import { NoResultsHint } from "../components/search/NoResultsHint"
import * as pageNarrow from "../styles/page-narrow.module.css"
import { partialMatchNotice, resultHref } from "../lib/search/results"
import * as buttons from "../styles/button.module.css"
import * as status from "../components/search/search-status.module.css"
import * as styles from "./search.module.css"

/** Results shown at first, and added by each "Show more results" (their page files are fetched then). */
const RESULTS_PER_STEP = 30

interface Params {
  q: string
  ctx: string | null
  version: string | null
}

function params(search: string): Params {
  const p = new URLSearchParams(search)
  return { q: p.get("q") ?? "", ctx: p.get("ctx"), version: p.get("version") }
}

/**
 * Every result of `q` (not just 8), narrowed to `ctx` when given, from the index of `version`
 * (docs/contract.md, "Routes"; docs/decisions.md, "Search parameters"). Typing updates `q` in the address bar.
 *
 * The server does not know the query, so the page renders the same frame on the server and in
 * the first client render (no hydration mismatch, no prompt shown for a query that is there),
 * and fills it once mounted. Nothing above the results changes height as they arrive (the status
 * line keeps one line, the page keeps the window's height), so the layout does not shift.
 */
export const Head = () => (
  <Seo title="Search" description="Search every page of the Tachyon documentation." path="/search/" />
)

export default function SearchPage({ location }: PageProps) {
  const [initial, setInitial] = useState<Params | null>(null)
  const [query, setQuery] = useState("")
  const [shown, setShown] = useState(RESULTS_PER_STEP)
  useEffect(() => {
    const next = params(location.search)
    setInitial(next)
    setQuery(next.q)
  }, [location.search])
  const { state, load } = useSearchIndex(initial?.version ?? null)
  useEffect(() => {
    if (initial) load()
  }, [initial, load])
  const ctx = initial?.ctx ?? null
  const { outcome, retry } = useSearchPage(state, query, ctx, shown)
  useEffect(() => setShown(RESULTS_PER_STEP), [query])

  const update = (value: string) => {
    setQuery(value)
    const next = new URLSearchParams(window.location.search)
    if (value) next.set("q", value)
    else next.delete("q")
    const qs = next.toString()
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${qs ? `?${qs}` : ""}`)
  }
  const hasQuery = query.trim() !== ""
  // The results of the last answered query stay while the next one loads (no flicker as one types).
  const answered = hasQuery && state.status === "done" && outcome.query !== "" && !outcome.error
  const under = ctx ? ` under /${ctx.replace(/^\/+|\/+$/g, "")}/` : ""
  const partial = answered ? partialMatchNotice(outcome.results) : null
  return (
    <main className={`${pageNarrow.pageNarrow} ${styles.searchPage}`}>
      <h1>Search the documentation</h1>
      <input
        type="search"
        className={styles.searchPageInput}
        aria-label="Search the documentation"
        placeholder={initial ? "Type a word, a key or a reject code" : undefined}
        value={query}
        onChange={(event) => update(event.target.value)}
      />
      <div className={styles.searchPageStatus}>
        {initial && !hasQuery && (
          <p className={styles.searchPagePrompt}>
            Type a query: a word, a configuration key (<code>journal.fsync</code>), a FIX tag (<code>35=D</code>) or a
            reject code (<code>TRJ-1005</code>){under ? `; results${under}` : ""}.
          </p>
        )}
        {hasQuery && <SearchIndexStatus state={state} onRetry={load} />}
        {hasQuery && outcome.error && <SearchError message={outcome.error} onRetry={retry} />}
        {answered && (
          <p className={styles.searchPageCount} aria-live="polite">
            {outcome.total ? `${outcome.total} result${outcome.total === 1 ? "" : "s"}${under}` : `No results${under}`}
            {partial && <span className={status.searchPartial}>. {partial}</span>}
          </p>
        )}
      </div>
      {answered && !outcome.total && <NoResultsHint />}
      {answered && (
        <>
          <ol className={styles.searchPageResults}>
            {outcome.results.map((result) => (
              <li key={`${result.document.url}#${result.document.anchor}`}>
                <Link to={resultHref(result)} className={styles.searchPageResult}>
                  <SearchResultView result={result} />
                </Link>
              </li>
            ))}
          </ol>
          {outcome.total > outcome.results.length && (
            <button
              type="button"
              className={`${buttons.button} ${styles.searchPageMore}`}
              onClick={() => setShown((n) => n + RESULTS_PER_STEP)}
            >
              Show more results
            </button>
          )}
        </>
      )}
    </main>
  )
}
