import path from "node:path"
import { readFileSync } from "node:fs"
import type { GatsbyNode, Node } from "gatsby"
import type { DocAnalysis } from "../lib/docs/analysis"
import { fixDictionary } from "../lib/reference/fix-tags"
import { dataNameProblems } from "../lib/reference/data-names"
import { buildNameIndex, undeclaredNames } from "../lib/reference/names-check"
import { mentionsInMarkdown } from "../lib/reference/mentions"
import { parse as parseYaml } from "yaml"
import { referenceUseProblem } from "../lib/reference/select"
import { ReferenceDataError } from "../lib/reference/yaml-list"
import { countByKind, formatSampleProblems, type SampleProblem } from "../lib/samples/samples"
import { deferBuildFailure } from "./build-failures"
import { CONTENT_ROOT, displayPath, docsRelativePath } from "./content-paths"
import { analysisParseMs, docAnalysis } from "./doc-analysis"
import { loadReferenceData, toolNames, type ReferenceData } from "./reference-data"
import { checkDocSamples, type SampleResults } from "./sample-check"

/**
 * The content checks of the build (content/README.md, "Code samples are checked" and "Reference data"), after bootstrap
 * and before any page is built: every doc's code samples, and every name a doc or the data uses
 * (reject codes, configuration keys, metrics, command-line options) against the reference data.
 * Findings are printed now and fail the build at its end, with the link check's
 * (src/node/build-failures.ts). Analyses and sample results are kept in Gatsby's cache.
 */
const ANALYSES = "doc-analyses-v1"
const NEWS_DIR = path.join(CONTENT_ROOT, "news")
const RESULTS = "sample-results-v1"

interface MdxFileNode extends Node {
  internal: Node["internal"] & { contentFilePath?: string }
}

/** The tool a tools page documents: tools/journal-recover.mdx → journal-recover. */
function pageTool(relativePath: string, data: ReferenceData): string | null {
  const match = /^tools\/([a-z-]+)\.mdx$/.exec(relativePath)
  return match && toolNames(data).has(match[1]) ? match[1] : null
}

function fail(reporter: { error: (message: string) => void }, message: string) {
  reporter.error(message)
  deferBuildFailure(message)
}

export interface ContentCheckReport {
  /** `file:line (kind) reason` lines of code samples that do not check. */
  sampleProblems: SampleProblem[]
  /** Lines naming undeclared names, on pages and in the data. */
  nameProblems: string[]
  sampleCounts: Record<string, number>
  samples: number
  missingTools: string[]
  pages: number
  filesParsed: number
  blocksChecked: number
  analyses: Record<string, DocAnalysis>
  results: SampleResults
}

/** The text fields of a release note's frontmatter (content/news/*.mdx), by field. */
function releaseNoteTexts(source: string): { field: string; text: string }[] {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)
  const fm = (match ? parseYaml(match[1]) : null) as Record<string, unknown> | null
  if (!fm) return []
  return ["summary", "highlights", "fixes", "upgrade"].flatMap((field) => {
    const value = fm[field]
    const list = Array.isArray(value) ? value : value === undefined ? [] : [value]
    return list.filter((v): v is string => typeof v === "string").map((text) => ({ field, text }))
  })
}

/**
 * Both checks over `files` (absolute paths under content/docs), given the caches of a last run;
 * release notes (`newsFiles`) are checked for names too: they must follow the same facts.
 */
