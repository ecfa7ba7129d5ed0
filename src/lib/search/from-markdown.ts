import type { SearchPageSection } from "./documents"
import type { PageText } from "./pages"
import { MdxSyntaxError, parseMdx } from "../markdown/mdx"
import { sluggedHeadings } from "../toc/headings"

/**
 * A search page from an MDX source, for `gatsby develop`, where no HTML is built: sections are
 * cut at h2/h3 with the ids the page renders (sluggedHeadings), and the markdown and JSX syntax
 * is stripped to its text. Code stays (readers search for commands and keys).
 */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/^(```|~~~)[^\n]*$/gm, " ")
    .replace(/^\s*\|?\s*:?-{3,}[-|:\s]*$/gm, " ")
    .replace(/<\/?[A-Za-z][^>\n]*>/g, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/^\s*(#{1,6}|[-*+]|\d+\.|>|\|)\s?/gm, " ")
    .replace(/\|/g, " ")
    .replace(/(\*\*|__|\*|_)(\S[^*_]*?)\1/g, "$2")
    .replace(/\s+/g, " ")
    .trim()
}

/**
 * The text and anchors of an MDX page, as `parseDocText` (src/node/search-index.ts) reads them from
 * HTML: the page's top-level blocks in order, a new section at each h2/h3 (with the id the page
 * renders, sluggedHeadings), the source of every other block stripped to text. A body that does
 * not parse (an edit in progress under develop, where the page shows the error) is one intro.
 */
export function pageTextFromMarkdown(body: string): PageText {
  let tree
  try {
    tree = parseMdx(body)
  } catch (error) {
    if (error instanceof MdxSyntaxError) return { intro: markdownToText(body), sections: [] }
    throw error
  }
  const headings = new Map(sluggedHeadings(tree).map(({ node, heading }) => [node as unknown, heading]))
  const sections: SearchPageSection[] = []
  let current: SearchPageSection = { anchor: "", heading: "", depth: 0, text: "" }
  let buffer: string[] = []
  const flush = () => {
    current.text = markdownToText(buffer.join("\n"))
    sections.push(current)
    buffer = []
  }
  for (const node of tree.children) {
    const heading = headings.get(node)
    if (heading && (heading.depth === 2 || heading.depth === 3)) {
      flush()
      current = { anchor: heading.id, heading: heading.value, depth: heading.depth, text: "" }
      continue
    }
    buffer.push(body.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0))
  }
  flush()
  const [intro, ...headed] = sections
  return { intro: intro.text, sections: headed }
}
