import type { CodeMeta } from "./meta"

/**
 * Code blocks as lines: each line of the highlighted HTML becomes its own element, so a
 * line can be highlighted, numbered and soft-wrapped under its number. Prism's tokens may span
 * lines (a block comment, a text block): a line closes the tags still open at its end and the
 * next one opens them again, so every line is balanced HTML.
 */
const TOKEN = /<(\/?)([a-zA-Z]+)\b[^>]*>|\n|[^<\n]+/g

export function splitHtmlLines(html: string): string[] {
  const lines: string[] = []
  const open: { name: string; tag: string }[] = []
  let line = ""
  for (const [token, closing, name] of html.matchAll(TOKEN)) {
    if (token === "\n") {
      lines.push(line + open.map(() => "</span>").join(""))
      line = open.map((o) => o.tag).join("")
    } else if (name === undefined) line += token
    else if (closing) {
      if (open.pop()?.name !== name.toLowerCase()) throw new Error(`unbalanced </${name}> in highlighted code`)
      line += token
    } else if (name.toLowerCase() === "wbr" || name.toLowerCase() === "br") line += token
    else {
      open.push({ name: name.toLowerCase(), tag: token })
      line += token
    }
  }
  if (open.length) throw new Error(`unclosed <${open[open.length - 1].name}> in highlighted code`)
  lines.push(line)
  return lines
}

/**
 * A FIX message line (fields written `tag=value|`, escaped) as fields that a soft wrap never cuts:
 * each field is kept whole and the line may break only after its `|`. A field longer than the line
 * breaks at its spaces, or after a `;` of a list value (`7002=StartTime=09:30:00;EndTime=…`), never
 * inside a time or a number. An entity's own `;` (`&amp;`) is not a break.
 */
export function fixFieldsHtml(escapedLine: string): string {
  return escapedLine
    .split(/(?<=\|)/)
    .map((field) =>
      /^\d+=/.test(field)
        ? `<span class="fix-field">${field.replace(/(?<!&#?\w+);(?=[^\s|])/g, ";<wbr>")}</span><wbr>`
        : field,
    )
    .join("")
}

/**
 * The lines as the block's markup. Every line but the last keeps its newline, so the text of the
 * <pre> (what Copy copies, what search indexes) is the code exactly as written. A line number is an
 * empty element whose number CSS draws from `data-line` (generated content): never in the text,
 * never copied.
 */
export function codeLinesHtml(lines: readonly string[], meta: Pick<CodeMeta, "highlight" | "lineNumbersFrom">): string {
  const highlighted = new Set(meta.highlight)
  return lines
    .map((line, i) => {
      const number =
        meta.lineNumbersFrom === null
          ? ""
          : `<span class="code-line-number" data-line="${meta.lineNumbersFrom + i}" aria-hidden="true"></span>`
      const className = highlighted.has(i + 1) ? "code-line is-highlighted" : "code-line"
      return `<span class="${className}">${number}${line}${i < lines.length - 1 ? "\n" : ""}</span>`
    })
    .join("")
}
