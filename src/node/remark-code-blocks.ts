import Prism from "prismjs"
import loadLanguages from "prismjs/components/index"
import { escapeHtml } from "../lib/html"
import { normaliseLanguage } from "../lib/markdown/languages"
import { checkHighlight, CodeMetaError, parseCodeMeta, type CodeMeta } from "../lib/code/meta"
import { codeLinesHtml, fixFieldsHtml, splitHtmlLines } from "../lib/code/lines"
import { FRAGMENT_META } from "../lib/samples/samples"

/**
 * Remark plugin: every fenced block becomes the markup CodeBlock (src/components/mdx/CodeBlock.tsx)
 * shows, at build time. Highlighting is for the configured languages only (docs/contract.md,
 * "Constants": java, python, bash), with Prism; any other language (hocon, json, fix...) is escaped plain code with
 * its name. The fence meta is Docusaurus's (`title="file.py"`, `showLineNumbers`, `{1,4-6}`;
 * src/lib/code/meta.ts), and each line is its own element (src/lib/code/lines.ts) so that it can
 * be numbered, highlighted and soft-wrapped. This replaces gatsby-remark-prismjs, whose meta syntax
 * is its own (`{numberLines: true}`), which has no titles, and whose line numbers are a column
 * beside the code that a wrapped line no longer meets.
 */
export const HIGHLIGHTED_LANGUAGES = ["java", "python", "bash"] as const

/** FIX messages soft-wrap by default, between whole fields (#27): a message is one long line. */
export const SOFT_WRAPPED_LANGUAGES: ReadonlySet<string> = new Set(["fix"])

/** The part of an mdast node the remark plugins read (a fenced block, or a parent of some). */
export interface CodeNode {
  type: string
  lang?: string | null
  meta?: string | null
  value?: string
  position?: { start: { line: number } }
  children?: CodeNode[]
}

loadLanguages([...HIGHLIGHTED_LANGUAGES])

function highlightedLines(lang: string, code: string): string[] {
  const grammar = (HIGHLIGHTED_LANGUAGES as readonly string[]).includes(lang) ? Prism.languages[lang] : undefined
  if (grammar) return splitHtmlLines(Prism.highlight(code, grammar, lang))
  const lines = code.split("\n").map(escapeHtml)
  return SOFT_WRAPPED_LANGUAGES.has(lang) ? lines.map(fixFieldsHtml) : lines
}

/** The markup of one block; `lang` is already normalised ("" for none). */
export function codeBlockHtml(
  lang: string,
  code: string,
  meta: CodeMeta = parseCodeMeta(null),
  fragment = false,
): string {
  const label = lang || "text"
  const lines = highlightedLines(lang, code)
  checkHighlight(meta, lines.length)
  const attributes = [
    `data-language="${escapeHtml(label)}"`,
    meta.title === null ? "" : ` data-title="${escapeHtml(meta.title)}"`,
    SOFT_WRAPPED_LANGUAGES.has(lang) ? ` data-wrap="soft"` : "",
    fragment ? ` data-fragment="true"` : "",
  ].join("")
  const numbered = meta.lineNumbersFrom === null ? "" : " has-line-numbers"
  const digits =
    meta.lineNumbersFrom === null ? "" : ` data-digits="${String(meta.lineNumbersFrom + lines.length - 1).length}"`
  const className = `language-${escapeHtml(label)}`
  return `<div class="${CODE_SOURCE_CLASS}" ${attributes}><pre class="${className}${numbered}"${digits}><code class="${className}">${codeLinesHtml(lines, meta)}</code></pre></div>`
}

/** The class of the build's markup, which RawHtml (CodeBlock.tsx) recognises. */
export const CODE_SOURCE_CLASS = "code-source"

export default function remarkCodeBlocks() {
  return (tree: CodeNode, file?: { path?: string }) => {
    const visit = (node: CodeNode) => {
      if (node.type === "code") {
        const lang = normaliseLanguage(node.lang)
        try {
          const fragment = (node.meta ?? "").split(/\s+/).includes(FRAGMENT_META)
          const html = codeBlockHtml(lang, node.value ?? "", parseCodeMeta(node.meta), fragment)
          node.type = "html"
          node.value = html
        } catch (error) {
          if (!(error instanceof CodeMetaError)) throw error
          throw new Error(
            `${file?.path ?? "(unknown file)"}:${node.position?.start.line ?? "?"}: code fence: ${error.message}`,
          )
        }
        return
      }
      node.children?.forEach(visit)
    }
    visit(tree)
  }
}
