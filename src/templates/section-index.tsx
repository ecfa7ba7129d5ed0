import React from "react"
import { Link, type HeadProps, type PageProps } from "gatsby"
import { DocsLayout } from "../components/doc/DocsLayout"
import { Seo } from "../components/seo/Seo"
import { DOCS_BASE, hrefOf, withTrailingSlash } from "../lib/docs/paths"
import { twinPath } from "../lib/twins/twin-path"
import * as styles from "./section-index.module.css"
import * as headings from "../styles/page-heading.module.css"

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
  const path = withTrailingSlash(location.pathname)
  return (
    <Seo title={title} description={description ?? `Every page of ${title} in the Tachyon documentation.`} path={path}>
      {/* Of these listings only the docs root has a twin: llms.txt (src/node/twins.ts). */}
      {path === DOCS_BASE && <link rel="alternate" type="text/markdown" href={twinPath(DOCS_BASE)} />}
    </Seo>
  )
}

/** A folder without an authored overview, and the /docs/ landing: its pages, with their descriptions. */
export default function SectionIndexTemplate({ pageContext, location }: PageProps<object, Context>) {
  const path = withTrailingSlash(location.pathname)
  const { title, description, items } = pageContext
  return (
    <DocsLayout path={decodeURI(path)} title={title}>
      {description && <p className={headings.sectionLead}>{description}</p>}
      <ul className={styles.cardGrid}>
        {items.map((item) => (
          <li key={item.path} className="card">
            <Link to={hrefOf(item.path)} className={styles.cardLink}>
              <span className={styles.cardTitle}>{item.label}</span>
              {item.description && <span className={styles.cardDescription}>{item.description}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </DocsLayout>
  )
}
