import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { fenceStates, javaEnumConstants, stateProblems } from "../lib/facts/diagram-states"
import {
  exampleDateProblems,
  measurementDateProblems,
  measurementsIn,
  releaseNoteProblems,
  type Measurement,
  type Release,
} from "../lib/facts/release-dates"
import { releaseNoteFields, type ReleaseNoteText } from "../lib/facts/release-note"
import { restatedDefaultProblems } from "../lib/facts/restated-defaults"
import { retiredPhrasingProblems, retiredPhrasingsSpec, type RetiredPhrasing } from "../lib/facts/retired-phrasings"
import { loadYamlList } from "../lib/reference/yaml-list"
import { sourceLines, type SourceLine } from "../lib/facts/source-lines"
import { tableTotalProblems } from "../lib/facts/table-totals"
import { displayPath } from "./content-paths"
import { filesUnder } from "./files-under"
import { JAVA_API_DIR } from "./java-api"
import { REFERENCE_DIR } from "./reference-data"

/**
 * The fact checks of the build (content/README.md, "Checking facts"), run with the other content
 * checks at bootstrap: table totals against their rows, dates against the release history, state
 * diagrams against the enums of the Java API, and no file saying a phrasing a fact retired. Each
 * finding is a `file:line reason` line.
 */
interface Note extends Release {
  file: string
  source: string
  texts: ReleaseNoteText[]
}

function readNote(file: string, source: string): Note | null {
  const { version, date, texts } = releaseNoteFields(source)
  return version && date ? { file, source, version, date, texts } : null
}

/** The line of a note's source where a frontmatter string starts (its first words), else 1. */
function lineOfText(source: string, text: string): number {
  const at = source.indexOf(text.slice(0, 40))
  return at < 0 ? 1 : source.slice(0, at).split("\n").length
}

/** `io.tachyon.api.OrderStatus` → its constants in the Java API source, or null. */
function enumConstants(qualified: string): string[] | null {
  const parts = qualified.split(".")
  const file = path.join(JAVA_API_DIR, "src/main/java", ...parts) + ".java"
  return existsSync(file) ? javaEnumConstants(readFileSync(file, "utf8"), parts[parts.length - 1]) : null
}

function diagramProblems(where: string, lines: readonly SourceLine[]): string[] {
  const problems: string[] = []
  const blocks = new Map<number, { meta: string; code: string[] }>()
  for (const l of lines) {
    if (l.fence === null || l.fenceLine === null || !/^mermaid\b/.test(l.fence)) continue
    const block = blocks.get(l.fenceLine) ?? { meta: l.fence, code: [] }
    block.code.push(l.text)
    blocks.set(l.fenceLine, block)
  }
  for (const [fenceLine, block] of blocks) {
    const enumName = fenceStates(block.meta)
    if (!enumName) continue
    const constants = enumConstants(enumName)
    if (!constants) {
      problems.push(
        `  ${where}:${fenceLine} (mermaid) states="${enumName}": no such enum in the Java API source (content/reference/java-api)`,
      )
      continue
    }
    for (const p of stateProblems(block.code.join("\n"), enumName, constants))
      problems.push(`  ${where}:${fenceLine + p.line} (mermaid) ${p.message}`)
  }
  return problems
}

/** The list of retired phrasings (src/lib/facts/retired-phrasings.ts); a site without one retires none. */
export const RETIRED_PHRASINGS_FILE = path.join(REFERENCE_DIR, "retired-phrasings.yaml")

/** The site's retired phrasings, or the problems of the list itself. */
function loadRetiredPhrasings(): { retired: RetiredPhrasing[]; problems: string[] } {
  if (!existsSync(RETIRED_PHRASINGS_FILE)) return { retired: [], problems: [] }
  const list = displayPath(RETIRED_PHRASINGS_FILE)
  const loaded = loadYamlList<RetiredPhrasing>(readFileSync(RETIRED_PHRASINGS_FILE, "utf8"), list, retiredPhrasingsSpec)
  return loaded.problems.length
    ? { retired: [], problems: loaded.problems.map((p) => `  ${p.file}:${p.line} ${p.message}`) }
    : { retired: loaded.entries, problems: [] }
}

/** The reference files a retired phrasing may linger in: the YAML data and the Java API source. */
const referenceFiles = (): string[] =>
  existsSync(REFERENCE_DIR)
    ? filesUnder(REFERENCE_DIR).filter((file) => /\.(ya?ml|java)$/.test(file) && file !== RETIRED_PHRASINGS_FILE)
    : []

/**
 * Every fact problem of the docs (`files`, absolute paths) and release notes (`newsFiles`);
 * `configDefaults` are the defaults of content/reference/config-keys.yaml, by key.
 */
export function checkFacts(
  files: readonly string[],
  newsFiles: readonly string[],
  configDefaults: ReadonlyMap<string, string> = new Map(),
): string[] {
  const { retired, problems: retiredListProblems } = loadRetiredPhrasings()
  const retiredIn = (file: string, source: string) =>
    retiredPhrasingProblems(source, retired).map((p) => `  ${displayPath(file)}:${p.line} ${p.message}`)
  const problems: string[] = [...retiredListProblems]
  const notes: Note[] = []
  for (const file of [...newsFiles].sort()) {
    const source = readFileSync(file, "utf8")
    problems.push(...retiredIn(file, source))
    const note = readNote(file, source)
    if (note) notes.push(note)
  }
  const releases: Release[] = notes.map(({ version, date }) => ({ version, date }))
  const measurements: Measurement[] = []
  for (const file of [...files].sort()) {
    const where = displayPath(file)
    const source = readFileSync(file, "utf8")
    problems.push(...retiredIn(file, source))
    const lines = sourceLines(source)
    for (const p of tableTotalProblems(lines)) problems.push(`  ${where}:${p.line} ${p.message}`)
    for (const p of restatedDefaultProblems(lines, configDefaults)) problems.push(`  ${where}:${p.line} ${p.message}`)
    for (const p of exampleDateProblems(lines, releases)) problems.push(`  ${where}:${p.line} ${p.message}`)
    measurements.push(...measurementsIn(where, lines, releases))
    problems.push(...diagramProblems(where, lines))
  }
  for (const m of measurementDateProblems(measurements, releases))
    problems.push(
      `  ${m.file}:${m.line} measured ${m.date} on Tachyon ${m.version}, before its release on ${releases.find((r) => r.version === m.version)?.date}`,
    )
  for (const note of notes)
    for (const { field, text } of note.texts)
      for (const message of releaseNoteProblems(note, text, measurements, releases))
        problems.push(`  ${displayPath(note.file)}:${lineOfText(note.source, text)} (${field}) ${message}`)
  for (const file of referenceFiles()) problems.push(...retiredIn(file, readFileSync(file, "utf8")))
  return problems
}
