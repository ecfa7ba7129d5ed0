import React from "react"
import { siteSettings } from "../../site-settings"
import * as styles from "./DocFooter.module.css"

export interface DocMeta {
  /** The file in the repository, for "Edit this page" */
  repositoryPath: string
  /** "14 October 2025", formatted at build time (the same on the server and in the browser) */
  lastUpdated: string | null
  /** YYYY-MM-DD */
  lastUpdatedIso: string | null
  lastUpdatedBy: string | null
}

/** "Edit this page" (when the site has an edit URL) and "Last updated on … by …", under a doc. */
export function DocFooter({ meta }: { meta: DocMeta }) {
  const { editUrl } = siteSettings
  if (!editUrl && !meta.lastUpdated) return null
  return (
    <footer className={styles.docFooter}>
      {editUrl && (
        <a className="doc-edit" href={editUrl + meta.repositoryPath} target="_blank" rel="noopener noreferrer">
          Edit this page
        </a>
      )}
      {meta.lastUpdated && (
        <p className={styles.docLastUpdated}>
          Last updated on <time dateTime={meta.lastUpdatedIso ?? undefined}>{meta.lastUpdated}</time>
          {meta.lastUpdatedBy && <> by {meta.lastUpdatedBy}</>}
        </p>
      )}
    </footer>
  )
}
