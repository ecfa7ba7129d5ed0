import React, { useEffect, useRef, useState } from "react"
import type { SidebarItem } from "../../lib/docs/sidebar"
import { openCategoryPaths, toggleCategory } from "../../lib/docs/navigation"
import { revealScrollTop } from "../../lib/docs/reveal"
import { SidebarEntry } from "./SidebarEntry"

/**
 * The docsSidebar: the active page's categories start open; opening one closes its siblings. The
 * current page is scrolled into the sidebar's view when it is further down a long section (only the
 * sidebar scrolls, never the page).
 */
export function DocsSidebar({ items, currentPath }: { items: SidebarItem[]; currentPath: string }) {
  const [open, setOpen] = useState(() => openCategoryPaths(items, currentPath))
  const toggle = (path: string) => setOpen((current) => toggleCategory(items, current, path))
  const nav = useRef<HTMLElement>(null)
  useEffect(() => {
    const list = nav.current
    const link = list?.querySelector<HTMLElement>(".sidebar-link.is-current")
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
    <nav className="sidebar-nav" aria-label="Docs sidebar" ref={nav}>
      <ul className="sidebar-list">
        {items.map((item) => (
          <SidebarEntry key={item.path} item={item} currentPath={currentPath} open={open} onToggle={toggle} level={1} />
        ))}
      </ul>
    </nav>
  )
}
