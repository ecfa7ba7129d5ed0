import React, { useId } from "react"
import { Link } from "gatsby"
import type { SidebarItem } from "../../lib/docs/sidebar"
import { hrefOf } from "../../lib/docs/paths"

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
  const link = (
    <Link
      to={hrefOf(item.path)}
      className={`sidebar-link${current ? " is-current" : ""}`}
      aria-current={current ? "page" : undefined}
    >
      {item.label}
    </Link>
  )
  if (item.type === "link") return <li className={`sidebar-item level-${level}`}>{link}</li>
  const expanded = open.has(item.path)
  return (
    <li className={`sidebar-item sidebar-category level-${level}${expanded ? " is-open" : ""}`}>
      <div className="sidebar-category-row">
        {link}
        <button
          type="button"
          className="sidebar-caret"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-label={`${expanded ? "Collapse" : "Expand"} category ${item.label}`}
          onClick={() => onToggle(item.path)}
        />
      </div>
      {/* A closed category renders no children: less to send and to hydrate (the sitemap lists every page). */}
      {expanded && (
        <ul className="sidebar-list" id={listId}>
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
