import React from "react"
import { ADMONITION_TITLES, isAdmonitionType, type AdmonitionType } from "../../lib/admonitions"

const ICONS: Record<AdmonitionType, string> = {
  // A pencil: a note is a remark in passing; info keeps the "i" (one icon per kind).
  note: "M13.6 2.6a2 2 0 0 1 2.8 0l1 1a2 2 0 0 1 0 2.8L8 15.8 3.5 17a.4.4 0 0 1-.5-.5L4.2 12l9.4-9.4Z",
  info: "M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm0 4.2a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2ZM11.3 14H8.7v-1.3h.6V10h-.6V8.8h2v3.9h.6V14Z",
  tip: "M10 2a5.5 5.5 0 0 0-3.2 10c.5.4.8.9.8 1.5v.5h4.8v-.5c0-.6.3-1.1.8-1.5A5.5 5.5 0 0 0 10 2Zm-2.4 13.2h4.8V16a2 2 0 0 1-2 2h-.8a2 2 0 0 1-2-2v-.8Z",
  warning:
    "M10.9 2.6a1 1 0 0 0-1.8 0L1.6 16a1 1 0 0 0 .9 1.5h15a1 1 0 0 0 .9-1.5L10.9 2.6ZM10 7a1 1 0 0 1 1 1v3.6a1 1 0 1 1-2 0V8a1 1 0 0 1 1-1Zm0 6.6a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4Z",
  danger: "M6.9 2h6.2L18 6.9v6.2L13.1 18H6.9L2 13.1V6.9L6.9 2Zm2.1 4v5h2V6H9Zm0 6.5V14h2v-1.5H9Z",
}

interface Props {
  type?: string
  title?: string
  children: React.ReactNode
}

/** A callout: note, tip, info, warning or danger (warning and danger where money or data is at risk). */
export function Admonition({ type = "note", title, children }: Props) {
  const kind: AdmonitionType = isAdmonitionType(type) ? type : "note"
  return (
    <aside className={`admonition admonition-${kind}`} aria-label={title ?? ADMONITION_TITLES[kind]}>
      <p className="admonition-heading">
        <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d={ICONS[kind]} fill="currentColor" />
        </svg>
        {title ?? ADMONITION_TITLES[kind]}
      </p>
      <div className="admonition-content">{children}</div>
    </aside>
  )
}
