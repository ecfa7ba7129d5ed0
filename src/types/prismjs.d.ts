// prismjs 1.30 ships no types: the two entry points the build uses (src/node/remark-code-blocks.ts).
declare module "prismjs" {
  interface Grammar {
    [token: string]: unknown
  }
  const Prism: {
    languages: Record<string, Grammar | undefined>
    highlight(text: string, grammar: Grammar, language: string): string
  }
  export default Prism
}
declare module "prismjs/components/index" {
  /** Loads languages (and the ones they extend) into the Prism instance of `require("prismjs")`. */
  export default function loadLanguages(languages: string[]): void
}
