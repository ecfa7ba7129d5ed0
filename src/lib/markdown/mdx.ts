import { fromMarkdown } from "mdast-util-from-markdown"
import { gfmTableFromMarkdown } from "mdast-util-gfm-table"
import { gfmTable } from "micromark-extension-gfm-table"
import { mdxjs } from "micromark-extension-mdxjs"
import { mdxFromMarkdown } from "mdast-util-mdx"
import type { Root, Content } from "mdast"

/**
 * The one markdown parser of the site's own tooling: an MDX file to an mdast tree with
 * micromark, the parser gatsby-plugin-mdx compiles with (MDX 2: CommonMark plus JSX,
 * expressions and ESM). Code blocks, inline code, headings and JSX elements are read from the
 * tree, never with regexes, so a `#` or a fence inside a code block is what the site renders.
 *
 * GFM is left out on purpose: it adds tables, autolinks, strikethrough and footnotes, none of
 * which moves a code block, a heading or an inline code span (a table row parses as a
 * paragraph with the same inline code), and it doubles the parse time (about 1 s more for
 * the whole site on this machine). The Markdown twins, which write tables back out, ask for GFM's
 * tables alone (`{ tables: true }`: the rest of GFM, autolink literals above all, costs 0.4-0.7 s
 * more over the site and changes nothing a twin writes).
 */
export type MdxTree = Root
type AnyNode = Root | Content

/** Frontmatter blanked out, newlines kept, so that lines in the tree are lines of the file. */
export function blankFrontmatter(source: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/.exec(source)
  return match ? match[0].replace(/[^\n]/g, "") + source.slice(match[0].length) : source
}

/** An MDX parse error, with the line and column the parser reports. */
export class MdxSyntaxError extends Error {
  constructor(
    readonly reason: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(`${reason} (line ${line}, column ${column})`)
  }
}

/** Parses a whole `.mdx` file (its frontmatter is skipped); positions are lines of the file. */
export function parseMdx(source: string, options: { tables?: boolean } = {}): MdxTree {
  try {
    return fromMarkdown(blankFrontmatter(source), {
      extensions: options.tables ? [mdxjs(), gfmTable] : [mdxjs()],
      mdastExtensions: options.tables ? [mdxFromMarkdown(), gfmTableFromMarkdown] : [mdxFromMarkdown()],
    })
  } catch (error) {
    const e = error as { reason?: string; message?: string; line?: number; column?: number }
    throw new MdxSyntaxError(e.reason ?? e.message ?? String(error), e.line ?? 1, e.column ?? 1)
  }
}

function walk(node: AnyNode, visit: (node: AnyNode) => void): void {
  visit(node)
  if ("children" in node) for (const child of node.children as AnyNode[]) walk(child, visit)
}

const lineOf = (node: AnyNode): number => node.position?.start.line ?? 1

/** A fenced code block: its language, the rest of its info string, its text and where it starts. */
export interface CodeBlock {
  lang: string
  /** The info string after the language (`fix fragment` → `fragment`). */
  meta: string
  value: string
  /** Line of the opening fence; the code's first line is `line + 1`. */
  line: number
}

export function codeBlocks(tree: MdxTree): CodeBlock[] {
  const blocks: CodeBlock[] = []
  walk(tree, (node) => {
    if (node.type === "code")
      blocks.push({
        lang: (node.lang ?? "").toLowerCase(),
        meta: node.meta ?? "",
        value: node.value,
        line: lineOf(node),
      })
  })
  return blocks
}

/** One run of inline content in a paragraph, heading or table cell, in reading order. */
export interface InlineRun {
  kind: "text" | "code" | "link"
  value: string
  line: number
}

/**
 * The inline content of each paragraph, heading and table cell, in order, links flattened to
 * their text and target: what a reader reads as one sentence (`[oms-debugger](…) \`--verify\``).
 */
export function inlineSequences(tree: MdxTree): InlineRun[][] {
  const sequences: InlineRun[][] = []
  const flatten = (node: AnyNode, out: InlineRun[]) => {
    if (node.type === "text") out.push({ kind: "text", value: node.value, line: lineOf(node) })
    else if (node.type === "inlineCode") out.push({ kind: "code", value: node.value, line: lineOf(node) })
    else if (node.type === "link") out.push({ kind: "link", value: node.url, line: lineOf(node) })
    if ("children" in node && node.type !== "paragraph") for (const c of node.children as AnyNode[]) flatten(c, out)
  }
  walk(tree, (node) => {
    if (node.type !== "paragraph" && node.type !== "heading" && node.type !== "tableCell") return
    const runs: InlineRun[] = []
    for (const child of node.children as AnyNode[]) flatten(child, runs)
    sequences.push(runs)
  })
  return sequences
}

/** A JSX element in MDX (`<ConfigKeys block="journal" />`): its name and string attributes. */
export interface JsxElement {
  name: string
  attributes: Record<string, string>
  line: number
}

export function jsxElements(tree: MdxTree): JsxElement[] {
  const elements: JsxElement[] = []
  walk(tree, (node) => {
    if (node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") return
    const attributes: Record<string, string> = {}
    for (const attribute of node.attributes)
      if (attribute.type === "mdxJsxAttribute" && typeof attribute.value === "string")
        attributes[attribute.name] = attribute.value
    elements.push({ name: node.name ?? "", attributes, line: lineOf(node) })
  })
  return elements
}
