import React from "react"
import { Link } from "gatsby"

/** A site path that names a file (`/docs/api/restws/openapi.yaml`), not a page: the browser loads it. */
const isFilePath = (href: string) => /\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0])

/** Links in MDX: internal routes use Gatsby's Link (prefetch, client-side navigation). */
export function Anchor({ href = "", children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith("/") && !href.startsWith("//") && !isFilePath(href)) {
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
