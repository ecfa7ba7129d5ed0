import { paragraphs, type SourceLine } from "./source-lines"
import type { FactProblem } from "./table-totals"

/**
 * Dates against the release history (content/README.md, "Checking facts"): a measurement or an
 * example runs on a release, so it is dated on or after that release's note; and a release note
 * cannot quote figures that the pages date after the note itself.
 */
export interface Release {
  version: string
  /** YYYY-MM-DD */
  date: string
}

export interface Measurement {
  file: string
  line: number
  version: string
  date: string
}

const DATE = /\b(20\d\d-[01]\d-[0-3]\d)/g
const VERSION = /\b(\d+\.\d+\.\d+)\b/g
/** A version named as Tachyon's in an example line: `Tachyon 4.2.3`, `tachyon-server:4.2.3`, `version=4.2.3`. */
const RUNNING_VERSION = /\b(?:tachyon(?:-server)?|version)\b["':=\s]*v?(\d+\.\d+\.\d+)\b/gi
/** A figure in a release note: a number with a unit of time or rate. */
const FIGURE = /\d[\d.,]*\s*(?:ns|µs|μs|us|ms|million|orders per second|per second|\/s)\b/i

const all = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1])

/**
 * The measurements a page states in prose: a paragraph that says "measured" (or "measurements")
 * and names both a date and a released Tachyon version, one per date it gives.
 */
export function measurementsIn(
  file: string,
  lines: readonly SourceLine[],
  releases: readonly Release[],
): Measurement[] {
  const known = new Set(releases.map((r) => r.version))
  const out: Measurement[] = []
  for (const p of paragraphs(lines)) {
    const text = p.text.replace(/\*\*/g, "")
    if (!/\bmeasure(?:d|ments)\b/i.test(text)) continue
    const versions = [...new Set(all(text, VERSION).filter((v) => known.has(v)))]
    if (versions.length !== 1) continue
    for (const l of p.lines)
      for (const date of all(l.text.replace(/\*\*/g, ""), DATE))
        out.push({ file, line: l.line, version: versions[0], date })
  }
  return out
}

const releaseDate = (releases: readonly Release[], version: string) => releases.find((r) => r.version === version)?.date

/** Measurements dated before the release they were taken on. */
export function measurementDateProblems(
  measurements: readonly Measurement[],
  releases: readonly Release[],
): Measurement[] {
  return measurements.filter((m) => {
    const released = releaseDate(releases, m.version)
    return released !== undefined && m.date < released
  })
}

/** Example lines (in code blocks) that print a Tachyon version beside a date before that version's release. */
export function exampleDateProblems(lines: readonly SourceLine[], releases: readonly Release[]): FactProblem[] {
  const problems: FactProblem[] = []
  for (const l of lines) {
    if (l.fence === null) continue
    const dates = all(l.text, DATE)
    if (!dates.length) continue
    for (const version of all(l.text, RUNNING_VERSION)) {
      const released = releaseDate(releases, version)
      const early = dates.find((d) => released !== undefined && d < released)
      if (early)
        problems.push({
          line: l.line,
          message: `an example dated ${early} runs Tachyon ${version}, which was released on ${released}`,
        })
    }
  }
  return problems
}

/**
 * A release note's text that quotes figures it says were measured: any date it gives must not be
 * after the note, and the pages' measurements of the versions it names (its own version when it
 * names none) must not all be dated after the note.
 */
export function releaseNoteProblems(
  note: Release,
  text: string,
  measurements: readonly Measurement[],
  releases: readonly Release[],
): string[] {
  if (!/\bmeasured\b/i.test(text) || !FIGURE.test(text)) return []
  const problems: string[] = []
  for (const date of all(text, DATE))
    if (date > note.date) problems.push(`quotes a measurement dated ${date}, after the note's date ${note.date}`)
  const known = new Set(releases.map((r) => r.version))
  const named = all(text, VERSION).filter((v) => known.has(v))
  for (const version of named.length ? [...new Set(named)] : [note.version]) {
    const dated = measurements.filter((m) => m.version === version).sort((a, b) => (a.date < b.date ? -1 : 1))
    if (dated.length && dated[0].date > note.date)
      problems.push(
        `quotes measurements of ${version}, which the pages date from ${dated[0].date} (${dated[0].file}:${dated[0].line}), after the note's date ${note.date}`,
      )
  }
  return problems
}
