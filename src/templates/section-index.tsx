import React from "react"
import { Link, type HeadProps, type PageProps } from "gatsby"
import { DocsLayout } from "../components/doc/DocsLayout"
import { Seo } from "../components/seo/Seo"
import { hrefOf, withTrailingSlash } from "../lib/docs/paths"

interface ListedItem {
  type: string
  label: string
  path: string
  description: string | null
}

interface Context {
  title: string
  description: string | null
  items: ListedItem[]
}

export function Head({ pageContext, location }: HeadProps<object, Context>) {
  const { title, description } = pageContext
  return (
    <Seo
      title={title}
      description={description ?? `Every page of ${title} in the Tachyon documentation.`}
      path={withTrailingSlash(location.pathname)}
    />
  )
}

/** A folder without an authored overview, and the /docs/ landing: its pages, with their descriptions. */
export default function SectionIndexTemplate({ pageContext, location }: PageProps<object, Context>) {
  const path = withTrailingSlash(location.pathname)
  const { title, description, items } = pageContext
  return (
    <DocsLayout path={decodeURI(path)} title={title}>
      {description && <p className="section-lead">{description}</p>}
      <ul className="card-grid">
        {items.map((item) => (
          <li key={item.path} className="card">
            <Link to={hrefOf(item.path)} className="card-link">
              <span className="card-title">
                {item.type === "category" ? "▸ " : ""}
                {item.label}
              </span>
              {item.description && <span className="card-description">{item.description}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </DocsLayout>
  )
}
