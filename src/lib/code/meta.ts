import { FRAGMENT_META } from "../samples/samples"

/**
 * A fence's info string after the language, as Docusaurus writes it:
 * ```` ```python title="fix_client.py" showLineNumbers {1,4-6} ````. `fragment` belongs to the
 * build's sample check (content/README.md, "Code samples are checked"), `schema="Order"` and
 * `partial` to the check of JSON examples against the REST API document ("The REST API
 * document"); they are accepted and kept apart here.
 */
export interface CodeMeta {
  title: string | null
  /** The number of the first line when lines are numbered (`showLineNumbers=10`), else null. */
  lineNumbersFrom: number | null
  /** 1-based lines to highlight, ascending. */
  highlight: number[]
  fragment: boolean
  /** The schema of the REST API document a JSON example follows (`Order`, `Bar[]`), else null. */
  schema: string | null
  /** A JSON example shown shortened: required fields may be left out. */
  partial: boolean
}

/** A meta string that cannot be read: the message names the word; the caller adds file and line. */
export class CodeMetaError extends Error {}

const WORD = /\s*(title=(?:"([^"]*)"|'([^']*)')|showLineNumbers(?:=(\d+))?|\{([^}]*)\}|schema="([^"]*)"|\S+)/y
export const PARTIAL_META = "partial"

/** The lines of `{1,4-6}`; every number at least 1, ranges ascending. */
function lineRanges(spec: string): number[] {
  const lines = new Set<number>()
  for (const part of spec.split(",").map((p) => p.trim())) {
    const range = /^(\d+)(?:-(\d+))?$/.exec(part)
    if (!range) throw new CodeMetaError(`line range "{${spec}}": "${part}" is not a line or a range like 4-6`)
    const from = Number(range[1])
    const to = range[2] === undefined ? from : Number(range[2])
    if (from < 1 || to < from) throw new CodeMetaError(`line range "{${spec}}": "${part}" is empty or starts below 1`)
    for (let line = from; line <= to; line++) lines.add(line)
  }
  return [...lines].sort((a, b) => a - b)
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const parsed: CodeMeta = {
    title: null,
    lineNumbersFrom: null,
    highlight: [],
    fragment: false,
    schema: null,
    partial: false,
  }
  const text = (meta ?? "").trimEnd()
  WORD.lastIndex = 0
  while (WORD.lastIndex < text.length) {
    const match = WORD.exec(text)
    if (!match) break
    const [, word, doubleQuoted, singleQuoted, from, ranges, schema] = match
    if (word.startsWith("title=")) {
      const title = (doubleQuoted ?? singleQuoted ?? "").trim()
      if (!title) throw new CodeMetaError(`empty title: write title="file.py"`)
      parsed.title = title
    } else if (word.startsWith("showLineNumbers")) parsed.lineNumbersFrom = from === undefined ? 1 : Number(from)
    else if (ranges !== undefined) parsed.highlight = lineRanges(ranges)
    else if (schema !== undefined) {
      if (!/^[A-Za-z][A-Za-z0-9]*(\[\])?$/.test(schema))
        throw new CodeMetaError(`schema="${schema}": write a schema's name, schema="Order", or a list, schema="Bar[]"`)
      parsed.schema = schema
    } else if (word === FRAGMENT_META) parsed.fragment = true
    else if (word === PARTIAL_META) parsed.partial = true
    else
      throw new CodeMetaError(
        `unknown fence word "${word}" (known: title="…", showLineNumbers, {1,4-6}, ${FRAGMENT_META}, schema="…", ${PARTIAL_META})`,
      )
  }
  return parsed
}

/** A highlighted line past the end of the block is a mistake in the fence (the code changed). */
export function checkHighlight(meta: CodeMeta, lineCount: number): void {
  const past = meta.highlight.filter((line) => line > lineCount)
  if (past.length) throw new CodeMetaError(`highlighted line ${past[0]} is past the block's last line (${lineCount})`)
}
