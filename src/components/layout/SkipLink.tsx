import React from "react"
import * as styles from "./SkipLink.module.css"

/** The id of the page's main column, the skip link's target when scripts have not run. */
export const MAIN_CONTENT_ID = "main-content"

/**
 * "Skip to main content": focuses the page's heading, so the next Tab goes on into the
 * article, past the sidebar. Without scripts the link still jumps to the main column. The heading
 * takes focus only from here (tabindex -1), like Docusaurus's skip target.
 */
export function SkipLink() {
  const skip = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID)
    const target = main?.querySelector<HTMLElement>("main h1, h1") ?? main
    if (!target) return
    event.preventDefault()
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1")
    target.focus()
  }
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      Skip to main content
    </a>
  )
}
