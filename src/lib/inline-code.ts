/** Splits `text with `code` in it` into plain and code runs (release notes are plain strings). */
export interface InlineRun {
  code: boolean
  text: string
}

export function inlineCodeRuns(text: string): InlineRun[] {
  const runs: InlineRun[] = []
  const parts = text.split("`")
  // An odd number of parts means balanced backticks; otherwise the last backtick is literal.
  const balanced = parts.length % 2 === 1
  parts.forEach((part, i) => {
    const code = balanced && i % 2 === 1
    const literal = !balanced && i === parts.length - 1 && i > 0 ? "`" + part : part
    if (literal) runs.push({ code, text: literal })
  })
  return runs
}
