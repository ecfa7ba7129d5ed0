import path from "node:path"

/** Where authors write: one source-filesystem instance per kind of content. */
// Gatsby runs its node APIs from a compiled copy under .cache/, so paths start at the site root.
// TACHYON_CONTENT_DIR points a build at another content tree (the tests' fixture sites).
export const CONTENT_ROOT = path.resolve(process.cwd(), process.env.TACHYON_CONTENT_DIR ?? "content")
export const DOCS_DIR = path.join(CONTENT_ROOT, "docs")

/** `…/content/docs/algos/iceberg.mdx` → `algos/iceberg.mdx`, or null if the file is not a doc. */
export function docsRelativePath(absolutePath: string): string | null {
  const rel = path.relative(DOCS_DIR, absolutePath)
  if (rel.startsWith("..") || path.isAbsolute(rel)) return null
  return rel.split(path.sep).join("/")
}

/** A path as authors see it in error messages: `content/docs/algos/iceberg.mdx`. */
export const displayPath = (absolutePath: string): string =>
  path.relative(path.dirname(CONTENT_ROOT), absolutePath).split(path.sep).join("/")

/** A file's path from the site's root, which is the repository's (`content/docs/algos/iceberg.mdx`), for "Edit this page". */
export const repositoryPath = (absolutePath: string): string =>
  path.relative(process.cwd(), absolutePath).split(path.sep).join("/")
