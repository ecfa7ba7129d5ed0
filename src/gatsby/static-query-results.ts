import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { STATIC_QUERY_DIR } from "./internals"

/**
 * Puts the entry file's hash where the pages read it: the result of their `SearchIndexHash` static
 * query, which Gatsby writes to `public/page-data/sq/d/<query hash>.json` before the index can be
 * built (the index is made from the built pages). Where Gatsby keeps those results is private
 * (src/gatsby/internals.ts); throws when no such file is found, so that a change in Gatsby's output fails the build instead of serving a stale hash.
 */
export function placeSearchIndexHash(publicDir: string, hash: string): string {
  const dir = path.join(publicDir, STATIC_QUERY_DIR)
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".json")) : []
  for (const name of files) {
    const file = path.join(dir, name)
    const text = readFileSync(file, "utf8")
    if (!text.includes('"searchIndexHash"')) continue
    const result = JSON.parse(text) as { data?: { docsVersion?: { searchIndexHash?: string } } }
    if (!result.data?.docsVersion) continue
    result.data.docsVersion.searchIndexHash = hash
    writeFileSync(file, JSON.stringify(result))
    return file
  }
  throw new Error(
    `No static query result with searchIndexHash under ${dir}: the pages could not learn the search index's URL`,
  )
}
