import type { CodeBlock } from "../markdown/mdx"
import { normaliseLanguage } from "../markdown/languages"
import type { BlockProblem } from "./fix"

/** The code blocks the build checks, by fence language. */
export const SAMPLE_KINDS = ["fix", "java", "python", "bash"] as const
export type SampleKind = (typeof SAMPLE_KINDS)[number]

/** The info-string word that marks a FIX or Java block as part of a message or program. */
export const FRAGMENT_META = "fragment"
/** Kinds for which `fragment` relaxes the check (FIX: tags only; Java: parsed, not compiled). */
const FRAGMENT_KINDS: ReadonlySet<SampleKind> = new Set(["fix", "java"])

/** A checked code block: where it is (the line of its opening fence) and what it holds. */
export interface Sample {
  file: string
  line: number
  kind: SampleKind
  fragment: boolean
  code: string
}

export interface SampleProblem {
  file: string
  /** Line in the file. */
  line: number
  /** The kind of block, "json" for a REST example (src/lib/rest/), or "mdx" when the file itself does not parse. */
  kind: SampleKind | "json" | "mdx"
  message: string
}

const isKind = (lang: string): lang is SampleKind => (SAMPLE_KINDS as readonly string[]).includes(lang)

/** The checked samples among a file's code blocks. */
export function samplesIn(file: string, blocks: readonly CodeBlock[]): Sample[] {
  return blocks.flatMap((block): Sample[] => {
    const kind = normaliseLanguage(block.lang)
    if (!isKind(kind)) return []
    const words = block.meta.split(/\s+/)
    return [{ file, line: block.line, kind, fragment: words.includes(FRAGMENT_META), code: block.value }]
  })
}

/**
 * A block marked `fragment` whose kind has no fragment form (Python and Bash blocks always
 * compile or parse: a reader pastes them whole).
 */
export function misusedFragment(sample: Sample): SampleProblem | null {
  if (!sample.fragment || FRAGMENT_KINDS.has(sample.kind)) return null
  return {
    file: sample.file,
    line: sample.line,
    kind: sample.kind,
    message: `"${FRAGMENT_META}" applies to fix and java blocks only; a ${sample.kind} block must be complete`,
  }
}

/**
 * Block-relative problems (line 1 = the first line of code) → lines of the file. A tool that
 * reports the end of input (bash: "unexpected end of file") points past the last line of code:
 * that is the block's last line.
 */
export function inFile(sample: Sample, problems: readonly BlockProblem[]): SampleProblem[] {
  const lastLine = Math.max(sample.code.split("\n").length, 1)
  return problems.map((p) => ({
    file: sample.file,
    line: sample.line + Math.min(Math.max(p.line, 1), lastLine),
    kind: sample.kind,
    message: p.message,
  }))
}

/** One line per problem, `file:line (kind) message`, sorted by file and line. */
export function formatSampleProblems(problems: readonly SampleProblem[]): string {
  return [...problems]
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
    .map((p) => `  ${p.file}:${p.line} (${p.kind}) ${p.message}`)
    .join("\n")
}

/** How many samples of each kind, for the build log: `fix 46, java 75, python 6, bash 292`. */
export function countByKind(samples: readonly Sample[]): Record<SampleKind, number> {
  const counts = Object.fromEntries(SAMPLE_KINDS.map((k) => [k, 0])) as Record<SampleKind, number>
  for (const s of samples) counts[s.kind]++
  return counts
}
