import React from "react"
import { excerpt, highlight } from "../../lib/search/excerpt"
import { resultTitle, resultTrail, type SearchResult } from "../../lib/search/results"

/**
 * Title, trail and an excerpt of at most 50 characters with the matched text in <mark>.
 * Everything goes through highlight(), which escapes HTML first: a hostile query is only text.
 */
export function SearchResultView({ result }: { result: SearchResult }) {
  const { document, tokens } = result
  const text = document.text ? excerpt(document.text, tokens) : ""
  const inTree = result.isInterOfTree || result.isLastOfTree
  return (
    <span className={`search-result${inTree ? " is-section" : ""}${result.isLastOfTree ? " is-last" : ""}`}>
      <span
        className="search-result-title"
        dangerouslySetInnerHTML={{ __html: highlight(resultTitle(result), tokens) }}
      />
      {!inTree && <span className="search-result-trail">{resultTrail(result)}</span>}
      {text && <span className="search-result-excerpt" dangerouslySetInnerHTML={{ __html: highlight(text, tokens) }} />}
    </span>
  )
}
