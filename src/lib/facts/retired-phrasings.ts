import { z } from "zod"
import type { FactProblem } from "./table-totals"
import { labelBy, type ListSpec } from "../reference/yaml-list"

/**
 * A settlement that rewords one sentence and leaves its restatements is the commonest new
 * contradiction the re-reads find (content/README.md, "Checking facts"). When a fact retires a
 * phrasing ("a cancel to a connector that is not `ACTIVE`", now "neither `ACTIVE` nor
 * `SUSPENDED`"), content/reference/retired-phrasings.yaml lists it, and the build fails on every
 * page, release note, reference file or Javadoc that still says it.
 *
 * A phrase matches case-insensitively, with backticks and asterisks ignored and any run of
 * whitespace (a line break of the source included) matching any other, so a phrase wrapped over
 * two lines is still found.
 */
export interface RetiredPhrasing {
  /** The words no file may say any more. */
  phrase: string
  /** The PRODUCT.md fact that retired it. */
  fact: number
  /** What the fact says instead, for the message. */
  now: string
}

const retiredEntry = z
  .object({
    phrase: z.string().trim().min(8, "a phrase of a few words at least, or it matches prose it should not"),
    fact: z.number().int().positive(),
    now: z.string().min(1),
  })
  .strict()

export const retiredPhrasingsSpec: ListSpec<RetiredPhrasing> = {
  entry: retiredEntry,
  label: labelBy("phrase", (v) => `"${v}"`),
  key: (r) => normalise(r.phrase).text,
}

/** The text as the phrases are compared, and for each of its characters the 1-based source line. */
export function normalise(source: string): { text: string; lines: number[] } {
  let text = ""
  const lines: number[] = []
  let line = 1
  let space = false
  for (const ch of source) {
    if (ch === "\n") line++
    if (ch === "`" || ch === "*") continue
    if (/\s/.test(ch)) {
      space = text.length > 0
      continue
    }
    if (space) {
      text += " "
      lines.push(line)
      space = false
    }
    text += ch.toLowerCase()
    lines.push(line)
  }
  return { text, lines }
}

/** Every place `source` still says a retired phrasing, at the line where the phrase starts. */
export function retiredPhrasingProblems(source: string, retired: readonly RetiredPhrasing[]): FactProblem[] {
  if (!retired.length) return []
  const { text, lines } = normalise(source)
  const problems: FactProblem[] = []
  for (const r of retired) {
    const phrase = normalise(r.phrase).text
    for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + phrase.length))
      problems.push({
        line: lines[at],
        message: `says "${r.phrase}", which fact ${r.fact} retired: ${r.now}`,
      })
  }
  return problems.sort((a, b) => a.line - b.line)
}
