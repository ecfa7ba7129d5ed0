import { fromMarkdown } from "mdast-util-from-markdown"
import type { PhrasingContent, Root } from "mdast"

/**
 * Inline markdown of reference data (a table cell's meaning) as a small tree React renders with
 * the site's own components: a link becomes the same Anchor as in MDX (client-side navigation),
 * and nothing is ever injected as HTML. A string is text; the objects are code, strong,
 * emphasis and links.
 */
export type InlineNode =
  string | { code: string } | { strong: InlineNode[] } | { em: InlineNode[] } | { link: string; children: InlineNode[] }

// Raw HTML is not markdown here: `<name>` in a key's meaning is text, as a reader expects.
const NO_HTML = { disable: { null: ["htmlText", "htmlFlow", "autolink"] } }

function convert(nodes: readonly PhrasingContent[]): InlineNode[] {
  const out: InlineNode[] = []
  for (const node of nodes) {
    switch (node.type) {
      case "text":
        if (typeof out[out.length - 1] === "string") out[out.length - 1] += node.value
        else out.push(node.value)
        break
      case "inlineCode":
        out.push({ code: node.value })
        break
      case "strong":
        out.push({ strong: convert(node.children) })
        break
      case "emphasis":
        out.push({ em: convert(node.children) })
        break
      case "link":
        out.push({ link: node.url, children: convert(node.children) })
        break
      case "break":
        out.push(" ")
        break
      default:
        // Anything else inline (an image, a footnote) is kept as its text.
        if ("children" in node) out.push(...convert(node.children as PhrasingContent[]))
        else if ("value" in node) out.push(String(node.value))
    }
  }
  return out
}

/** Parses one line of inline markdown (paragraph breaks are read as spaces). */
export function inlineMarkdown(markdown: string): InlineNode[] {
  const tree: Root = fromMarkdown(markdown.replace(/\s*\n\s*/g, " "), { extensions: [NO_HTML] })
  const nodes: InlineNode[] = []
  for (const block of tree.children) {
    if (nodes.length) nodes.push(" ")
    if (block.type === "paragraph" || block.type === "heading") nodes.push(...convert(block.children))
    else if ("value" in block) nodes.push(String(block.value))
  }
  return nodes
}
