import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import type { GatsbyNode, Node } from "gatsby"
import { codeBlocks, parseMdx, MdxSyntaxError, type CodeBlock } from "../lib/markdown/mdx"
import { checkFixBlock, type BlockProblem, type FixDictionary } from "../lib/samples/fix"
import { checkJavaBlock, type JavaParse } from "../lib/samples/java"
import {
  countByKind,
  formatSampleProblems,
  inFile,
  misusedFragment,
  samplesIn,
  type Sample,
  type SampleKind,
  type SampleProblem,
} from "../lib/samples/samples"
import { fixDictionary } from "../lib/reference/fix-tags"
import { ReferenceDataError } from "../lib/reference/yaml-list"
import { compilePython, parseBash, shellcheckErrors, type ToolInput, type ToolOutcome } from "./sample-tools"
import { loadReferenceData } from "./reference-data"
import { displayPath, docsRelativePath } from "./content-paths"
import { deferBuildFailure } from "./build-failures"

/**
 * Code samples are checked at build time, as links are (README, "Code samples"): after
 * bootstrap, before any page is built, every fix, java, python and bash block of every doc.
 * A problem names file, line and reason and fails the build. Results are cached by content
 * hash, so a warm build parses and checks only what changed.
 */
const hash = (...parts: string[]) => createHash("sha1").update(parts.join("\0")).digest("hex")

/** What the check keeps between builds: code blocks per file content, results per block. */
export interface SampleCache {
  blocks: Record<string, CodeBlock[]>
  results: Record<string, BlockProblem[]>
}
export const emptySampleCache = (): SampleCache => ({ blocks: {}, results: {} })

export interface SampleCheckReport {
  samples: Sample[]
  problems: SampleProblem[]
  /** Tools that are not installed: their blocks went unchecked. */
  missingTools: string[]
  filesParsed: number
  checkedNow: number
  cache: SampleCache
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

/** Checks the code samples of `files` (path as shown in messages, and MDX source). */
export async function checkDocSamples(
  files: readonly { file: string; source: string }[],
  dictionary: FixDictionary,
  previous: SampleCache = emptySampleCache(),
): Promise<SampleCheckReport> {
  const cache = emptySampleCache()
  const samples: Sample[] = []
  const problems: SampleProblem[] = []
  let filesParsed = 0
  for (const { file, source } of files) {
    const fileKey = hash(source)
    let blocks = previous.blocks[fileKey]
    if (!blocks) {
      try {
        blocks = codeBlocks(parseMdx(source))
        filesParsed++
      } catch (error) {
        if (!(error instanceof MdxSyntaxError)) throw error
        problems.push({ file, line: error.line, kind: "mdx", message: `MDX does not parse: ${error.reason}` })
        continue
      }
    }
    cache.blocks[fileKey] = blocks
    samples.push(...samplesIn(file, blocks))
  }
  const dictionaryKey = hash(
    JSON.stringify([...dictionary.values()].map((t) => [t.tag, t.name, [...(t.values ?? [])]])),
  )
  const keyed = samples.map((sample) => ({
    sample,
    key: hash(sample.kind, String(sample.fragment), sample.code, sample.kind === "fix" ? dictionaryKey : ""),
  }))
  const unchecked = keyed.filter((k) => !previous.results[k.key])
  const { results, missingTools } = await checkSamples(unchecked, dictionary)
  for (const { key, sample } of keyed) {
    const result = results.get(key) ?? previous.results[key]
    // A block checked without its tool (python3 or shellcheck missing) is checked again next time.
    if (!missingTools.length) cache.results[key] = result
    const misuse = misusedFragment(sample)
    if (misuse) problems.push(misuse)
    problems.push(...inFile(sample, result))
  }
  return { samples, problems, missingTools, filesParsed, checkedNow: unchecked.length, cache }
}

interface MdxFileNode extends Node {
  internal: Node["internal"] & { contentFilePath?: string }
}

const CACHE_KEY = "code-samples-v1"

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ getNodesByType, reporter, cache }) => {
  const started = performance.now()
  let dictionary: FixDictionary
  try {
    dictionary = fixDictionary(loadReferenceData().fixTags)
  } catch (error) {
    // Without valid data nothing can be checked or rendered: stop here.
    if (!(error instanceof ReferenceDataError)) throw error
    reporter.panicOnBuild(error.message)
    return
  }
  const files = (getNodesByType("Mdx") as MdxFileNode[])
    .map((node) => node.internal.contentFilePath)
    .filter((file): file is string => !!file && docsRelativePath(file) !== null)
    .sort()
    .map((file) => ({ file: displayPath(file), source: readFileSync(file, "utf8") }))
  const report = await checkDocSamples(files, dictionary, (await cache.get(CACHE_KEY)) ?? emptySampleCache())
  await cache.set(CACHE_KEY, report.cache)
  for (const tool of report.missingTools)
    reporter.warn(`Code samples: ${tool} is not installed, so its blocks were not checked (README, "Code samples")`)
  if (report.problems.length) {
    const message = `Code samples that do not check (${report.problems.length}), file:line (kind) reason:\n${formatSampleProblems(report.problems)}`
    // Shown now, and the build fails at its end, after the link check (src/node/build-failures.ts).
    reporter.error(message)
    deferBuildFailure(message)
    return
  }
  const counts = Object.entries(countByKind(report.samples)).map(([kind, n]) => `${n} ${kind}`)
  reporter.info(
    `Code samples: ${counts.join(", ")} checked in ${(performance.now() - started).toFixed(0)} ms ` +
      `(${report.filesParsed} files parsed, ${report.checkedNow} blocks checked, the rest from cache)`,
  )
}
