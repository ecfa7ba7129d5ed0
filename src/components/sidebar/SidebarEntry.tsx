import React, { useId } from "react"
import { clsx } from "clsx"
import { Link } from "gatsby"
import type { SidebarItem } from "../../lib/docs/sidebar"
import { hrefOf } from "../../lib/docs/paths"
import * as styles from "./Sidebar.module.css"

interface Props {
  item: SidebarItem
  currentPath: string
  open: ReadonlySet<string>
  onToggle: (path: string) => void
  level: number
}

/** A link, or a category: its label links to its own page, the chevron opens and closes it. */
export function SidebarEntry({ item, currentPath, open, onToggle, level }: Props) {
  const listId = useId()
  const current = item.path === currentPath
  // Only the top level is styled (Sidebar.module.css); deeper levels keep their plain `level-N` marker.
  const levelClass = level === 1 ? styles.level1 : `level-${level}`
  const link = (
    <Link
      to={hrefOf(item.path)}
      className={clsx(styles.sidebarLink, current && styles.isCurrent)}
      aria-current={current ? "page" : undefined}
    >
      {item.label}
    </Link>
  )
  if (item.type === "link") return <li className={`${styles.sidebarItem} ${levelClass}`}>{link}</li>
  const expanded = open.has(item.path)
  return (
    <li className={clsx(styles.sidebarItem, "sidebar-category", levelClass, expanded && styles.isOpen)}>
      <div className={styles.sidebarCategoryRow}>
        {link}
        <button
          type="button"
          className={styles.sidebarCaret}
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-label={`${expanded ? "Collapse" : "Expand"} category ${item.label}`}
          onClick={() => onToggle(item.path)}
        />
      </div>
      {/* A closed category renders no children: less to send and to hydrate (the sitemap lists every page). */}
      {expanded && (
        <ul className={styles.sidebarList} id={listId}>
          {item.items.map((child) => (
            <SidebarEntry
              key={child.path}
              item={child}
              currentPath={currentPath}
              open={open}
              onToggle={onToggle}
              level={level + 1}
            />
          ))}
        </ul>
      )}
    </li>
  )
}
