import type { SearchPageSection } from "./documents"
import type { PageText } from "./pages"
import { extractHeadings, stripFencedCode } from "../toc/headings"

/**
 * A search page from an MDX source, for `gatsby develop`, where no HTML is built: sections are
 * cut at h2/h3 with the ids the page renders (extractHeadings), and the markdown and JSX syntax
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

/** The text and anchors of an MDX page, as `parseDocText` (src/node/search-index.ts) reads them from HTML. */
export function pageTextFromMarkdown(body: string): PageText {
  const lines = body.split("\n")
  const fenceFree = stripFencedCode(body).split("\n")
  const headings = extractHeadings(body)
  const sections: SearchPageSection[] = []
  let current: SearchPageSection = { anchor: "", heading: "", depth: 0, text: "" }
  let buffer: string[] = []
  let h = 0
  const flush = () => {
    current.text = markdownToText(buffer.join("\n"))
    sections.push(current)
    buffer = []
  }
  lines.forEach((line, i) => {
    const isHeading = /^ {0,3}#{1,6}[ \t]+\S/.test(fenceFree[i])
    if (!isHeading) {
      buffer.push(line)
      return
    }
    const heading = headings[h++]
    if (heading && (heading.depth === 2 || heading.depth === 3)) {
      flush()
      current = { anchor: heading.id, heading: heading.value, depth: heading.depth, text: "" }
    } else buffer.push(line)
  })
  flush()
  const [intro, ...headed] = sections
  return { intro: intro.text, sections: headed }
}
