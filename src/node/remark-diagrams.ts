import { normaliseLanguage } from "../lib/markdown/languages"
import { DiagramError, fenceTitle, isDiagramLanguage, type DiagramLanguage } from "../lib/diagrams/figure"
import { deferBuildFailure } from "./build-failures"
import { drawFigureSvg } from "./diagrams"
import { jsxElement } from "./mdx-jsx"
import { sourceLine } from "./mdx-source"
import type { CodeNode } from "./remark-code-blocks"

/**
 * Remark plugin: a fenced ```mermaid``` or ```vega-lite``` block becomes a `<Figure>`
 * (src/components/mdx/Figure.tsx) of its drawing, a static SVG (src/node/diagrams.ts draws and
 * caches it). A block that does not draw is printed as `file:line (lang) message` and fails the
 * build at its end (build-failures.ts), like a broken code sample, and the page shows the error in
 * its place meanwhile.
 * It runs before remark-code-blocks, which would otherwise show the block as code.
 */

export default function remarkDiagrams() {
  return async (tree: CodeNode, file: { path?: string }) => {
    const blocks: { parent: CodeNode; index: number; node: CodeNode }[] = []
    const collect = (parent: CodeNode) =>
      parent.children?.forEach((node, index) => {
        if (node.type === "code" && isDiagramLanguage(normaliseLanguage(node.lang)))
          blocks.push({ parent, index, node })
        else collect(node)
      })
    collect(tree)
    for (const { parent, index, node } of blocks) {
      const lang = normaliseLanguage(node.lang) as DiagramLanguage
      const title = fenceTitle(node.meta)
      const kind = lang === "vega-lite" ? "chart" : "diagram"
      let drawing: { svg: string } | { error: string }
      try {
        drawing = { svg: await drawFigureSvg({ lang, code: node.value ?? "", title }) }
      } catch (e) {
        if (!(e instanceof DiagramError)) throw e
        // The block's code starts on the line after the fence.
        const fenceLine = node.position?.start.line ?? 0
        const message = `${sourceLine(file, e.line ? fenceLine + e.line : fenceLine)} (${lang}) ${e.message}`
        console.error(message)
        deferBuildFailure(message)
        drawing = { error: message }
      }
      parent.children![index] = jsxElement("Figure", { kind, title, ...drawing })
    }
  }
}
