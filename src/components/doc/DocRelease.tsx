import React from "react"
import { Link } from "gatsby"
import { releaseAnchor } from "../../lib/release"
import { siteSettings } from "../../site-settings"

/** Which Tachyon release the docs describe (one setting), for a reader who lands from a search engine. */
export function DocRelease() {
  const { product, version } = siteSettings.release
  return (
    <p className="doc-release">
      <Link to={`/news/#${releaseAnchor(version)}`} title={`Release notes of ${product} ${version}`}>
        Docs for {product} {version}
      </Link>
    </p>
  )
}