export async function checkContent(
  files: readonly string[],
  data: ReferenceData,
  stored: { analyses?: Record<string, DocAnalysis>; results?: SampleResults } = {},
  newsFiles: readonly string[] = [],
): Promise<ContentCheckReport> {
  const analyses: Record<string, DocAnalysis> = {}
  let filesParsed = 0
  const docs = [...files].sort().map((file) => {
    const result = docAnalysis(readFileSync(file, "utf8"), data, stored.analyses)
    analyses[result.key] = result.analysis
    if (result.parsed) filesParsed++
    return { file: displayPath(file), relativePath: docsRelativePath(file) ?? "", analysis: result.analysis }
  })

  const sampleProblems: SampleProblem[] = []
  const parsedDocs = docs.flatMap((d) => {
    if (d.analysis.ok) return [{ file: d.file, blocks: d.analysis.blocks }]
    sampleProblems.push({
      file: d.file,
      line: d.analysis.line,
      kind: "mdx",
      message: `MDX does not parse: ${d.analysis.reason}`,
    })
    return []
  })
  const samples = await checkDocSamples(parsedDocs, fixDictionary(data.fixTags, data.rejectCodes), stored.results)
  sampleProblems.push(...samples.problems)

  const index = buildNameIndex(data)
  const nameProblems: string[] = []
  for (const d of docs) {
    if (!d.analysis.ok) continue
    for (const p of undeclaredNames(d.analysis.mentions, index, pageTool(d.relativePath, data)))
      nameProblems.push(`  ${d.file}:${p.line} ${p.message}`)
    for (const use of d.analysis.references) {
      const problem = referenceUseProblem(data, use)
      if (problem) nameProblems.push(`  ${d.file}:${use.line ?? 1} ${problem}`)
    }
  }
  for (const file of [...newsFiles].sort())
    for (const { field, text } of releaseNoteTexts(readFileSync(file, "utf8")))
      for (const p of undeclaredNames(mentionsInMarkdown(text, null, toolNames(data)), index, null))
        nameProblems.push(`  ${displayPath(file)} (${field}): ${p.message}`)
  for (const p of dataNameProblems(data, index, toolNames(data)))
    nameProblems.push(`  content/reference/${p.file} (${p.entry}): ${p.message}`)

  return {
    sampleProblems,
    nameProblems,
    sampleCounts: countByKind(samples.samples),
    samples: samples.samples.length,
    missingTools: samples.missingTools,
    pages: docs.length,
    filesParsed,
    blocksChecked: samples.checkedNow,
    analyses,
    results: samples.results,
  }
}

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ getNodesByType, reporter, cache }) => {
  const started = performance.now()
  let data: ReferenceData
  try {
    data = loadReferenceData()
  } catch (error) {
    // Without valid data nothing can be checked or rendered: stop here.
    if (!(error instanceof ReferenceDataError)) throw error
    reporter.panicOnBuild(error.message)
    return
  }
  const mdxFiles = (getNodesByType("Mdx") as MdxFileNode[])
    .map((node) => node.internal.contentFilePath)
    .filter((file): file is string => !!file)
  const files = mdxFiles.filter((file) => docsRelativePath(file) !== null)
  const news = mdxFiles.filter((file) => file.startsWith(NEWS_DIR + path.sep))
  const report = await checkContent(
    files,
    data,
    { analyses: (await cache.get(ANALYSES)) ?? {}, results: (await cache.get(RESULTS)) ?? {} },
    news,
  )
  await cache.set(ANALYSES, report.analyses)
  await cache.set(RESULTS, report.results)
  for (const tool of report.missingTools)
    reporter.warn(
      `Code samples: ${tool} is not installed, so its blocks were not checked (content/README.md, "Code samples are checked")`,
    )
  if (report.sampleProblems.length)
    fail(
      reporter,
      `Code samples that do not check (${report.sampleProblems.length}), file:line (kind) reason:\n${formatSampleProblems(report.sampleProblems)}`,
    )
  if (report.nameProblems.length)
    fail(
      reporter,
      `Names the reference data does not declare (${report.nameProblems.length}):\n${report.nameProblems.join("\n")}`,
    )
  const counts = Object.entries(report.sampleCounts).map(([kind, n]) => `${n} ${kind}`)
  reporter.info(
    `Content checks: code samples ${counts.join(", ")}; names on ${report.pages} pages. ` +
      `${(performance.now() - started).toFixed(0)} ms here, plus ${analysisParseMs().toFixed(0)} ms parsing MDX ` +
      `(shared with the Doc nodes); ${report.blocksChecked} of ${report.samples} blocks checked, the rest from cache`,
  )
}
