import React from "react"
import { Link } from "gatsby"

// A file the site publishes (`/fix/tachyon-fix44.xml`) is no page: Link would fetch page data for it.
const FILE = /\.[a-z0-9]+$/i

/** Links in MDX: internal routes use Gatsby's Link (prefetch, client-side navigation). */
export function Anchor({ href = "", children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith("/") && !href.startsWith("//") && !FILE.test(href.split(/[?#]/)[0])) {
    return (
      <Link to={href} className={rest.className}>
        {children}
      </Link>
    )
  }
  const external = /^https?:\/\//.test(href)
  return (
    <a href={href} {...rest} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  )
}
