import React from "react"
import type { TocEntry } from "../../lib/toc/headings"
import { TocList } from "./TableOfContents"
import * as styles from "./Toc.module.css"

/** Below 1200 px the table of contents is a collapsible "On this page" at the top of the article. */
export function MobileToc({ toc }: { toc: TocEntry[] }) {
  if (!toc.length) return null
  return (
    <nav className={styles.tocMobile} aria-label="On this page">
      <details>
        <summary>On this page</summary>
        <TocList entries={toc} active={null} />
      </details>
    </nav>
  )
}
