import React, { useState } from "react"
import type { SidebarItem } from "../../lib/docs/sidebar"
import { openCategoryPaths, toggleCategory } from "../../lib/docs/navigation"
import { SidebarEntry } from "./SidebarEntry"

/** The docsSidebar: the active page's categories start open; opening one closes its siblings. */
export function DocsSidebar({ items, currentPath }: { items: SidebarItem[]; currentPath: string }) {
  const [open, setOpen] = useState(() => openCategoryPaths(items, currentPath))
  const toggle = (path: string) => setOpen((current) => toggleCategory(items, current, path))
  return (
    <nav className="sidebar-nav" aria-label="Docs sidebar">
      <ul className="sidebar-list">
        {items.map((item) => (
          <SidebarEntry key={item.path} item={item} currentPath={currentPath} open={open} onToggle={toggle} level={1} />
        ))}
      </ul>
    </nav>
  )
}
