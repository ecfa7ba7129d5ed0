import { readFileSync } from "node:fs"
import { escapeHtml } from "../lib/html"
import { normaliseLanguage } from "../lib/markdown/languages"
import { DiagramError, fenceTitle, isDiagramLanguage } from "../lib/diagrams/figure"
import { deferBuildFailure } from "./build-failures"
import { displayPath } from "./content-paths"
import { drawFigure } from "./diagrams"
import type { CodeNode } from "./remark-code-blocks"

/**
 * Remark plugin: a fenced ```mermaid``` or ```vega-lite``` block becomes its drawing, a static
 * SVG figure in the page (src/node/diagrams.ts draws and caches it). A block that does not draw
 * is printed as `file:line (lang) message` and fails the build at its end (build-failures.ts),
 * like a broken code sample, and the page shows the error in its place meanwhile.
 * It runs before remark-code-blocks, which would otherwise show the block as code.
 */

/**
 * gatsby-plugin-mdx compiles the body without its frontmatter, so positions count from the line
 * after the closing `---`: the file's line is that many lines further.
 */
function frontmatterLines(filePath: string | undefined): number {
  if (!filePath) return 0
  const lines = readFileSync(filePath, "utf8").split(/\r?\n/)
  if (lines[0] !== "---") return 0
  const end = lines.indexOf("---", 1)
  return end > 0 ? end + 1 : 0
}

export default function remarkDiagrams() {
  return async (tree: CodeNode, file: { path?: string }) => {
    const blocks: CodeNode[] = []
    const collect = (node: CodeNode) => {
      if (node.type === "code" && isDiagramLanguage(normaliseLanguage(node.lang))) blocks.push(node)
      node.children?.forEach(collect)
    }
    collect(tree)
    for (const node of blocks) {
      const lang = normaliseLanguage(node.lang) as "mermaid" | "vega-lite"
      const fenceLine = node.position?.start.line ?? 0
      let html: string
      try {
        html = await drawFigure({ lang, code: node.value ?? "", title: fenceTitle(node.meta) })
      } catch (e) {
        if (!(e instanceof DiagramError)) throw e
        // The block's code starts on the line after the fence.
        const line = frontmatterLines(file.path) + (e.line ? fenceLine + e.line : fenceLine)
        const where = file.path ? displayPath(file.path) : "(unknown file)"
        const message = `${where}:${line} (${lang}) ${e.message}`
        console.error(message)
        deferBuildFailure(message)
        html = `<pre class="diagram-error">${escapeHtml(message)}</pre>`
      }
      node.type = "html"
      node.value = html
      delete node.lang
      delete node.meta
    }
  }
}
