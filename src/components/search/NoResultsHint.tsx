import React from "react"
import { Link } from "gatsby"
import * as status from "./search-status.module.css"

/** After "No results" (the box and /search/): what to try, and the docs index to browse instead. */
export function NoResultsHint({ onFollow }: { onFollow?: () => void }) {
  return (
    <p className={status.searchHint}>
      Try fewer words or other words for the same thing, or browse the{" "}
      <Link to="/docs/" onClick={onFollow}>
        documentation index
      </Link>
      .
    </p>
  )
}
