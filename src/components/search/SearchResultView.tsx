import React from "react"
import { clsx } from "clsx"
import { excerpt, highlight } from "../../lib/search/excerpt"
import { resultTitle, resultTrail, type SearchResult } from "../../lib/search/results"
import * as styles from "./SearchResultView.module.css"

/**
 * Title, trail and an excerpt of at most 50 characters with the matched text in <mark>.
 * Everything goes through highlight(), which escapes HTML first: a hostile query is only text.
 */
export function SearchResultView({ result }: { result: SearchResult }) {
  const { document, tokens } = result
  const text = document.text ? excerpt(document.text, tokens) : ""
  const inTree = result.isInterOfTree || result.isLastOfTree
  return (
    // is-last has no style: a plain class, kept so the markup is unchanged.
    <span className={clsx(styles.searchResult, inTree && styles.isSection, result.isLastOfTree && "is-last")}>
      <span
        className={styles.searchResultTitle}
        dangerouslySetInnerHTML={{ __html: highlight(resultTitle(result), tokens) }}
      />
      {!inTree && <span className={styles.searchResultTrail}>{resultTrail(result)}</span>}
      {text && (
        <span className={styles.searchResultExcerpt} dangerouslySetInnerHTML={{ __html: highlight(text, tokens) }} />
      )}
    </span>
  )
}
