import GithubSlugger from "github-slugger"

/** A heading of a doc, with the id the rendered page gives it. */
export interface Heading {
  depth: number
  value: string
  id: string
}

export interface TocEntry {
  value: string
  id: string
  depth: number
  children: TocEntry[]
}

/** Blank out fenced code blocks (keeping line breaks) so `# comments` in them are not headings. */
export function stripFencedCode(markdown: string): string {
  return markdown.replace(/^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\2[`~]*[ \t]*$/gm, (block) =>
    block.replace(/[^\n]/g, ""),
  )
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " }

/** The plain text of a heading's inline markdown, as mdast-util-to-string would give it. */
export function headingText(inline: string): string {
  return inline
    .replace(/\s+#+\s*$/, "")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/(^|\W)(\*\*|__)(.+?)\2(?=\W|$)/g, "$1$3")
    .replace(/(^|\W)([*_])(.+?)\2(?=\W|$)/g, "$1$3")
    .replace(/\\([\\`*_{}[\]()#+\-.!])/g, "$1")
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => ENTITIES[name])
    .trim()
}

/**
 * ATX headings of an MDX body with the ids GitHub's slugger gives them, one slugger per
 * page so repeated headings get `-1`, `-2`: the same ids gatsby-remark-autolink-headers
 * renders. The build's anchor check catches any disagreement.
 */
export function extractHeadings(markdown: string): Heading[] {
  const slugger = new GithubSlugger()
  const headings: Heading[] = []
  for (const line of stripFencedCode(markdown).split("\n")) {
    const match = /^ {0,3}(#{1,6})[ \t]+(.+?)[ \t]*$/.exec(line)
    if (!match) continue
    const value = headingText(match[2])
    if (!value) continue
    headings.push({ depth: match[1].length, value, id: slugger.slug(value) })
  }
  return headings
}

/**
 * The table of contents: headings of levels `min`..`max` (2–3 by the spec, §9), nested by
 * depth. A deeper heading with no parent in range is kept at the top rather than lost.
 */
export function buildToc(headings: readonly Heading[], min = 2, max = 3): TocEntry[] {
  const root: TocEntry[] = []
  const stack: TocEntry[] = []
  for (const h of headings) {
    if (h.depth < min || h.depth > max) continue
    const entry: TocEntry = { value: h.value, id: h.id, depth: h.depth, children: [] }
    while (stack.length && stack[stack.length - 1].depth >= h.depth) stack.pop()
    const parent = stack[stack.length - 1]
    if (parent) parent.children.push(entry)
    else root.push(entry)
    stack.push(entry)
  }
  return root
}

/** Ids of the TOC in document order: what the scroll spy watches. */
export function tocIds(entries: readonly TocEntry[]): string[] {
  return entries.flatMap((e) => [e.id, ...tocIds(e.children)])
}
