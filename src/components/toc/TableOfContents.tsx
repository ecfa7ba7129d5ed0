import React from "react"
import { tocIds, type TocEntry } from "../../lib/toc/headings"
import { useActiveHeading } from "../../hooks/use-active-heading"

export function TocList({ entries, active }: { entries: TocEntry[]; active: string | null }) {
  return (
    <ul className="toc-list">
      {entries.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            className={`toc-link${entry.id === active ? " is-active" : ""}`}
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
    <nav className="toc" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <TocList entries={toc} active={active} />
    </nav>
  )
}
