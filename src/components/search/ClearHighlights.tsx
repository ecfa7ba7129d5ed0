import React from "react"
import * as buttons from "../../styles/button.module.css"
import * as styles from "./ClearHighlights.module.css"

/**
 * Removes the marks of a search hit. It floats at the foot of the window, out of the article's
 * flow: it never takes width from the title (as it did floated beside it, badly at 400 px), it
 * shifts nothing as it comes and goes, and it stays at hand while the reader scrolls the marks.
 */
export function ClearHighlights({ onClear }: { onClear: () => void }) {
  return (
    <button type="button" className={`${buttons.button} ${styles.clearHighlights}`} onClick={onClear}>
      <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="m4 4 8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      Clear search highlights
    </button>
  )
}
