import React from "react"
import type { SearchIndexState } from "../../hooks/use-search-index"

/** The index while it loads, or its error with Retry (site-spec §8); nothing once it is loaded. */
export function SearchIndexStatus({ state, onRetry }: { state: SearchIndexState; onRetry: () => void }) {
  if (state.status === "loading") return <p className="search-status">Loading the search index…</p>
  if (state.status !== "error") return null
  return (
    <p className="search-status search-error" role="alert">
      {state.message}{" "}
      <button type="button" className="search-retry" onClick={onRetry}>
        Retry
      </button>
    </p>
  )
}
