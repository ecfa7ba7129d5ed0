import React from "react"
import { clsx } from "clsx"
import { Link } from "gatsby"
import type { SearchIndexState } from "../../hooks/use-search-index"
import type { SearchOutcome } from "../../hooks/use-search"
import { SearchResultView } from "./SearchResultView"
import { SearchError, SearchIndexStatus } from "./SearchIndexStatus"
import { partialMatchNotice, resultHref, type SearchResult } from "../../lib/search/results"
import { NoResultsHint } from "./NoResultsHint"
import * as styles from "./SearchBar.module.css"
import * as status from "./search-status.module.css"

interface Props {
  listId: string
  optionId: (n: number) => string
  hidden: boolean
  query: string
  state: SearchIndexState
  outcome: SearchOutcome
  active: number
  onLoad: () => void
  onRetrySearch: () => void
  onActivate: (n: number) => void
  onPick: (result: SearchResult) => void
  onSeeAll: () => void
}

/** The navbar box's panel: the suggestions, and at its foot "See all results" with the keys. */
export function SearchSuggestions(props: Props) {
  const { listId, optionId, hidden, query, state, outcome, active } = props
  const answered = state.status === "done" && outcome.query === query && outcome.complete
  const none = answered && !outcome.error && outcome.results.length === 0
  const partial = answered ? partialMatchNotice(outcome.results) : null
  return (
    <div className={styles.searchPanel} hidden={hidden}>
      <SearchIndexStatus state={state} onRetry={props.onLoad} />
      {outcome.error && <SearchError message={outcome.error} onRetry={props.onRetrySearch} />}
      {none && (
        <div className={status.searchStatus}>
          {/* search-none has no style: a plain class, kept so the markup is unchanged. */}
          <p className="search-none">No results</p>
          <NoResultsHint onFollow={props.onSeeAll} />
        </div>
      )}
      {partial && <p className={`${status.searchStatus} ${status.searchPartial}`}>{partial}</p>}
      <ul
        className={styles.searchResults}
        role="listbox"
        id={listId}
        aria-label="Search suggestions"
        data-query={answered ? outcome.query : undefined}
      >
        {outcome.results.map((result, n) => (
          <li
            key={`${result.document.url}#${result.document.anchor}`}
            id={optionId(n)}
            role="option"
            aria-selected={n === active}
            data-href={resultHref(result)}
            className={clsx(styles.searchOption, n === active && styles.isActive)}
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => props.onActivate(n)}
            onClick={() => props.onPick(result)}
          >
            <SearchResultView result={result} />
          </li>
        ))}
      </ul>
      <div className={styles.searchFooter}>
        {/* "See all results" of nothing would open an equally empty page. */}
        {!none && (
          <Link className={styles.searchSeeAll} to={`/search/?q=${encodeURIComponent(query)}`} onClick={props.onSeeAll}>
            See all results
          </Link>
        )}
        <span className={styles.searchKeys} aria-hidden="true">
          <kbd>↵</kbd> to select <kbd>↑</kbd>
          <kbd>↓</kbd> to navigate <kbd>esc</kbd> to close
        </span>
      </div>
    </div>
  )
}
