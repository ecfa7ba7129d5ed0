import { readFileSync } from "node:fs"
import { displayPath } from "./content-paths"

/**
 * gatsby-plugin-mdx compiles a page's body without its frontmatter, so the remark plugins see
 * positions counted from the line after the closing `---`: the file's line is that many further.
 */
function frontmatterLines(filePath: string): number {
  const lines = readFileSync(filePath, "utf8").split(/\r?\n/)
  if (lines[0] !== "---") return 0
  const end = lines.indexOf("---", 1)
  return end > 0 ? end + 1 : 0
}

/**
 * Where line `bodyLine` of the body a remark plugin is given sits in the page's file, as every
 * content error names it: `content/docs/algos/iceberg.mdx:42` (src/node/content-paths.ts).
 */
export function sourceLine(file: { path?: string } | undefined, bodyLine: number): string {
  if (!file?.path) return `(unknown file):${bodyLine}`
  return `${displayPath(file.path)}:${frontmatterLines(file.path) + bodyLine}`
}
