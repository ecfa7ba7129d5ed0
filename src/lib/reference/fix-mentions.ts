import type { InlineRun } from "../markdown/mdx"

/**
 * FIX tags a page names outside its `fix` blocks (those the sample check reads whole): in inline
 * code (`35=D`, `58=Invalid password`, `35=D|11=A-1`), in prose (`tag 44`, `tags 131-135`,
 * `ClOrdID (11)`, `527 (SecondaryExecID)`, `35=AG`), and in the cells of a table column headed
 * FIX or Tag, where a bare number is a tag and `537 (0, 1)` lists values of it.
 */
export interface FixTagMention {
  tag: number
  /** The value written after `tag=`, when it is one to check (not a placeholder). */
  value?: string
  /** The field or value name written beside the number: `ClOrdID (11)`, `527 (SecondaryExecID)`. */
  label?: string
  line: number
}

// A value that stands for any: `<commission>`, `...`, `…`, `{id}`, `$X`.
const PLACEHOLDER = /[<>{}…$*]|\.\.\./
// A FIX field name: two humps at least (ClOrdID, SecondaryExecID), so that "Step (2)" is not one.
const FIELD_NAME = "[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*|ID)+"
const NAME_THEN_TAG = new RegExp(`\\b(${FIELD_NAME}) \\((\\d{1,5})\\)`, "g")
const TAG_THEN_NAME = new RegExp(`(?<![\\d.=,])\\b(\\d{1,5}) \\((${FIELD_NAME})[):]`, "g")
const TAG_WORDS = /\b[Tt]ags? (\d{1,5}(?:(?:\s*(?:,|and|or|to|-|–)\s*|, and )\d{1,5})*)/g
// `35=AG`, `269=0`, `35=W/X` in prose; in code the value runs to the next separator.
const PROSE_PAIR = /(?<![\w.=-])(\d{1,5})=([A-Za-z0-9]+(?:\.[A-Za-z0-9]+)*(?:\/[A-Za-z0-9]+)*)/g
const CODE_PAIR = /^(\d{1,5})=(.*)$/

function pair(tag: string, value: string, line: number): FixTagMention[] {
  const values = value.includes("/") ? value.split("/") : [value]
  return values.map((v) =>
    v && !PLACEHOLDER.test(v) ? { tag: Number(tag), value: v, line } : { tag: Number(tag), line },
  )
}

function tagList(list: string, line: number): FixTagMention[] {
  const mentions: FixTagMention[] = []
  for (const range of list.matchAll(/(\d+)\s*(?:-|–|to)\s*(\d+)|(\d+)/g)) {
    if (range[3]) mentions.push({ tag: Number(range[3]), line })
    else
      for (let t = Number(range[1]); t <= Number(range[2]) && t - Number(range[1]) < 50; t++)
        mentions.push({ tag: t, line })
  }
  return mentions
}

/** Tags in running text: pairs, `tag N` lists and a number named beside it. */
export function fixTagsInProse(text: string, line: number): FixTagMention[] {
  const mentions: FixTagMention[] = []
  for (const m of text.matchAll(PROSE_PAIR)) mentions.push(...pair(m[1], m[2], line))
  for (const m of text.matchAll(TAG_WORDS)) mentions.push(...tagList(m[1], line))
  for (const m of text.matchAll(NAME_THEN_TAG)) mentions.push({ tag: Number(m[2]), label: m[1], line })
  for (const m of text.matchAll(TAG_THEN_NAME)) mentions.push({ tag: Number(m[1]), label: m[2], line })
  return mentions
}

/** Tags in inline code: `35=D`, `35=D|11=A-1|...`, `tag 44`. */
export function fixTagsInCode(code: string, line: number): FixTagMention[] {
  const parts = code.trim().split("|")
  const pairs = parts.map((p) => CODE_PAIR.exec(p.trim()))
  // `35=D|11=...`: every part a field (a trailing `|` or `...` aside); a lone `a=b` too.
  if (pairs[0] && pairs.every((p, i) => p || !parts[i].trim() || parts[i].trim() === "..."))
    return pairs.flatMap((p) => (p ? pair(p[1], parts.length > 1 ? p[2] : p[2], line) : []))
  return [...code.matchAll(TAG_WORDS)].flatMap((m) => tagList(m[1], line))
}

// In a tag column: `537 (0, 1)`, `269 (0 or 1)`, `1094 (PegPriceType: 5, 4, 2)` list values of
// the tag; `327 (HaltReason): 4 NewsPending, 2 OrderImbalance` too. A number followed by a word
// other than these is a count or a port (`9876 orders`), not a tag.
const VALUE = "[A-Za-z0-9]{1,3}"
const VALUE_LIST = `${VALUE}(?:(?:,\\s*| or | and )${VALUE})*`
const CELL_TAG = new RegExp(
  `(?<![\\w.=-]|= )(\\d{1,5})(?: \\((?:${FIELD_NAME}: )?(${VALUE_LIST})\\)|(?: \\(${FIELD_NAME}\\))?: ((?:${VALUE} [A-Z][A-Za-z]+(?:, )?)+))?(?![\\w.=-]| [a-z]+)`,
  "g",
)
const NAMED_VALUE = new RegExp(`(${VALUE}) [A-Z][A-Za-z]+`, "g")
const LINKING_WORD = / (?:and|or|with|on|in|within|for|names|starts|echoed|see|entry|is|when|carries|only|at)\b/g

