import type { SourceLine } from "./source-lines"

/**
 * A table's **Total** row must be the sum of the rows above it (content/README.md, "Checking
 * facts"). In every column where the Total row holds a quantity (`4.1 µs`, `3.3 to 6.1 s`), each
 * other row must hold one too (`3.0 s`, `5 to 20 ms`, `under 10 ms`), and the Total's bounds must
 * be the sums of the rows' lower and upper bounds, rounded as the Total is written. A total that
 * was typed by hand and not updated when a row changed is the mistake this catches.
 */
export interface FactProblem {
  line: number
  message: string
}

/** A quantity as a range in a base unit (seconds for durations), and how its bounds were written. */
export interface Quantity {
  low: number
  high: number
  /** Seconds per unit written (1e-6 for µs), or 1 for a plain number. */
  scale: number
  unit: string
  decimals: [number, number]
}

const UNITS: Record<string, number> = { ns: 1e-9, µs: 1e-6, μs: 1e-6, us: 1e-6, ms: 1e-3, s: 1, min: 60 }
const NUMBER = String.raw`(\d[\d,]*(?:\.\d+)?)`
const UNIT = String.raw`(ns|µs|μs|us|ms|s|min)?`

const decimalsOf = (written: string) => (written.includes(".") ? written.split(".")[1].length : 0)
const numberOf = (written: string) => Number(written.replace(/,/g, ""))

/** `3.0 s`, `5 to 20 ms`, `0.2-2 s`, `under 10 ms`, `about 3.3 to 6.1 s`, `1,000`; null for anything else. */
export function parseQuantity(cell: string): Quantity | null {
  const text = cell
    .replace(/\*\*|`/g, "")
    .replace(/^\s*(?:about|approximately|typically|~)\s*/i, "")
    .trim()
  const range = new RegExp(String.raw`^${NUMBER}\s*${UNIT}\s*(?:to|-|–)\s*${NUMBER}\s*${UNIT}$`).exec(text)
  const under = new RegExp(String.raw`^(?:under|below|up to|<)\s*${NUMBER}\s*${UNIT}$`, "i").exec(text)
  const single = new RegExp(String.raw`^${NUMBER}\s*${UNIT}$`).exec(text)
  const make = (low: string, high: string, unit: string | undefined, lowUnit?: string): Quantity | null => {
    const scale = unit ? UNITS[unit] : 1
    const lowScale = lowUnit ? UNITS[lowUnit] : scale
    return {
      low: numberOf(low) * lowScale,
      high: numberOf(high) * scale,
      scale,
      unit: unit ?? "",
      decimals: [decimalsOf(low), decimalsOf(high)],
    }
  }
  if (range) return make(range[1], range[3], range[4] ?? range[2], range[2])
  if (under) return { ...make("0", under[1], under[2])!, decimals: [0, decimalsOf(under[1])] }
  if (single) return make(single[1], single[1], single[2])
  return null
}

/** The cells of a pipe-table row; pipes inside inline code or escaped (`\|`) do not split. */
export function tableCells(row: string): string[] {
  const cells: string[] = []
  let cell = ""
  let inCode = false
  const text = row.trim().replace(/^\|/, "").replace(/\|$/, "")
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (ch === "\\" && text[i + 1] === "|") {
      cell += "|"
      i++
    } else if (ch === "`") {
      inCode = !inCode
      cell += ch
    } else if (ch === "|" && !inCode) {
      cells.push(cell.trim())
      cell = ""
    } else cell += ch
  }
  cells.push(cell.trim())
  return cells
}

/** The pipe tables of the prose: their body rows (header and separator left out), line by line. */
export function pipeTables(lines: readonly SourceLine[]): { line: number; cells: string[] }[][] {
  const tables: { line: number; cells: string[] }[][] = []
  let run: SourceLine[] = []
  const flush = () => {
    if (run.length >= 2 && /^\s*\|?\s*:?-{3,}/.test(run[1].text))
      tables.push(run.slice(2).map((l) => ({ line: l.line, cells: tableCells(l.text) })))
    run = []
  }
  let previous = 0
  for (const l of lines) {
    const inTable = l.fence === null && l.text.trimStart().startsWith("|")
    if (!inTable || l.line !== previous + 1) flush()
    if (inTable) run.push(l)
    previous = l.line
  }
  flush()
  return tables
}

const isTotalRow = (cells: readonly string[]) => /^\**\s*total\s*\**$/i.test(cells[0] ?? "")

function written(value: number, q: Quantity, bound: 0 | 1): string {
  return (value / q.scale).toFixed(q.decimals[bound])
}

function show(q: Quantity, low: number, high: number): string {
  const unit = q.unit ? ` ${q.unit}` : ""
  const a = written(low, q, 0)
  const b = written(high, q, 1)
  return a === b ? `${a}${unit}` : `${a} to ${b}${unit}`
}

export function tableTotalProblems(lines: readonly SourceLine[]): FactProblem[] {
  const problems: FactProblem[] = []
  for (const rows of pipeTables(lines)) {
    const total = rows.find((r) => isTotalRow(r.cells))
    if (!total) continue
    const parts = rows.filter((r) => r !== total)
    total.cells.forEach((cell, column) => {
      if (column === 0) return
      const expected = parseQuantity(cell)
      if (!expected) return
      let low = 0
      let high = 0
      for (const row of parts) {
        const q = parseQuantity(row.cells[column] ?? "")
        if (!q || (q.unit === "") !== (expected.unit === "")) {
          problems.push({
            line: row.line,
            message: `table total: "${row.cells[column] ?? ""}" is not a quantity the Total row (line ${total.line}) can add up`,
          })
          return
        }
        low += q.low
        high += q.high
      }
      const sum = show(expected, low, high)
      const stated = show(expected, expected.low, expected.high)
      if (sum !== stated)
        problems.push({
          line: total.line,
          message: `table total: the Total row says ${stated}, its rows add up to ${sum}`,
        })
    })
  }
  return problems
}
