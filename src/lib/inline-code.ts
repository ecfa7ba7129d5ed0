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

/**
 * Where a long identifier may wrap (wide reference tables): `fix.gateway.fileStore.path` →
 * `fix.`, `gateway.`, `fileStore.`, `path`. A piece ends after `.`, `_` or `/` inside a name (not
 * before a digit), after `-` between lowercase letters (`lse-millennium`), after `,`, `;` or `|`
 * not followed by a space, and after a run of spaces. Numbers and codes stay whole: `4.2.3`, `1.5`,
 * `TRJ-1001`, `cme-mdp3`, `tx-algo-0`, `35=D`, `-Xmx4g`. The pieces are rendered with a <wbr> between them.
 */
export function softBreakPieces(text: string): string[] {
  const pieces: string[] = []
  const codes = codeRanges(text)
  let start = 0
  for (let i = 0; i < text.length - 1; i++) {
    const inCode = codes.some(([from, to]) => i >= from && i < to - 1)
    if (!inCode && breaksAfter(text[i - 1] ?? "", text[i], text[i + 1])) {
      pieces.push(text.slice(start, i + 1))
      start = i + 1
    }
  }
  pieces.push(text.slice(start))
  return pieces.filter((piece) => piece !== "")
}

const SEPARATORS = "._/"

function breaksAfter(before: string, char: string, after: string): boolean {
  if (SEPARATORS.includes(char))
    return /\S/.test(before) && !SEPARATORS.includes(before) && /[^\s\d]/.test(after) && !SEPARATORS.includes(after)
  if (char === "-") return /[a-z]/.test(before) && /[a-z]/.test(after)
  if (",;|".includes(char)) return /\S/.test(after)
  return /\s/.test(char) && /\S/.test(after)
}

/**
 * Soft breaks in the text of a table cell: after a slash between letters (`REST/WebSocket`), and
 * between the words of a long CamelCase name (FIX's `Unsupported|Subscription|Request|Type`), which
 * would otherwise set the width of its column. Names of fewer than 16 letters stay whole.
 */
export function softBreakPiecesInText(text: string): string[] {
  const pieces: string[] = []
  for (const piece of text.split(/(?<=[A-Za-z]\/)(?=[A-Za-z])/)) {
    // Each long name's word boundaries (a lowercase letter, then a capital) become breaks.
    const split = piece.replace(LONG_NAME, (name) => name.replace(/(?<=[a-z])(?=[A-Z])/g, "\u0000"))
    pieces.push(...split.split("\u0000"))
  }
  return pieces
}

const LONG_NAME = /\b[A-Za-z]{16,}\b/g

/** A code written in running text: a hyphenated run with a digit or two capitals (TRJ-1001, FIX-only, RSK-2010). */
const CODE_IN_TEXT = /[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+/g
const looksLikeCode = (word: string) => /\d|[A-Z]{2}/.test(word)

/** Where the codes written with hyphens are in `text`: [start, end) of each. */
function codeRanges(text: string): [number, number][] {
  return [...text.matchAll(CODE_IN_TEXT)]
    .filter((match) => looksLikeCode(match[0]))
    .map((match) => [match.index ?? 0, (match.index ?? 0) + match[0].length])
}

/**
 * Splits text of a table cell into runs, marking the codes that must not wrap at their hyphen
 * (`TRJ-1001`), which browsers otherwise break in a narrow column. Words of prose ("order-by-order") may.
 */
export function codeRunsInText(text: string): InlineRun[] {
  const runs: InlineRun[] = []
  let at = 0
  for (const [start, end] of codeRanges(text)) {
    if (start > at) runs.push({ code: false, text: text.slice(at, start) })
    runs.push({ code: true, text: text.slice(start, end) })
    at = end
  }
  if (at < text.length) runs.push({ code: false, text: text.slice(at) })
  return runs
}
