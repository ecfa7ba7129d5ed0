import path from "node:path"
import { readFileSync } from "node:fs"
import type { GatsbyNode, Node } from "gatsby"
import type { DocAnalysis } from "../lib/docs/analysis"
import { fixDictionary } from "../lib/reference/fix-tags"
import { dataNameProblems } from "../lib/reference/data-names"
import { buildNameIndex, undeclaredNames } from "../lib/reference/names-check"
import { mentionsInMarkdown } from "../lib/reference/mentions"
import { referenceUseProblem } from "../lib/reference/select"
import type { ExampleCount } from "../lib/rest/json-examples"
import { isRestComponent, restUseProblem } from "../lib/rest/tables"
import { ReferenceDataError } from "../lib/reference/yaml-list"
import { countByKind, formatSampleProblems, type SampleProblem } from "../lib/samples/samples"
import { deferBuildFailure } from "./build-failures"
import { recordFeature, timeFeature } from "./build-profile"
import { besideTheBuild } from "./beside-the-build"
import { CONTENT_ROOT, displayPath, docsRelativePath } from "./content-paths"
import { currentCodeVersion } from "./code-version"
import { analysesInMemory, analysisParseMs, docAnalysis } from "./doc-analysis"
import { checkFacts } from "./facts-check"
import { fixStandardProblems } from "./fix-standard-check"
import { releaseNoteFields } from "../lib/facts/release-note"
import { loadReferenceData, toolNames, type ReferenceData } from "./reference-data"
import { checkJavaNames, type JavaNameResults } from "./java-names-check"
import { checkJsonExamples, type JsonExampleResults } from "./json-example-check"
import { formatRestApiProblems, loadRestApi, validateRestApi, type RestApi, type RestApiProblem } from "./rest-api"
import { startJavadoc } from "./javadoc"
import { runInChild } from "./child-work"
import { AwaitedLater } from "./awaited-later"
import { checkDocSamples, type SampleResults } from "./sample-check"

/**
 * The content checks of the build (content/README.md, "Code samples are checked" and "Reference data"), started after
 * bootstrap and run while webpack compiles: every doc's code samples, and every name a doc or the data uses
 * (reject codes, configuration keys, metrics, command-line options) against the reference data.
 * Findings are printed when found and fail the build at its end, with the link check's
 * (src/node/build-failures.ts). Analyses and sample results are kept in Gatsby's cache.
 */
const ANALYSES = "doc-analyses-v1"
const NEWS_DIR = path.join(CONTENT_ROOT, "news")
const RESULTS = "sample-results-v1"
const JAVA_NAMES = "java-names-v1"
const REST_API_PROBLEMS = "rest-api-problems-v1"
const JSON_RESULTS = "json-example-results-v1"

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
  /** `file:line reason` lines of facts that disagree (table totals, dates, diagram states). */
  factProblems: string[]
  sampleCounts: Record<string, number>
  samples: number
  missingTools: string[]
  pages: number
  filesParsed: number
  blocksChecked: number
  analyses: Record<string, DocAnalysis>
  results: SampleResults
  javaNames: JavaNameResults
  /** JSON examples validated against the REST API document, the time it took, the pages checked now. */
  jsonExamples: ExampleCount & { ms: number; checkedNow: number }
  jsonResults: JsonExampleResults
}

/**
 * Both checks over `files` (absolute paths under content/docs), given the caches of a last run;
 * release notes (`newsFiles`) are checked for names too: they must follow the same facts.
 */
