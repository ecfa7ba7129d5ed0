import GithubSlugger from "github-slugger"
import toString from "mdast-util-to-string"
import type { Content, Heading as MdastHeading } from "mdast"
import type { MdxTree } from "../markdown/mdx"

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

/**
 * The heading levels the site gives an id and a `#` link (gatsby-remark-autolink-headers'
 * `elements`, set from this list in gatsby-config.ts). Other levels get no id, and do not count
 * for the `-1`, `-2` of repeated headings either.
 */
export const ANCHORED_HEADING_DEPTHS: readonly number[] = [2, 3, 4]

/**
 * The anchored headings of a parsed MDX file, with the ids the rendered page gives them: the text
 * is mdast-util-to-string's (2.x, the version gatsby-remark-autolink-headers slugs) and the ids
 * GitHub's slugger's, one slugger per page so repeated headings get `-1`, `-2`. The same tree,
 * the same text and the same slugger as the site, so a snake_case heading, inline code or a `#`
 * line in a code block come out as the page renders them. The build's anchor check catches any
 * disagreement that is left.
 */
export function headingsOf(tree: MdxTree): Heading[] {
  return sluggedHeadings(tree).map((entry) => entry.heading)
}

/** headingsOf, each with its node in the tree (to cut a page into sections at them). */
export function sluggedHeadings(tree: MdxTree): { node: MdastHeading; heading: Heading }[] {
  const slugger = new GithubSlugger()
  const found: { node: MdastHeading; heading: Heading }[] = []
  const visit = (node: MdxTree | Content) => {
    if (node.type === "heading") {
      if (!ANCHORED_HEADING_DEPTHS.includes(node.depth)) return
      // Slugged as the plugin slugs it (every anchored heading, untrimmed), so the counters of repeated
      // headings stay in step with the page's; an empty heading has nothing to list.
      const text = toString(node)
      const id = slugger.slug(text)
      if (text.trim()) found.push({ node, heading: { depth: node.depth, value: text.trim(), id } })
      return
    }
    if ("children" in node) for (const child of node.children as Content[]) visit(child)
  }
  visit(tree)
  return found
}

/**
 * The table of contents: headings of levels `min`..`max` (2–3 by docs/contract.md, "Constants"), nested by
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
