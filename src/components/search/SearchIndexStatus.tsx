import React from "react"
import type { SearchIndexState } from "../../hooks/use-search-index"
import * as status from "./search-status.module.css"

/** The index while it loads, or an error (docs/contract.md, "Errors") with Retry when trying again can help;
 * nothing once it is loaded. */
export function SearchIndexStatus({ state, onRetry }: { state: SearchIndexState; onRetry: () => void }) {
  if (state.status === "loading") return <p className={status.searchStatus}>Loading the search index…</p>
  if (state.status !== "error") return null
  return <SearchError message={state.message} onRetry={state.retry ? onRetry : null} />
}

export function SearchError({ message, onRetry }: { message: string; onRetry: (() => void) | null }) {
  return (
    <p className={`${status.searchStatus} ${status.searchError}`} role="alert">
      {message}
      {onRetry && (
        <>
          {" "}
          <button type="button" className={status.searchRetry} onClick={onRetry}>
            Retry
          </button>
        </>
      )}
    </p>
  )
}
