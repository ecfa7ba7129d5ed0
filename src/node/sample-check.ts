import { createHash } from "node:crypto"
import { currentCodeVersion } from "./code-version"
import type { CodeBlock } from "../lib/markdown/mdx"
import { checkFixBlock, type BlockProblem, type FixDictionary } from "../lib/samples/fix"
import { checkJavaBlock, type JavaParse } from "../lib/samples/java"
import {
  inFile,
  misusedFragment,
  samplesIn,
  type Sample,
  type SampleKind,
  type SampleProblem,
} from "../lib/samples/samples"
import { compilePython, parseBash, shellcheckErrors, type ToolInput, type ToolOutcome } from "./sample-tools"

/**
 * The code sample check (README, "Code samples"): every fix, java, python and bash block of
 * every doc. Results are kept by block content, so a warm build checks only what changed.
 */
const hash = (...parts: string[]) => createHash("sha1").update(parts.join("\0")).digest("hex")

/** Results of earlier checks, by block key (the checks' code version, kind, fragment, code, and the FIX dictionary). */
export type SampleResults = Record<string, BlockProblem[]>

export interface SampleCheckReport {
  samples: Sample[]
  problems: SampleProblem[]
  /** Tools that are not installed: their blocks went unchecked. */
  missingTools: string[]
  checkedNow: number
  /** Every result of this run, to keep for the next (empty when a tool was missing). */
  results: SampleResults
}

function toolProblems(outcome: ToolOutcome, id: string): BlockProblem[] {
  return outcome.ok ? (outcome.problems.get(id) ?? []) : []
}

/** Problems of each sample, by its key. */
async function checkSamples(samples: { key: string; sample: Sample }[], dictionary: FixDictionary) {
  const results = new Map<string, BlockProblem[]>()
  const byKind = (kind: SampleKind) => samples.filter((s) => s.sample.kind === kind)
  const inputs = (kind: SampleKind): ToolInput[] => byKind(kind).map((s) => ({ id: s.key, code: s.sample.code }))
  const python = inputs("python")
  const bash = inputs("bash")
  // The tools run in processes of their own while this one checks FIX and Java.
  const tools = Promise.all([compilePython(python), parseBash(bash), shellcheckErrors(bash)])
  for (const { key, sample } of byKind("fix")) results.set(key, checkFixBlock(sample.code, sample.fragment, dictionary))
  const java = byKind("java")
  if (java.some((s) => !s.sample.fragment)) {
    // Loaded only when a Java block needs parsing: the import alone takes about half a second.
    const { parse } = (await import("java-parser")) as { parse: JavaParse }
    for (const { key, sample } of java) results.set(key, checkJavaBlock(sample.code, sample.fragment, parse))
  } else for (const { key } of java) results.set(key, [])
  const [pythonOutcome, bashParse, shellcheck] = await tools
  for (const { id } of python) results.set(id, toolProblems(pythonOutcome, id))
  // shellcheck reports a syntax error bash -n has found in other words: keep bash's alone then.
  for (const { id } of bash) {
    const parseProblems = toolProblems(bashParse, id)
    results.set(id, parseProblems.length ? parseProblems : toolProblems(shellcheck, id))
  }
  const missingTools = [pythonOutcome, bashParse, shellcheck].flatMap((o) => (o.ok ? [] : [o.missing]))
  return { results, missingTools }
}

/** Checks the code samples of each doc (path as shown in messages, and its code blocks). */
export async function checkDocSamples(
  docs: readonly { file: string; blocks: readonly CodeBlock[] }[],
  dictionary: FixDictionary,
  previous: SampleResults = {},
): Promise<SampleCheckReport> {
  const samples = docs.flatMap((d) => samplesIn(d.file, d.blocks))
  const dictionaryKey = hash(
    JSON.stringify([...dictionary.values()].map((t) => [t.tag, t.name, [...(t.values ?? [])]])),
  )
  const keyed = samples.map((sample) => ({
    sample,
    key: hash(
      currentCodeVersion(),
      sample.kind,
      String(sample.fragment),
      sample.code,
      sample.kind === "fix" ? dictionaryKey : "",
    ),
  }))
  const unchecked = keyed.filter((k) => !previous[k.key])
  const { results, missingTools } = await checkSamples(unchecked, dictionary)
  const kept: SampleResults = {}
  const problems: SampleProblem[] = []
  for (const { key, sample } of keyed) {
    const result = results.get(key) ?? previous[key]
    // A block checked without its tool (python3 or shellcheck missing) is checked again next time.
    if (!missingTools.length) kept[key] = result
    const misuse = misusedFragment(sample)
    if (misuse) problems.push(misuse)
    problems.push(...inFile(sample, result))
  }
  return { samples, problems, missingTools, checkedNow: unchecked.length, results: kept }
}
