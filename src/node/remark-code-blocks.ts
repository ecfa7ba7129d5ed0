import Prism from "prismjs"
import loadLanguages from "prismjs/components/index"
import { escapeHtml } from "../lib/html"
import { normaliseLanguage } from "../lib/markdown/languages"
import { checkHighlight, CodeMetaError, parseCodeMeta, type CodeMeta } from "../lib/code/meta"
import { codeLinesHtml, fixFieldsHtml, splitHtmlLines } from "../lib/code/lines"
import { FRAGMENT_META } from "../lib/samples/samples"
import { deferBuildFailure } from "./build-failures"
import { jsxElement, type MdxJsxFlowElement } from "./mdx-jsx"
import { sourceLine } from "./mdx-source"

/**
 * Remark plugin: every fenced block becomes a `<CodeBlock>` (src/components/mdx/CodeBlock.tsx) whose
 * props the build computes: the language, the title, whether it wraps by default, and the
 * highlighted lines. Highlighting is for the configured languages only (docs/contract.md,
 * "Constants": java, python, bash), with Prism; any other language (hocon, json, fix...) is escaped
 * plain code with its name. The fence meta is Docusaurus's (`title="file.py"`, `showLineNumbers`,
 * `{1,4-6}`; src/lib/code/meta.ts), and each line is its own element (src/lib/code/lines.ts) so
 * that it can be numbered, highlighted and soft-wrapped: why not gatsby-remark-prismjs is in
 * docs/departures.md.
 */
export const HIGHLIGHTED_LANGUAGES = ["java", "python", "bash"] as const

/** FIX messages soft-wrap by default, between whole fields: a message is one long line. */
export const SOFT_WRAPPED_LANGUAGES: ReadonlySet<string> = new Set(["fix"])

/** The part of an mdast node the remark plugins read (a fenced block, or a parent of some). */
export interface CodeNode {
  type: string
  lang?: string | null
  meta?: string | null
  value?: string
  position?: { start: { line: number } }
  children?: (CodeNode | MdxJsxFlowElement)[]
}

loadLanguages([...HIGHLIGHTED_LANGUAGES])

function highlightedLines(lang: string, code: string): string[] {
  const grammar = (HIGHLIGHTED_LANGUAGES as readonly string[]).includes(lang) ? Prism.languages[lang] : undefined
  if (grammar) return splitHtmlLines(Prism.highlight(code, grammar, lang))
  const lines = code.split("\n").map(escapeHtml)
  return SOFT_WRAPPED_LANGUAGES.has(lang) ? lines.map(fixFieldsHtml) : lines
}

/** What CodeBlock (src/components/mdx/CodeBlock.tsx) is given for one block; `lang` is already normalised ("" for none). */
export interface CodeBlockProps {
  language: string
  title?: string
  softByDefault: boolean
  /** A block fenced `fragment`: part of a program or message, labelled for readers. */
  fragment?: boolean
  /** The block's <pre>, one element per line. */
  html: string
}

export function codeBlockProps(
  lang: string,
  code: string,
  meta: CodeMeta = parseCodeMeta(null),
  fragment = false,
): CodeBlockProps {
  const language = lang || "text"
  const lines = highlightedLines(lang, code)
  checkHighlight(meta, lines.length)
  const numbered = meta.lineNumbersFrom === null ? "" : " has-line-numbers"
  const digits =
    meta.lineNumbersFrom === null ? "" : ` data-digits="${String(meta.lineNumbersFrom + lines.length - 1).length}"`
  const className = `language-${escapeHtml(language)}`
  return {
    language,
    title: meta.title ?? undefined,
    softByDefault: SOFT_WRAPPED_LANGUAGES.has(lang),
    ...(fragment ? { fragment } : {}),
    // A long line scrolls sideways: the <pre> takes keyboard focus so that keyboard readers can scroll it.
    html: `<pre tabindex="0" class="${className}${numbered}"${digits}><code class="${className}">${codeLinesHtml(lines, meta)}</code></pre>`,
  }
}

/**
 * The props of a block from its fence. A fence whose meta cannot be read is reported at its
 * `file:line` and fails the build at its end, with every other content error (build-failures.ts);
 * meanwhile the page shows the block without the meta.
 */
function propsOfFence(node: CodeNode, file: { path?: string } | undefined): CodeBlockProps {
  const lang = normaliseLanguage(node.lang)
  const code = node.value ?? ""
  const fragment = (node.meta ?? "").split(/\s+/).includes(FRAGMENT_META)
  try {
    return codeBlockProps(lang, code, parseCodeMeta(node.meta), fragment)
  } catch (error) {
    if (!(error instanceof CodeMetaError)) throw error
    const message = `${sourceLine(file, node.position?.start.line ?? 0)} (${lang || "text"}) code fence: ${error.message}`
    console.error(message)
    deferBuildFailure(message)
    return codeBlockProps(lang, code, parseCodeMeta(null), fragment)
  }
}

export default function remarkCodeBlocks() {
  return (tree: CodeNode, file?: { path?: string }) => {
    const visit = (parent: CodeNode) =>
      parent.children?.forEach((node, index) => {
        if (node.type === "code") parent.children![index] = jsxElement("CodeBlock", { ...propsOfFence(node, file) })
        else visit(node)
      })
    visit(tree)
  }
}