export async function checkContent(
  files: readonly string[],
  data: ReferenceData,
  stored: {
    analyses?: Record<string, DocAnalysis>
    results?: SampleResults
    javaNames?: JavaNameResults
    jsonResults?: JsonExampleResults
  } = {},
  newsFiles: readonly string[] = [],
  restApi: RestApi | null = null,
): Promise<ContentCheckReport> {
  const analyses: Record<string, DocAnalysis> = {}
  let filesParsed = 0
  const docs = timeFeature("content check: MDX analysis", () =>
    [...files].sort().map((file) => {
      const source = readFileSync(file, "utf8")
      const result = docAnalysis(source, data, stored.analyses)
      analyses[result.key] = result.analysis
      if (result.parsed) filesParsed++
      return { file: displayPath(file), relativePath: docsRelativePath(file) ?? "", source, analysis: result.analysis }
    }),
  )

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
  const [samples, javaNames] = await Promise.all([
    timeFeature("content check: code samples", () =>
      checkDocSamples(parsedDocs, fixDictionary(data.fixTags, data.rejectCodes), stored.results),
    ),
    timeFeature("content check: Java names", () =>
      checkJavaNames(
        docs.filter((d) => d.analysis.ok),
        stored.javaNames,
      ),
    ),
  ])
  sampleProblems.push(...samples.problems, ...javaNames.problems)

  const jsonStarted = performance.now()
  const json = timeFeature("content check: JSON examples", () =>
    checkJsonExamples(
      docs.flatMap((d) =>
        d.analysis.ok ? [{ file: d.file, relativePath: d.relativePath, blocks: d.analysis.blocks }] : [],
      ),
      data,
      restApi,
      stored.jsonResults,
    ),
  )
  sampleProblems.push(...json.problems)
  const jsonExamples = { ...json.count, ms: performance.now() - jsonStarted, checkedNow: json.checkedNow }

  const namesStarted = performance.now()
  const index = buildNameIndex(data)
  const nameProblems: string[] = []
  for (const d of docs) {
    if (!d.analysis.ok) continue
    for (const p of undeclaredNames(d.analysis.mentions, index, pageTool(d.relativePath, data)))
      nameProblems.push(`  ${d.file}:${p.line} ${p.message}`)
    for (const use of d.analysis.references) {
      const problem = isRestComponent(use.component)
        ? restUseProblem(restApi?.doc ?? null, use.component, use.props)
        : referenceUseProblem(data, use)
      if (problem) nameProblems.push(`  ${d.file}:${use.line ?? 1} ${problem}`)
    }
  }
  for (const file of [...newsFiles].sort())
    for (const { field, text } of releaseNoteFields(readFileSync(file, "utf8")).texts)
      for (const p of undeclaredNames(mentionsInMarkdown(text, null, toolNames(data)), index, null))
        nameProblems.push(`  ${displayPath(file)} (${field}): ${p.message}`)
  for (const p of dataNameProblems(data, index, toolNames(data)))
    nameProblems.push(`  content/reference/${p.file} (${p.entry}): ${p.message}`)
  recordFeature("content check: names", namesStarted)

  return {
    sampleProblems,
    nameProblems,
    factProblems: timeFeature("content check: facts", () => [
      ...checkFacts(
        files,
        newsFiles,
        new Map(data.configKeys.flatMap((k) => (k.default === undefined ? [] : [[k.key, k.default] as const]))),
      ),
      ...fixStandardProblems(data),
    ]),
    sampleCounts: countByKind(samples.samples),
    samples: samples.samples.length,
    missingTools: [...new Set([...samples.missingTools, ...(javaNames.missingJdk ? ["javac"] : [])])],
    pages: docs.length,
    filesParsed,
    blocksChecked: samples.checkedNow,
    analyses,
    results: samples.results,
    javaNames: javaNames.results,
    jsonExamples,
    jsonResults: json.results,
  }
}

/** The REST API document's validation as kept in Gatsby's cache: the problems, for the file's hash and the code's. */
export interface RestApiCheck {
  hash: string
  problems: RestApiProblem[]
}

/** The REST API document's problems: YAML, then the validator's, from `cached` when the file and code are unchanged. */
async function restApiProblems(
  api: NonNullable<ReturnType<typeof loadRestApi>>,
  cached: RestApiCheck | undefined,
): Promise<RestApiCheck> {
  // The rules are code: a new code version validates again.
  const hash = `${currentCodeVersion()} ${api.hash}`
  if (api.problems.length) return { hash, problems: api.problems }
  if (cached?.hash === hash) return cached
  return { hash, problems: await validateRestApi(api) }
}

/** What the content check's process is given (Gatsby's cache and nodes, which it cannot reach itself). */
export interface ContentCheckInput {
  files: string[]
  news: string[]
  stored: {
    analyses: Record<string, DocAnalysis>
    results: SampleResults
    javaNames: JavaNameResults
    jsonResults: JsonExampleResults
    restApi: RestApiCheck | undefined
  }
}

/** What it answers: the report, and the REST API document's check, for the cache. */
export interface ContentCheckOutput {
  report: ContentCheckReport
  restApi: RestApiCheck | null
  apiMs: number
  parseMs: number
}

/** The whole check, in the content check's process (content-check-child.ts). */
export async function contentCheckInChild({ files, news, stored }: ContentCheckInput): Promise<ContentCheckOutput> {
  const data = loadReferenceData()
  const apiStarted = performance.now()
  const api = loadRestApi()
  const restApi = api
    ? await timeFeature("content check: REST API document", () => restApiProblems(api, stored.restApi))
    : null
  const apiMs = performance.now() - apiStarted
  const report = await checkContent(files, data, stored, news, api)
  return { report, restApi, apiMs, parseMs: analysisParseMs() }
}

type PostBootstrapArgs = Parameters<NonNullable<GatsbyNode["onPostBootstrap"]>>[0]

