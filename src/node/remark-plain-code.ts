import { escapeHtml } from "../lib/html"

/**
 * Remark plugin: code highlighting is for the configured languages only (site-spec §9: java,
 * python, bash). Any other fenced block (hocon, json, fix...) is rendered here as plain,
 * escaped code in the same markup gatsby-remark-prismjs produces, so it keeps its language
 * label and copy button but is never run through Prism.
 */
export const HIGHLIGHTED_LANGUAGES = ["java", "python", "bash"] as const
const ALIASES: Record<string, string> = { sh: "bash", shell: "bash", py: "python" }

interface CodeNode {
  type: string
  lang?: string | null
  meta?: string | null
  value?: string
  children?: CodeNode[]
}

export function normaliseLanguage(lang: string | null | undefined): string {
  const lower = (lang ?? "").toLowerCase().trim()
  return ALIASES[lower] ?? lower
}

export function plainCodeHtml(lang: string, code: string): string {
  const label = escapeHtml(lang || "text")
  return `<div class="gatsby-highlight" data-language="${label}"><pre class="language-text"><code class="language-text">${escapeHtml(code)}</code></pre></div>`
}

export default function remarkPlainCode() {
  const highlighted = new Set<string>(HIGHLIGHTED_LANGUAGES)
  const visit = (node: CodeNode) => {
    if (node.type === "code") {
      const lang = normaliseLanguage(node.lang)
      if (highlighted.has(lang)) node.lang = lang
      else {
        node.type = "html"
        node.value = plainCodeHtml(lang, node.value ?? "")
      }
      return
    }
    node.children?.forEach(visit)
  }
  return (tree: CodeNode) => visit(tree)
}
