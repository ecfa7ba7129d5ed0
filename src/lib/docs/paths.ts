/**
 * Routes and ids of docs, from a file's path relative to `content/docs/`.
 * `algos/iceberg.mdx` → `/docs/algos/iceberg/`; `algos/_index.mdx` (a folder's authored
 * overview) → `/docs/algos/`; the docs root itself is `/docs/`. Every route ends with "/"
 * (docs/contract.md, "Routes": a trailing slash is enforced on every route).
 */
export const DOCS_BASE = "/docs/"
export const SECTION_INDEX_NAME = "_index"

/** Normalise separators and drop the extension: `algos\\iceberg.mdx` → `algos/iceberg`. */
export function stripExtension(relativePath: string): string {
  return relativePath.replace(/\\/g, "/").replace(/\.mdx?$/, "")
}

export function isSectionIndex(relativePath: string): boolean {
  const base = stripExtension(relativePath).split("/").pop()
  return base === SECTION_INDEX_NAME
}

/** The folder a doc lives in ("" for the docs root), or, for an `_index`, the folder it describes. */
export function folderOf(relativePath: string): string {
  const parts = stripExtension(relativePath).split("/")
  parts.pop()
  return parts.join("/")
}

export function withTrailingSlash(path: string): string {
  return path.endsWith("/") ? path : `${path}/`
}

export function folderRoute(folder: string): string {
  return folder === "" ? DOCS_BASE : `${DOCS_BASE}${folder}/`
}

/** The route of a doc. A `slug` override must itself start with `/docs/`. */
export function docRoute(relativePath: string, slugOverride?: string): string {
  if (slugOverride !== undefined) return withTrailingSlash(slugOverride)
  if (isSectionIndex(relativePath)) return folderRoute(folderOf(relativePath))
  return `${DOCS_BASE}${stripExtension(relativePath)}/`
}

/** The doc id: the `id` frontmatter, else the path without extension (`algos/iceberg`). */
export function docId(relativePath: string, idOverride?: string): string {
  return idOverride ?? stripExtension(relativePath)
}

/** `quick_start_docker` → `Quick start docker`: a label for a folder without an overview. */
export function humanize(name: string): string {
  const words = name.replace(/[-_]+/g, " ").trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A route as an href: `/docs/kb/windows service/` → `/docs/kb/windows%20service/`. */
export const hrefOf = (route: string): string => encodeURI(route)