const checking = new AwaitedLater<void>()

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async (args) => {
  // The Javadoc is made beside the rest of the build and published at its end (post-build.ts).
  void startJavadoc()
  try {
    loadReferenceData()
  } catch (error) {
    // Without valid data nothing can be checked or rendered: stop here.
    if (!(error instanceof ReferenceDataError)) throw error
    args.reporter.panicOnBuild(error.message)
    return
  }
  // Nothing before the pages' HTML needs the check's findings, and it runs in a process of its own
  // (runContentCheck): `gatsby build` runs it while the compilations run and awaits it at
  // onPostBuild (awaitContentCheck); `gatsby develop` serves pages meanwhile, and prints the
  // findings when they come. TACHYON_CONTENT_CHECK_AT=bootstrap waits here, for paired builds.
  if (process.env.TACHYON_CONTENT_CHECK_AT === "bootstrap") return runContentCheck(args, { beside: false })
  const pending = besideTheBuild(() => runContentCheck(args, { beside: true }))
  if (process.env.gatsby_executing_command === "build") checking.start(pending)
  else pending.catch((error: Error) => args.reporter.error(`The content check failed: ${error.stack ?? error.message}`))
}

/** Waits for the content check started at bootstrap (its findings are deferred build failures by then). */
export async function awaitContentCheck(): Promise<void> {
  await checking.take("content check: awaited at onPostBuild")
}

async function runContentCheck(
  { getNodesByType, reporter, cache }: PostBootstrapArgs,
  { beside }: { beside: boolean },
) {
  const started = performance.now()
  const mdxFiles = (getNodesByType("Mdx") as MdxFileNode[])
    .map((node) => node.internal.contentFilePath)
    .filter((file): file is string => !!file)
  const input: ContentCheckInput = {
    files: mdxFiles.filter((file) => docsRelativePath(file) !== null),
    news: mdxFiles.filter((file) => file.startsWith(NEWS_DIR + path.sep)),
    stored: {
      // The Doc nodes' analyses (onCreateNode parsed every doc), so that the check parses none again.
      analyses: { ...(await cache.get(ANALYSES)), ...analysesInMemory() },
      results: (await cache.get(RESULTS)) ?? {},
      javaNames: (await cache.get(JAVA_NAMES)) ?? {},
      jsonResults: (await cache.get(JSON_RESULTS)) ?? {},
      restApi: await cache.get(REST_API_PROBLEMS),
    },
  }
  // Its own process, at a lower priority beside the build: on Gatsby's thread its JavaScript (the
  // REST API document's validation above all) held up the compilations by 1.5-4 s on 2 cores.
  // TACHYON_CONTENT_CHECK_CHILD=off runs it on Gatsby's thread, for paired builds.
  const { report, restApi, apiMs, parseMs } =
    process.env.TACHYON_CONTENT_CHECK_CHILD === "off"
      ? await contentCheckInChild(input)
      : await runInChild<ContentCheckInput, ContentCheckOutput>("src/node/content-check-child.ts", input, {
          nice: beside,
        })
  if (restApi) await cache.set(REST_API_PROBLEMS, restApi)
  if (restApi?.problems.length)
    fail(
      reporter,
      `The REST API document does not validate (${restApi.problems.length}):\n${formatRestApiProblems(restApi.problems)}`,
    )
  await cache.set(ANALYSES, report.analyses)
  await cache.set(RESULTS, report.results)
  await cache.set(JAVA_NAMES, report.javaNames)
  await cache.set(JSON_RESULTS, report.jsonResults)
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
  if (report.factProblems.length)
    fail(
      reporter,
      `Facts that disagree (${report.factProblems.length}), file:line reason (content/README.md, "Checking facts"):\n${report.factProblems.join("\n")}`,
    )
  const counts = Object.entries(report.sampleCounts).map(([kind, n]) => `${n} ${kind}`)
  const json = report.jsonExamples
  recordFeature("content check (in all)", started)
  reporter.info(
    `Content checks: code samples ${counts.join(", ")}; ${json.values} JSON examples in ${json.blocks} blocks ` +
      `against the REST API document (${json.ms.toFixed(0)} ms, ${json.checkedNow} pages checked now; ` +
      `the document's validation ${apiMs.toFixed(0)} ms); ` +
      `names on ${report.pages} pages. ` +
      `${(performance.now() - started).toFixed(0)} ms in its own process, plus ${(analysisParseMs() + parseMs).toFixed(0)} ms parsing MDX ` +
      `(shared with the Doc nodes); ${report.blocksChecked} of ${report.samples} blocks checked, the rest from cache`,
  )
}
