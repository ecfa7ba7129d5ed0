/**
 * The JSON values of an example block: one value, or several one after the other (a session's
 * messages, one per line or spread over lines), each with where it starts, so that a problem
 * names its line on the page.
 */
export interface JsonValue {
  value: unknown
  /** The value's text in the block. */
  text: string
  /** 0-based line of the block where the value starts. */
  line: number
}

export interface JsonSyntaxProblem {
  /** 0-based line of the block. */
  line: number
  message: string
}

const lineAt = (text: string, offset: number): number => {
  let line = 0
  for (let i = 0; i < offset && i < text.length; i++) if (text[i] === "\n") line++
  return line
}

/** Where a value that starts at `start` ends: its closing bracket, or the end of a scalar. */
function valueEnd(text: string, start: number): number {
  const first = text[start]
  if (first !== "{" && first !== "[") {
    const match = /^("(?:[^"\\]|\\.)*"|[^\s,\]}]+)/.exec(text.slice(start))
    return start + (match ? match[0].length : 1)
  }
  let depth = 0
  for (let i = start; i < text.length; i++) {
    const c = text[i]
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === "\\") i++
    } else if (c === "{" || c === "[") depth++
    else if (c === "}" || c === "]") {
      depth--
      if (depth === 0) return i + 1
    }
  }
  return text.length
}

/**
 * The position a `JSON.parse` error names (`... at position 12 (line 2 column 3)`), if any; some
 * errors name none (`Unexpected token '}'`), and are reported at the value's first line.
 */
const errorPosition = (message: string): number | null => {
  const match = /position (\d+)/.exec(message)
  return match ? Number(match[1]) : null
}

export function jsonValues(text: string): { values: JsonValue[]; problems: JsonSyntaxProblem[] } {
  const values: JsonValue[] = []
  const problems: JsonSyntaxProblem[] = []
  let i = 0
  while (i < text.length) {
    if (/\s/.test(text[i])) {
      i++
      continue
    }
    const end = valueEnd(text, i)
    const slice = text.slice(i, end)
    try {
      values.push({ value: JSON.parse(slice), text: slice, line: lineAt(text, i) })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const at = errorPosition(message)
      problems.push({
        line: lineAt(text, i + (at ?? 0)),
        message: `not JSON: ${message
          .replace(/\s*\(line \d+ column \d+\)/, "")
          .replace(/ in JSON at position \d+/, "")
          .replace(/, "[\s\S]*" is not valid JSON$/, "")}`,
      })
      return { values, problems }
    }
    i = end
  }
  return { values, problems }
}

/**
 * The 0-based line, within a value's text, of the member a JSON pointer names (`/order/avgPx`):
 * each key is looked for after the previous one, which finds it in the examples' plain layout.
 */
export function pointerLine(valueText: string, pointer: string): number {
  let offset = 0
  for (const part of pointer.split("/").slice(1)) {
    if (/^\d+$/.test(part)) continue
    const key = part.replace(/~1/g, "/").replace(/~0/g, "~")
    const found = valueText.indexOf(JSON.stringify(key), offset)
    if (found >= 0) offset = found
  }
  return lineAt(valueText, offset)
}
