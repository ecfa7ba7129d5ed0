import React from "react"
import { Link } from "gatsby"
import type { NavLink } from "../../lib/docs/navigation"
import { hrefOf } from "../../lib/docs/paths"
import * as styles from "./Breadcrumbs.module.css"

/** Docs › category › … › page (lib/docs/navigation `breadcrumbs`). The last crumb is the current page and is not a link. */
export function Breadcrumbs({ crumbs }: { crumbs: NavLink[] }) {
  return (
    <nav className={styles.breadcrumbs} aria-label="Breadcrumbs">
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={crumb.path}>
            {i < crumbs.length - 1 ? (
              <Link to={hrefOf(crumb.path)}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
