import { LineCounter, parseDocument, isNode } from "yaml"
import type { ZodType, ZodTypeDef } from "zod"

/**
 * A reference data file (content/reference/*.yaml) is a YAML list of entries. Loading it
 * validates every entry and names the file, the line and the entry of each problem:
 * `content/reference/config-keys.yaml:41: journal.fsync: default: Required`.
 */
export interface DataProblem {
  file: string
  line: number
  message: string
}

export class ReferenceDataError extends Error {
  constructor(readonly problems: DataProblem[]) {
    super(`Invalid reference data:\n${formatDataProblems(problems)}`)
  }
}

export function formatDataProblems(problems: readonly DataProblem[]): string {
  return problems.map((p) => `  ${p.file}:${p.line}: ${p.message}`).join("\n")
}

export interface ListSpec<T> {
  /** The schema of one entry. */
  entry: ZodType<T, ZodTypeDef, unknown>
  /** How an entry is named in messages (`tag 35`, `journal.fsync`), from its raw YAML. */
  label: (raw: unknown, index: number) => string
  /** The field that must be unique across the file, if any. */
  key?: (entry: T) => string
  /**
   * Parts of an entry that later checks name by line (a FIX tag's entry and each of its
   * values): a key for each and its path inside the entry. The loader gives their lines in `lines`.
   */
  locate?: (entry: T) => [key: string, path: (string | number)[]][]
}

/** An entry named by one of its fields (`tag 35`, `journal.fsync`), or by its position. */
export function labelBy(field: string, format: (value: string) => string = (v) => v) {
  return (raw: unknown, index: number): string => {
    const value = (raw as Record<string, unknown> | null)?.[field]
    return typeof value === "string" || typeof value === "number" ? format(String(value)) : `entry ${index + 1}`
  }
}

/** Entries of one file, or problems; never both silently. */
export function loadYamlList<T>(
  text: string,
  file: string,
  spec: ListSpec<T>,
): { entries: T[]; problems: DataProblem[]; lines: Record<string, number> } {
  const lineCounter = new LineCounter()
  const doc = parseDocument(text, { lineCounter, prettyErrors: false })
  if (doc.errors.length)
    return {
      entries: [],
      lines: {},
      problems: doc.errors.map((e) => ({
        file,
        line: e.linePos?.[0].line ?? 1,
        message: `YAML does not parse: ${e.message.split("\n")[0]}`,
      })),
    }
  const raw: unknown = doc.toJS()
  if (!Array.isArray(raw))
    return { entries: [], lines: {}, problems: [{ file, line: 1, message: "expected a list of entries" }] }
  const lineAt = (path: (string | number)[]): number => {
    for (let depth = path.length; depth >= 0; depth--) {
      const node = doc.getIn(path.slice(0, depth), true)
      if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]).line
    }
    return 1
  }
  const entries: T[] = []
  const problems: DataProblem[] = []
  const seen = new Map<string, number>()
  const lines: Record<string, number> = {}
  raw.forEach((item, index) => {
    const label = spec.label(item, index)
    const result = spec.entry.safeParse(item)
    if (!result.success) {
      for (const issue of result.error.issues)
        problems.push({
          file,
          line: lineAt([index, ...issue.path]),
          message: `${label}: ${issue.path.length ? `${issue.path.join(".")}: ` : ""}${issue.message}`,
        })
      return
    }
    const key = spec.key?.(result.data)
    if (key !== undefined) {
      const first = seen.get(key)
      if (first !== undefined) {
        problems.push({ file, line: lineAt([index]), message: `${label}: duplicate of the entry at line ${first}` })
        return
      }
      seen.set(key, lineAt([index]))
    }
    entries.push(result.data)
    for (const [name, path] of spec.locate?.(result.data) ?? []) lines[name] = lineAt([index, ...path])
  })
  return { entries, problems, lines }
}
