import { createHash } from "node:crypto"
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { cliToolsSpec, COMMON_TOOL, type CliTool } from "../lib/reference/cli-tools"
import { configKeysSpec, type ConfigKey } from "../lib/reference/config-keys"
import { fixTagsSpec, type FixTag } from "../lib/reference/fix-tags"
import { countersSpec, metricsSpec, type Counter, type Metric } from "../lib/reference/metrics"
import { javaEnumConstantDocs, type EnumConstantDoc } from "../lib/reference/enum-docs"
import { rejectCodesSpec, type RejectCode } from "../lib/reference/reject-codes"
import { loadYamlList, ReferenceDataError, type DataProblem, type ListSpec } from "../lib/reference/yaml-list"
import { CONTENT_ROOT, displayPath } from "./content-paths"
import { keptInFile } from "./kept-in-file"

/** Where the reference data lives: content/reference/*.yaml (not pages; not built as docs). */
export const REFERENCE_DIR = path.join(CONTENT_ROOT, "reference")

export interface ReferenceData {
  fixTags: FixTag[]
  configKeys: ConfigKey[]
  rejectCodes: RejectCode[]
  cliTools: CliTool[]
  metrics: Metric[]
  counters: Counter[]
  /** The constants of io.tachyon.api.OrderStatus in the Java API source, with their Javadoc; none without it. */
  orderStates: EnumConstantDoc[]
  /** The line of each tag's entry and each value in fix-tags.yaml, by fixTagKey: for checks that name lines. */
  fixTagLines: Record<string, number>
  /** A hash of every file, for caches that depend on the data. */
  hash: string
}

const FILES = {
  fixTags: ["fix-tags.yaml", fixTagsSpec],
  configKeys: ["config-keys.yaml", configKeysSpec],
  rejectCodes: ["reject-codes.yaml", rejectCodesSpec],
  cliTools: ["cli-tools.yaml", cliToolsSpec],
  metrics: ["metrics.yaml", metricsSpec],
  counters: ["counters.yaml", countersSpec],
} as const

/** The order states' enum, in the Java API source under content/reference/java-api. */
const ORDER_STATUS_SOURCE = "java-api/src/main/java/io/tachyon/api/OrderStatus.java"

function readText(name: string): string | null {
  const file = path.join(REFERENCE_DIR, name)
  return existsSync(file) ? readFileSync(file, "utf8") : null
}

function loadFile<T>(
  name: string,
  text: string | null,
  spec: ListSpec<T>,
  problems: DataProblem[],
): { entries: T[]; lines: Record<string, number> } {
  const file = displayPath(path.join(REFERENCE_DIR, name))
  if (text === null) {
    problems.push({ file, line: 1, message: "missing (every reference data file is required)" })
    return { entries: [], lines: {} }
  }
  const result = loadYamlList(text, file, spec)
  problems.push(...result.problems)
  return result
}

/** Checks that span files: a counter's metric is a metric; `common` is a tool entry of its own. */
function crossProblems(data: Omit<ReferenceData, "hash" | "orderStates" | "fixTagLines">): DataProblem[] {
  const problems: DataProblem[] = []
  const metrics = new Set(data.metrics.map((m) => m.name))
  const counters = displayPath(path.join(REFERENCE_DIR, "counters.yaml"))
  for (const c of data.counters)
    if (c.metric && !metrics.has(c.metric))
      problems.push({ file: counters, line: 1, message: `${c.name}: metric ${c.metric} is not in metrics.yaml` })
  if (!data.cliTools.some((t) => t.tool === COMMON_TOOL))
    problems.push({
      file: displayPath(path.join(REFERENCE_DIR, "cli-tools.yaml")),
      line: 1,
      message: `no "${COMMON_TOOL}" entry`,
    })
  return problems
}

let last: ReferenceData | null = null

/**
 * Every reference data file, validated; throws a ReferenceDataError naming each problem. Parsed
 * again only when a file changed (every Doc node asks for it).
 */
export function loadReferenceData(): ReferenceData {
  const texts = Object.fromEntries(Object.entries(FILES).map(([k, [name]]) => [k, readText(name)])) as Record<
    keyof typeof FILES,
    string | null
  >
  const hash = createHash("sha1")
  const orderStatus = readText(ORDER_STATUS_SOURCE)
  for (const text of [...Object.values(texts), orderStatus]) hash.update(text ?? "").update("\0")
  const digest = hash.digest("hex")
  if (last?.hash === digest) return last
  // Parsing the YAML took 0.3 s of every build's sourcing (and again in the content check's
  // process); data with problems throws before anything is kept.
  last = keptInFile(PARSED_DIR, "reference-data", digest, () => parseReferenceData(texts, orderStatus, digest))
  return last
}

/** Where the parsed data is kept across builds: in Gatsby's .cache, which a cold build removes. */
const PARSED_DIR = path.resolve(".cache", "tachyon-reference-data")

function parseReferenceData(
  texts: Record<keyof typeof FILES, string | null>,
  orderStatus: string | null,
  digest: string,
): ReferenceData {
  const problems: DataProblem[] = []
  const fixTags = loadFile(FILES.fixTags[0], texts.fixTags, FILES.fixTags[1], problems)
  const data = {
    fixTags: fixTags.entries,
    configKeys: loadFile(FILES.configKeys[0], texts.configKeys, FILES.configKeys[1], problems).entries,
    rejectCodes: loadFile(FILES.rejectCodes[0], texts.rejectCodes, FILES.rejectCodes[1], problems).entries,
    cliTools: loadFile(FILES.cliTools[0], texts.cliTools, FILES.cliTools[1], problems).entries,
    metrics: loadFile(FILES.metrics[0], texts.metrics, FILES.metrics[1], problems).entries,
    counters: loadFile(FILES.counters[0], texts.counters, FILES.counters[1], problems).entries,
  }
  if (!problems.length) problems.push(...crossProblems(data))
  if (problems.length) throw new ReferenceDataError(problems)
  const orderStates = (orderStatus && javaEnumConstantDocs(orderStatus, "OrderStatus")) || []
  return { ...data, orderStates, fixTagLines: fixTags.lines, hash: digest }
}

/** The command-line tools the data declares (their names start commands in samples). */
export const toolNames = (data: ReferenceData): ReadonlySet<string> =>
  new Set(data.cliTools.map((t) => t.tool).filter((t) => t !== COMMON_TOOL))
