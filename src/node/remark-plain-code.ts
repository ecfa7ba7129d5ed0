import { normaliseLanguage } from "../lib/markdown/languages"
import { FRAGMENT_META } from "../lib/samples/samples"

/**
 * Remark plugin: code highlighting is for the configured languages only (site-spec §9: java,
 * python, bash). Any other fenced block (hocon, json, fix...) is rendered here as plain,
 * escaped code in the same markup gatsby-remark-prismjs produces, so it keeps its language
 * label and copy button but is never run through Prism.
 */
export const HIGHLIGHTED_LANGUAGES = ["java", "python", "bash"] as const

interface CodeNode {
  type: string
  lang?: string | null
  meta?: string | null
  value?: string
  children?: CodeNode[]
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

export function plainCodeHtml(lang: string, code: string): string {
  const label = escapeHtml(lang || "text")
  return `<div class="gatsby-highlight" data-language="${label}"><pre class="language-text"><code class="language-text">${escapeHtml(code)}</code></pre></div>`
}

export default function remarkPlainCode() {
  const highlighted = new Set<string>(HIGHLIGHTED_LANGUAGES)
  const visit = (node: CodeNode) => {
    if (node.type === "code") {
      const lang = normaliseLanguage(node.lang)
      if (highlighted.has(lang)) {
        node.lang = lang
        // `java fragment` marks a block for the build's sample check (README, "Code samples");
        // gatsby-remark-prismjs would read the word as part of the language.
        const meta = (node.meta ?? "").split(/\s+/).filter((w) => w && w !== FRAGMENT_META)
        node.meta = meta.length ? meta.join(" ") : null
      } else {
        node.type = "html"
        node.value = plainCodeHtml(lang, node.value ?? "")
      }
      return
    }
    node.children?.forEach(visit)
  }
  return (tree: CodeNode) => visit(tree)
}
