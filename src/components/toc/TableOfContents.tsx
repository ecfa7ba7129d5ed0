import React from "react"
import { clsx } from "clsx"
import { tocIds, type TocEntry } from "../../lib/toc/headings"
import { useActiveHeading } from "../../hooks/use-active-heading"
import * as styles from "./Toc.module.css"

export function TocList({ entries, active }: { entries: TocEntry[]; active: string | null }) {
  return (
    <ul className={styles.tocList}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            className={clsx(styles.tocLink, entry.id === active && styles.isActive)}
            aria-current={entry.id === active ? "location" : undefined}
          >
            {entry.value}
          </a>
          {entry.children.length > 0 && <TocList entries={entry.children} active={active} />}
        </li>
      ))}
    </ul>
  )
}

/** "On this page": headings of levels 2–3, the one in view marked. */
export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  const active = useActiveHeading(tocIds(toc))
  if (!toc.length) return null
  return (
    <nav className={styles.toc} aria-label="On this page">
      <p className={styles.tocTitle}>On this page</p>
      <TocList entries={toc} active={active} />
    </nav>
  )
}
