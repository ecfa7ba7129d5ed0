import React, { useEffect, useRef } from "react"
import type { TocEntry } from "../../lib/toc/headings"
import { breadcrumbs, prevNext } from "../../lib/docs/navigation"
import { useDocsSidebar } from "../../hooks/use-docs-sidebar"
import { DocsFrame } from "./DocsFrame"
import { TableOfContents } from "../toc/TableOfContents"
import { MobileToc } from "../toc/MobileToc"
import { Breadcrumbs } from "./Breadcrumbs"
import { PrevNext } from "./PrevNext"
import { DocRelease } from "./DocRelease"
import { CopyPage } from "./CopyPage"
import { BackToTop } from "./BackToTop"
import { twinPath } from "../../lib/twins/twin-path"
import { DocFooter, type DocMeta } from "./DocFooter"
import { useSearchHighlight } from "../../hooks/use-search-highlight"
import { ClearHighlights } from "../search/ClearHighlights"
import { DOCS_VERSIONS, PREFERRED_VERSION_KEY } from "../../lib/docs-version"
import { localStore } from "../../state/storage"
import * as styles from "./DocsLayout.module.css"
import * as headings from "../../styles/page-heading.module.css"

interface Props {
  path: string
  title: string
  toc?: TocEntry[]
  /** The page URL's query string: its `_highlight` terms are marked (again when they change, as
   * when a search hit on the page being read is picked). */
  search?: string
  /** What a page written in a file says about itself (a generated index has none) */
  meta?: DocMeta
  children: React.ReactNode
}

/** Sidebar, article (breadcrumbs, release, title, content, edit and last updated, previous/next) and table of contents. */
export function DocsLayout({ path, title, toc = [], search = "", meta, children }: Props) {
  const sidebar = useDocsSidebar()
  const { previous, next } = prevNext(sidebar, path)
  const article = useRef<HTMLElement>(null)
  const { highlighted, clear } = useSearchHighlight(article, search)
  // The version being browsed becomes the reader's preferred one (today always "current").
  useEffect(() => void localStore.setItem(PREFERRED_VERSION_KEY, DOCS_VERSIONS[0].name), [])
  return (
    <DocsFrame path={path} toc={toc.length > 0 && <TableOfContents toc={toc} />}>
      <main className={styles.docsMain}>
        <article className={styles.docArticle} ref={article}>
          <div className={styles.docHeader}>
            <Breadcrumbs crumbs={breadcrumbs(sidebar, path)} />
            <DocRelease />
          </div>
          {highlighted && <ClearHighlights onClear={clear} />}
          <h1 className={headings.docTitle}>{title}</h1>
          {meta && <CopyPage twin={twinPath(path)} />}
          <MobileToc toc={toc} />
          {children}
          {meta && <DocFooter meta={meta} />}
        </article>
        <PrevNext previous={previous} next={next} />
        <BackToTop />
      </main>
    </DocsFrame>
  )
}
