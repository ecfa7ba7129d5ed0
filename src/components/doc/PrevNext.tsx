import React from "react"
import { Link } from "gatsby"
import type { NavLink } from "../../lib/docs/navigation"
import { hrefOf } from "../../lib/docs/paths"
import * as styles from "./PrevNext.module.css"

export function PrevNext({ previous, next }: { previous: NavLink | null; next: NavLink | null }) {
  if (!previous && !next) return null
  return (
    <nav className={styles.prevNext} aria-label="Docs pages">
      {previous ? (
        <Link className={`${styles.prevNextLink} is-prev`} to={hrefOf(previous.path)} rel="prev">
          <span className={styles.prevNextKind}>Previous</span>
          <span className={styles.prevNextLabel}>« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link className={`${styles.prevNextLink} ${styles.isNext}`} to={hrefOf(next.path)} rel="next">
          <span className={styles.prevNextKind}>Next</span>
          <span className={styles.prevNextLabel}>{next.label} »</span>
        </Link>
      )}
    </nav>
  )
}
