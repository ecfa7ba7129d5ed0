import React from "react"
import { Link } from "gatsby"
import { releaseAnchor, releaseLine } from "../../lib/release"
import { siteSettings } from "../../site-settings"
import * as styles from "./DocRelease.module.css"

/**
 * Which Tachyon release the docs describe (one setting), for a reader who lands from a search
 * engine: the release line, "Tachyon 4.2", as the pages and content/PRODUCT.md say it (the badge
 * said 4.2.3 where the text said 4.2), linking to the note of its latest patch.
 */
export function DocRelease() {
  const { product, version } = siteSettings.release
  return (
    <p className={styles.docRelease}>
      <Link to={`/news/#${releaseAnchor(version)}`} title={`Release notes of ${product} ${version}, the latest patch`}>
        Docs for {product} {releaseLine(version)}
      </Link>
    </p>
  )
}
