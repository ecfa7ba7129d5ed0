import { createHash } from "node:crypto"
import { currentCodeVersion } from "./code-version"
import type { CodeBlock } from "../lib/markdown/mdx"
import { checkFixBlock, type BlockProblem, type FixDictionary } from "../lib/samples/fix"
import { checkJavaBlock, readFragment, type JavaParse } from "../lib/samples/java"
import { fragmentSource, isApiError, usesConnectorSdk } from "../lib/samples/java-fragment"
import { checkFixMessages } from "../lib/samples/fix-engine"
import { commentedPipelines } from "../lib/samples/bash-comments"
import { engineVersion, fixEngineDictionary } from "./fix-engine"
import {
  inFile,
  misusedFragment,
  samplesIn,
  type Sample,
  type SampleKind,
  type SampleProblem,
} from "../lib/samples/samples"
import { javaSourceFiles, pageDependencies, topLevelTypes, type JavaSourceFile } from "../lib/samples/java-compile"
import { javaApi, type JavaApiVersion } from "./java-api"
import {
  compileJava,
  compilePython,
  parseBash,
  shellcheckErrors,
  type JavaInput,
  type ToolInput,
  type ToolOutcome,
} from "./sample-tools"

/**
 * The code sample check (content/README.md, "Code samples are checked"): every fix, java, python and bash block of
 * every doc. Results are kept by block content, so a warm build checks only what changed.
 */
const hash = (...parts: string[]) => createHash("sha1").update(parts.join("\0")).digest("hex")

/**
 * Results of earlier checks, by block key (the checks' code version, kind, fragment, code, and the
 * FIX dictionary with the FIX engine's version; for a complete Java block, the API's hash and the code of the blocks it uses).
 */
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

/** A sample and its result key; a complete Java block also has the files it is compiled as. */
interface KeyedSample {
  key: string
  sample: Sample
  java?: { files: JavaSourceFile[]; deps: JavaSourceFile[][] }
  /** A block of a page about the trading connector SDK. */
  connector?: boolean
}

/** Problems of each sample, by its key. */
async function checkSamples(samples: KeyedSample[], dictionary: FixDictionary, api: () => JavaApiVersion) {
  const results = new Map<string, BlockProblem[]>()
  const byKind = (kind: SampleKind) => samples.filter((s) => s.sample.kind === kind)
  const inputs = (kind: SampleKind): ToolInput[] => byKind(kind).map((s) => ({ id: s.key, code: s.sample.code }))
  const python = inputs("python")
  const bash = inputs("bash")
  // The tools run in processes of their own while this one checks FIX and Java.
  const tools = Promise.all([compilePython(python), parseBash(bash), shellcheckErrors(bash)])
  for (const { key, sample } of byKind("fix"))
    results.set(key, [
      ...checkFixBlock(sample.code, sample.fragment, dictionary),
      ...(sample.fragment ? [] : checkFixMessages(sample.code, fixEngineDictionary, dictionary)),
    ])
  const java = byKind("java")
  const compiled = samples.flatMap((s): JavaInput[] => (s.java ? [{ id: s.key, ...s.java }] : []))
  // A fragment's files, and the lines they add before it (javac's lines are the files').
  const fragmentLines = new Map<string, number>()
  if (java.length) {
    // Loaded only when a Java block needs parsing: the import alone takes about half a second.
    const { parse } = (await import("java-parser")) as { parse: JavaParse }
    for (const { key, sample, connector } of java) {
      if (!sample.fragment) {
        results.set(key, checkJavaBlock(sample.code, false, parse))
        continue
      }
      const reading = readFragment(sample.code, parse)
      if (!("kind" in reading)) results.set(key, [reading])
      else {
        const { files, linesBefore } = fragmentSource(sample.code, reading, connector)
        compiled.push({ id: key, files, deps: [] })
        fragmentLines.set(key, linesBefore)
      }
    }
  }
  // One JVM for the complete blocks and the fragments.
  const javac = await compileJava(compiled, api)
  const [pythonOutcome, bashParse, shellcheck] = await tools
  // A block that does not parse has javac say the same at more length: keep the parser's alone then.
  for (const { id } of compiled) {
    if (results.get(id)?.length) continue
    const linesBefore = fragmentLines.get(id)
    const problems = toolProblems(javac, id)
    results.set(
      id,
      linesBefore === undefined
        ? problems
        : problems
            .filter((p) => isApiError(p.message.replace(/^javac: /, "")))
            .map((p) => ({ ...p, line: p.line - linesBefore })),
    )
  }
  for (const { id } of python) results.set(id, toolProblems(pythonOutcome, id))
  // shellcheck reports a syntax error bash -n has found in other words: keep bash's alone then.
  for (const { id, code } of bash) {
    const parseProblems = toolProblems(bashParse, id)
    results.set(
      id,
      parseProblems.length ? parseProblems : [...toolProblems(shellcheck, id), ...commentedPipelines(code)],
    )
  }
  const missingTools = [pythonOutcome, bashParse, shellcheck, javac].flatMap((o) => (o.ok ? [] : [o.missing]))
  return { results, missingTools }
}

