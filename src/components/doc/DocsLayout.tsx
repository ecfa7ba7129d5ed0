import React, { useEffect, useRef } from "react"
import type { TocEntry } from "../../lib/toc/headings"
import { breadcrumbs, prevNext } from "../../lib/docs/navigation"
import { useDocsSidebar } from "../../hooks/use-docs-sidebar"
import { useSidebarState } from "../../state/sidebar"
import { DocsSidebar } from "../sidebar/DocsSidebar"
import { SidebarToggle } from "../sidebar/SidebarToggle"
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
  /** The page URL's query string: its `_highlight` terms are marked (again when they change, as
   * when a search hit on the page being read is picked). */
  search?: string
  children: React.ReactNode
}

/** Sidebar, article (breadcrumbs, title, content, previous/next) and table of contents. */
export function DocsLayout({ path, title, toc = [], search = "", children }: Props) {
  const sidebar = useDocsSidebar()
  const { hidden, setHidden } = useSidebarState()
  const { previous, next } = prevNext(sidebar, path)
  const article = useRef<HTMLElement>(null)
  const { highlighted, clear } = useSearchHighlight(article, search)
  // The version being browsed becomes the reader's preferred one (today always "current").
  useEffect(() => writeStorage(PREFERRED_VERSION_KEY, DOCS_VERSIONS[0].name), [])
  return (
    <div className={`docs-layout${hidden ? " sidebar-hidden" : ""}${toc.length ? " has-toc" : ""}`}>
      {/* Plain containers: the navs inside are the landmarks ("Docs sidebar", "On this page"). */}
      <div className="docs-sidebar">
        <div className="docs-sidebar-sticky">
          {!hidden && <DocsSidebar key={path} items={sidebar} currentPath={path} />}
          <SidebarToggle hidden={hidden} onToggle={() => setHidden(!hidden)} />
        </div>
      </div>
      <main className="docs-main">
        <article className="doc-article" ref={article}>
          <Breadcrumbs crumbs={breadcrumbs(sidebar, path)} />
          {highlighted && <ClearHighlights onClear={clear} />}
          <h1 className="doc-title">{title}</h1>
          <MobileToc toc={toc} />
          {children}
        </article>
        <PrevNext previous={previous} next={next} />
      </main>
      {toc.length > 0 && (
        <div className="docs-toc">
          <TableOfContents toc={toc} />
        </div>
      )}
    </div>
  )
}
