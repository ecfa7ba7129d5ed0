import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"

/**
 * A Doc node's id is its path under content/docs (what authors query by), so two content trees
 * (the site's and a fixture site's, through TACHYON_CONTENT_DIR) give their pages the same ids.
 * Built one after the other on one .cache, Gatsby deletes the first tree's stale Mdx nodes with
 * their children, which now include the second tree's Docs of the same path: pages vanish and
 * links break, with no hint why. Gatsby's own cache check hashes gatsby-config's text, not the
 * directory an environment variable chose, so the build keeps the content root beside its cache
 * and stops when it changed, before any node is sourced.
 */
export function contentRootChange(markerFile: string, contentRoot: string): string | null {
  const before = existsSync(markerFile) ? readFileSync(markerFile, "utf8") : null
  if (before !== null && before !== contentRoot)
    return (
      `This .cache was built from the content in ${before}; this build reads ${contentRoot}. ` +
      "Pages of the two trees share ids (their paths under docs/), so Gatsby would delete some of " +
      "this build's pages with the other tree's stale nodes. Run `npx gatsby clean` first."
    )
  mkdirSync(path.dirname(markerFile), { recursive: true })
  writeFileSync(markerFile, contentRoot)
  return null
}
