import React from "react"
import { clsx } from "clsx"
import { useDocsSidebar } from "../../hooks/use-docs-sidebar"
import { useSidebarState } from "../../state/sidebar"
import { DocsSidebar } from "../sidebar/DocsSidebar"
import { SidebarToggle } from "../sidebar/SidebarToggle"
import * as styles from "./DocsFrame.module.css"

interface Props {
  /** The page the sidebar marks as current. */
  path: string
  /** The table of contents column, when the page has one. */
  toc?: React.ReactNode
  /** The main column. */
  children: React.ReactNode
}

/** The columns of every docs page: sidebar (with its toggle), the main column, the table of contents. */
export function DocsFrame({ path, toc, children }: Props) {
  const sidebar = useDocsSidebar()
  const { hidden, setHidden } = useSidebarState()
  return (
    <div className={clsx(styles.docsLayout, hidden && styles.sidebarHidden, toc && styles.hasToc)}>
      {/* Plain containers: the navs inside are the landmarks ("Docs sidebar", "On this page"). */}
      <div className={styles.docsSidebar}>
        <div className={styles.docsSidebarSticky}>
          {!hidden && <DocsSidebar key={path} items={sidebar} currentPath={path} />}
          <SidebarToggle hidden={hidden} onToggle={() => setHidden(!hidden)} />
        </div>
      </div>
      {children}
      {toc && <div className={styles.docsToc}>{toc}</div>}
    </div>
  )
}
