import React, { useEffect, useRef } from "react"
import type { TocEntry } from "../../lib/toc/headings"
import { breadcrumbs, prevNext } from "../../lib/docs/navigation"
import { useDocsSidebar } from "../../hooks/use-docs-sidebar"
import { DocsFrame } from "./DocsFrame"
import { TableOfContents } from "../toc/TableOfContents"
import { MobileToc } from "../toc/MobileToc"
import { Breadcrumbs } from "./Breadcrumbs"
import { PrevNext } from "./PrevNext"
import { useSearchHighlight } from "../../hooks/use-search-highlight"
import { ClearHighlights } from "../search/ClearHighlights"
import { DOCS_VERSIONS, PREFERRED_VERSION_KEY } from "../../lib/docs-version"
import { writeStorage } from "../../state/storage"

interface Props {
  path: string
  title: string
  toc?: TocEntry[]
  children: React.ReactNode
}

/** Sidebar, article (breadcrumbs, title, content, previous/next) and table of contents. */
export function DocsLayout({ path, title, toc = [], children }: Props) {
  const sidebar = useDocsSidebar()
  const { previous, next } = prevNext(sidebar, path)
  const article = useRef<HTMLElement>(null)
  const { highlighted, clear } = useSearchHighlight(article)
  // The version being browsed becomes the reader's preferred one (today always "current").
  useEffect(() => writeStorage(PREFERRED_VERSION_KEY, DOCS_VERSIONS[0].name), [])
  return (
    <DocsFrame path={path} toc={toc.length > 0 && <TableOfContents toc={toc} />}>
      <main className="docs-main">
        <article className="doc-article" ref={article}>
          <Breadcrumbs trail={breadcrumbs(sidebar, path)} />
          {highlighted && <ClearHighlights onClear={clear} />}
          <h1 className="doc-title">{title}</h1>
          <MobileToc toc={toc} />
          {children}
        </article>
        <PrevNext previous={previous} next={next} />
      </main>
    </DocsFrame>
  )
}