/** Tags in the text of a tag column's cell: bare numbers are tags, and the values listed after one. */
function fixTagsInTagCell(text: string, line: number): FixTagMention[] {
  // Pairs are read once, by the prose rule; linking words are blanked so that `37 and 7003` reads as two tags.
  const rest = text.replace(PROSE_PAIR, (m) => " ".repeat(m.length)).replace(LINKING_WORD, (m) => ",".padEnd(m.length))
  const mentions = fixTagsInProse(text, line).filter((m) => m.value !== undefined || m.label !== undefined)
  for (const m of rest.matchAll(CELL_TAG)) {
    const tag = Number(m[1])
    mentions.push({ tag, line })
    if (m[2]) mentions.push(...m[2].split(/,\s*| or | and /).map((value) => ({ tag, value, line })))
    if (m[3]) mentions.push(...[...m[3].matchAll(NAMED_VALUE)].map((v) => ({ tag, value: v[1], line })))
  }
  return mentions
}

/** Values in the text of a value column's cell (`6 or E`, `D (Restated)`, `0, 1 or 2, never 5`). */
function fixValuesInCell(tag: number, text: string, line: number): FixTagMention[] {
  const rest = text.replace(PROSE_PAIR, (m) => " ".repeat(m.length))
  const values = [...rest.matchAll(/(?<![\w.=-])(\d{1,3}|[A-Z])(?![\w.=-])/g)].map((m) => ({ tag, value: m[1], line }))
  return [...fixTagsInProse(text, line).filter((m) => m.value !== undefined), ...values]
}

// `FIX tag (35=R)`, `FIX 269 entry`, `Other tags`, `FIX`: a cell names tags.
const TAG_COLUMN = /^(?:FIX(?: tags?| \d+ entry)?|(?:other )?tags?)(?: \(.*\))?$/i
// `FIX 297`, `FIX 625 (TradingSessionSubID)`, `150 on FIX 4.2`, `39`, `body length (tag 9)`: values of one tag.
const VALUE_COLUMN = /^(?:FIX )?(\d{1,5})(?: \([A-Za-z]+\)| on FIX.*)?$|\(tag (\d{1,5})\)$/i
const DELIMITER_ROW = /^\s*\|?\s*:?-{3,}/m

type Column = { kind: "tags" } | { kind: "values"; tag: number } | { kind: "other" }

function columnOf(header: string): Column {
  const text = header.trim()
  const values = VALUE_COLUMN.exec(text)
  if (values) return { kind: "values", tag: Number(values[1] ?? values[2]) }
  return TAG_COLUMN.test(text) ? { kind: "tags" } : { kind: "other" }
}

/**
 * A table (a paragraph without GFM's table parse: its rows are lines of text split by `|`):
 * what each column holds, from the header row, and each run's column.
 */
function tableMentions(runs: readonly InlineRun[]): FixTagMention[] | null {
  const first = runs[0]
  if (first?.kind !== "text" || !first.value.startsWith("|")) return null
  if (!runs.some((r) => r.kind === "text" && DELIMITER_ROW.test(r.value))) return null
  const header: string[] = [""]
  let columns: Column[] = []
  let row = 0
  let column = 0
  const mentions: FixTagMention[] = []
  for (const run of runs) {
    if (run.kind === "link") continue
    const pieces = run.kind === "text" ? run.value.split(/(\||\n)/) : [run.value]
    let line = run.line
    for (const piece of pieces) {
      if (run.kind === "text" && piece === "\n") {
        if (row === 0) columns = header.map(columnOf)
        row++
        line++
        column = 0
        continue
      }
      if (run.kind === "text" && piece === "|") {
        column++
        if (row === 0) header[column] = ""
        continue
      }
      const kind = row === 0 ? undefined : columns[column]
      if (row === 0) header[column] += run.kind === "code" ? `\`${piece}\`` : piece
      if (run.kind === "code") mentions.push(...fixTagsInCode(piece, line))
      else if (kind?.kind === "tags") mentions.push(...fixTagsInTagCell(piece, line))
      else if (kind?.kind === "values") mentions.push(...fixValuesInCell(kind.tag, piece, line))
      else mentions.push(...fixTagsInProse(piece, line))
    }
  }
  return mentions
}

/** Every FIX tag named in a page's prose, inline code and tables (one sequence per paragraph). */
export function fixTagMentions(sequences: readonly (readonly InlineRun[])[]): FixTagMention[] {
  return sequences.flatMap(
    (runs) =>
      tableMentions(runs) ??
      runs.flatMap((run) =>
        run.kind === "code"
          ? fixTagsInCode(run.value, run.line)
          : run.kind === "text"
            ? fixTagsInProse(run.value, run.line)
            : [],
      ),
  )
}
