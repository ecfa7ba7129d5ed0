import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import matter from "gray-matter"
import { resolveMarkdownLink } from "../lib/links/resolve"
import { DOCS_DIR, docsRelativePath } from "./content-paths"

interface LinkNode {
  type: string
  url?: string
  children?: LinkNode[]
}

/** The `slug` override of a doc file, undefined if it has none, null if the file does not exist. */
export function slugOfDocFile(relativePath: string): string | undefined | null {
  const file = path.join(DOCS_DIR, relativePath)
  if (!existsSync(file)) return null
  const slug = matter(readFileSync(file, "utf8")).data.slug
  return typeof slug === "string" ? slug : undefined
}

function visitLinks(node: LinkNode, fn: (link: LinkNode) => void): void {
  if (node.type === "link" || node.type === "definition") fn(node)
  node.children?.forEach((child) => visitLinks(child, fn))
}

/**
 * Remark plugin: rewrites relative links to MDX files into the routes they are served at.
 * A link to a missing file is left as written; the post-build link check fails on it,
 * naming the page and the link.
 */
export default function remarkMdxLinks() {
  return (tree: LinkNode, file: { path?: string }) => {
    const from = file.path ? docsRelativePath(file.path) : null
    if (from === null) return
    visitLinks(tree, (link) => {
      if (!link.url) return
      link.url = resolveMarkdownLink(from, link.url, slugOfDocFile).href
    })
  }
}