/** Checks the code samples of each doc (path as shown in messages, and its code blocks). */
export async function checkDocSamples(
  docs: readonly { file: string; blocks: readonly CodeBlock[] }[],
  dictionary: FixDictionary,
  previous: SampleResults = {},
  api: () => JavaApiVersion = javaApi,
): Promise<SampleCheckReport> {
  const perDoc = docs.map((d) => samplesIn(d.file, d.blocks))
  const samples = perDoc.flat()
  // The FIX engine's version too: its dictionaries validate the complete messages.
  const dictionaryKey = hash(
    engineVersion(),
    JSON.stringify(
      [...dictionary.values()].map((t) => [
        t.tag,
        t.name,
        [...(t.values ?? [])],
        t.versions,
        t.valueRanges?.map(String),
      ]),
    ),
  )
  let apiVersion: JavaApiVersion | undefined
  const currentApi = () => (apiVersion ??= api())
  const keyed = perDoc.flatMap((pageSamples) => {
    const compiled = compiledJava(pageSamples)
    const connector = pageSamples.some((s) => s.kind === "java" && usesConnectorSdk(s.code))
    return pageSamples.map((sample): KeyedSample => {
      const java = compiled.get(sample)
      const extra =
        sample.kind === "fix"
          ? [dictionaryKey]
          : java
            ? [currentApi().hash, ...java.depCodes]
            : sample.kind === "java"
              ? [currentApi().hash]
              : []
      const key = hash(
        currentCodeVersion(),
        sample.kind,
        String(sample.fragment),
        String(connector),
        sample.code,
        ...extra,
      )
      return { sample, key, java: java && { files: java.files, deps: java.deps }, connector }
    })
  })
  const unchecked = keyed.filter((k) => !previous[k.key])
  const { results, missingTools } = await checkSamples(unchecked, dictionary, currentApi)
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

/**
 * A page's complete Java blocks (not fragments, declaring a type): the files each is compiled as,
 * and the earlier blocks of the page it is compiled with (their files, and their code for its key).
 */
function compiledJava(pageSamples: readonly Sample[]) {
  const blocks = pageSamples
    .filter((s) => s.kind === "java" && !s.fragment)
    .map((sample) => ({ sample, types: topLevelTypes(sample.code) }))
    .filter((b) => b.types.length)
  const deps = pageDependencies(blocks.map((b) => b.types.map((t) => t.name)))
  const files = blocks.map((b) => javaSourceFiles(b.sample.code, b.types))
  return new Map(
    blocks.map((b, i) => [
      b.sample,
      { files: files[i], deps: deps[i].map((j) => files[j]), depCodes: deps[i].map((j) => blocks[j].sample.code) },
    ]),
  )
}
