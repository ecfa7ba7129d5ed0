import React from "react"
import { Link } from "gatsby"
import type { NavLink } from "../../lib/docs/navigation"
import { hrefOf } from "../../lib/docs/paths"

export function PrevNext({ previous, next }: { previous: NavLink | null; next: NavLink | null }) {
  if (!previous && !next) return null
  return (
    <nav className="prev-next" aria-label="Docs pages">
      {previous ? (
        <Link className="prev-next-link is-prev" to={hrefOf(previous.path)} rel="prev">
          <span className="prev-next-kind">Previous</span>
          <span className="prev-next-label">« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link className="prev-next-link is-next" to={hrefOf(next.path)} rel="next">
          <span className="prev-next-kind">Next</span>
          <span className="prev-next-label">{next.label} »</span>
        </Link>
      )}
    </nav>
  )
}
