import React, { useEffect, useRef, useState } from "react"
import type { SidebarItem } from "../../lib/docs/sidebar"
import { openCategoryPaths, toggleCategory } from "../../lib/docs/navigation"
import { revealScrollTop } from "../../lib/docs/reveal"
import { SidebarEntry } from "./SidebarEntry"
import * as styles from "./Sidebar.module.css"

/**
 * The docsSidebar: the active page's categories start open; opening one closes its siblings. The
 * current page is scrolled into the sidebar's view when it is further down a long section (only the
 * sidebar scrolls, never the page). `inDrawer`: it is shown in the navigation drawer (MobileDrawer.tsx),
 * which styles it from here (a data attribute), not from the drawer's sheet.
 */
export function DocsSidebar({
  items,
  currentPath,
  inDrawer = false,
}: {
  items: SidebarItem[]
  currentPath: string
  inDrawer?: boolean
}) {
  const [open, setOpen] = useState(() => openCategoryPaths(items, currentPath))
  const toggle = (path: string) => setOpen((current) => toggleCategory(items, current, path))
  const nav = useRef<HTMLElement>(null)
  useEffect(() => {
    const list = nav.current
    const link = list?.querySelector<HTMLElement>(`.${styles.sidebarLink}.${styles.isCurrent}`)
    if (!list || !link) return
    const listBox = list.getBoundingClientRect()
    const linkBox = link.getBoundingClientRect()
    const top = linkBox.top - listBox.top + list.scrollTop
    list.scrollTop = revealScrollTop(
      { top, bottom: top + linkBox.height },
      { scrollTop: list.scrollTop, height: list.clientHeight },
    )
  }, [currentPath])
  return (
    <nav className={styles.sidebarNav} aria-label="Docs sidebar" data-in-drawer={inDrawer || undefined} ref={nav}>
      <ul className={styles.sidebarList}>
        {items.map((item) => (
          <SidebarEntry key={item.path} item={item} currentPath={currentPath} open={open} onToggle={toggle} level={1} />
        ))}
      </ul>
    </nav>
  )
}
