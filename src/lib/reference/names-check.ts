import type { ConfigKey } from "./config-keys"
import { COMMON_TOOL, optionsOf, type CliTool } from "./cli-tools"
import { HISTOGRAM_SERIES, type Counter, type Metric } from "./metrics"
import type { Mention } from "./mentions"
import { isDeclaredRejectCode, type RejectCode } from "./reject-codes"
import { fixDictionary, type FixTag } from "./fix-tags"
import { declaresValue, type FixDictionary } from "../samples/fix"

/** What the names check knows, built once from the reference data. */
export interface NameIndex {
  rejectCodes: ReadonlySet<string>
  metrics: ReadonlySet<string>
  /** Options per tool, the common ones included. */
  toolOptions: ReadonlyMap<string, ReadonlySet<string>>
  configKeys: readonly ConfigKey[]
  /** Counter names (`connector.<name>.up`): dotted like keys, and not keys. */
  counters: readonly string[]
  fixTags: FixDictionary
  /** `value name` of every enumerated FIX value: `17 ReadyToTrade` names a value, not tag 17. */
  fixValueNames: ReadonlySet<string>
}

export function buildNameIndex(data: {
  rejectCodes: readonly RejectCode[]
  metrics: readonly Metric[]
  cliTools: readonly CliTool[]
  configKeys: readonly ConfigKey[]
  counters: readonly Counter[]
  fixTags: readonly FixTag[]
}): NameIndex {
  const common = data.cliTools.find((t) => t.tool === COMMON_TOOL)
  const metrics = new Set<string>()
  for (const m of data.metrics) {
    metrics.add(m.name)
    if (m.type === "histogram") for (const series of HISTOGRAM_SERIES) metrics.add(m.name + series)
  }
  return {
    rejectCodes: new Set(data.rejectCodes.map((r) => r.code)),
    metrics,
    toolOptions: new Map(
      data.cliTools.filter((t) => t.tool !== COMMON_TOOL).map((t) => [t.tool, optionsOf(t, common)] as const),
    ),
    configKeys: data.configKeys,
    counters: data.counters.map((c) => c.name),
    fixTags: fixDictionary(data.fixTags, data.rejectCodes),
    fixValueNames: new Set(data.fixTags.flatMap((t) => (t.values ?? []).map((v) => `${v.value} ${v.name}`))),
  }
}

const FIX_DICTIONARY = "content/reference/fix-tags.yaml"

/** Why a FIX tag a page names does not resolve in the dictionary, or null when it does. */
function fixTagProblem(m: Mention, index: NameIndex): string | null {
  const tag = index.fixTags.get(Number(m.name))
  if (m.label && tag?.name !== m.label) {
    if (index.fixValueNames.has(`${m.name} ${m.label}`)) return null
    return tag
      ? `FIX tag ${m.name} is ${tag.name} in ${FIX_DICTIONARY}, not ${m.label}`
      : `${m.label} (${m.name}) is neither a tag nor a value in ${FIX_DICTIONARY}`
  }
  if (!tag) return `FIX tag ${m.name} is not in ${FIX_DICTIONARY}`
  if (m.value === undefined || (!tag.values && !tag.valueRanges)) return null
  const given = tag.multiple ? m.value.split(" ") : [m.value]
  const unknown = given.filter((v) => !declaresValue(tag, v))
  return unknown.length
    ? `${tag.name} (${m.name}) has no value ${unknown.join(", ")} in ${FIX_DICTIONARY} (known: ${[...(tag.values?.keys() ?? [])].join(", ")})`
    : null
}

const segmentsOf = (path: string) => path.split(".")

/** Does the data key pattern (`connectors.<name>.throttle.rate`) match these segments exactly? */
function matches(pattern: readonly string[], segments: readonly string[]): boolean {
  if (pattern.length !== segments.length) return false
  return pattern.every((p, i) => p === segments[i] || (p.startsWith("<") && !segments[i].endsWith("[]")) || p === "*")
}

/**
 * A key path is declared when a data key matches it; when it is a block on the way to one
 * (`cluster.tls` of `cluster.tls.enabled`); when it lies inside a map or a block whose keys the
 * data does not list (`algos.defaults.<name>.Slices`, `server.cpuAffinity.threads.tx-oms`); or
 * through `keysOf` (a `fix.mdg.sessions[]` block takes the keys of `fix.gateway.sessions[]`).
 * In prose, `*` stands for any key below (`connectors.<name>.throttle.*`).
 */
// Pages name the same keys over and over: answers and split patterns are kept per key list.
const memo = new WeakMap<
  readonly ConfigKey[],
  { patterns: { key: ConfigKey; segments: string[] }[]; answers: Map<string, boolean> }
>()

export function isDeclaredConfigKey(path: string, keys: readonly ConfigKey[]): boolean {
  let known = memo.get(keys)
  if (!known) {
    known = { patterns: keys.map((k) => ({ key: k, segments: segmentsOf(k.key) })), answers: new Map() }
    memo.set(keys, known)
  }
  let answer = known.answers.get(path)
  if (answer === undefined) {
    answer = declared(path, keys, known.patterns)
    known.answers.set(path, answer)
  }
  return answer
}

function declared(
  path: string,
  keys: readonly ConfigKey[],
  patterns: { key: ConfigKey; segments: string[] }[],
): boolean {
  const segments = segmentsOf(path.replace(/\.\*$/, ""))
  // Is the path below the pattern (`algos.defaults.ACME_TWAP.Slices` below `algos.defaults.<name>`)?
  const below = (pattern: readonly string[]) =>
    segments.length > pattern.length && matches(pattern, segments.slice(0, pattern.length))
  // Does a longer pattern start with this one (the data lists keys inside it)?
  const listsKeysBelow = (pattern: readonly string[]) =>
    patterns.some((q) => q.segments.length > pattern.length && matches(pattern, q.segments.slice(0, pattern.length)))
  if (
    patterns.some(
      (p) =>
        matches(p.segments, segments) ||
        (p.segments.length > segments.length && matches(p.segments.slice(0, segments.length), segments)),
    )
  )
    return true
  for (const p of patterns) {
    const last = p.segments[p.segments.length - 1]
    const listBlocks = [...p.segments.slice(0, -1), `${last}[]`]
    // `fix.mdg.sessions` with keysOf `fix.gateway.sessions[]`: its blocks take those keys.
    if (p.key.keysOf && below(listBlocks))
      return isDeclaredConfigKey([p.key.keysOf, ...segments.slice(listBlocks.length)].join("."), keys)
    const openBlock = p.key.type === "map" || p.key.type === "block" || last === "*"
    if (openBlock && below(p.segments) && !listsKeysBelow(p.segments)) return true
    const openList = p.key.type === "list" && p.key.items === "block"
    if (openList && below(listBlocks) && !listsKeysBelow(listBlocks)) return true
  }
  return false
}

export interface NameProblem {
  line: number
  message: string
}

/**
 * Names a page uses that the data does not declare. `pageTool` is the tool a tool page documents
 * (`journal-recover` on tools/journal-recover.mdx): there a bare `--option` is that tool's.
 */
export function undeclaredNames(
  mentions: readonly Mention[],
  index: NameIndex,
  pageTool: string | null,
): NameProblem[] {
  const problems: NameProblem[] = []
  const seen = new Set<string>()
  const report = (line: number, message: string) => {
    const key = `${line} ${message}`
    if (!seen.has(key)) problems.push({ line, message })
    seen.add(key)
  }
  for (const m of mentions) {
    switch (m.kind) {
      case "rejectCode":
        if (!isDeclaredRejectCode(m.name, index.rejectCodes))
          report(m.line, `reject code ${m.name} is not in content/reference/reject-codes.yaml`)
        break
      case "metric":
        if (!index.metrics.has(m.name)) report(m.line, `metric ${m.name} is not in content/reference/metrics.yaml`)
        break
      case "configKey":
        if (index.counters.some((c) => matches(segmentsOf(c), segmentsOf(m.name)))) break
        if (!isDeclaredConfigKey(m.name, index.configKeys))
          report(m.line, `configuration key ${m.name} is not in content/reference/config-keys.yaml`)
        break
      case "fixTag": {
        const problem = fixTagProblem(m, index)
        if (problem) report(m.line, problem)
        break
      }
      case "cliOption": {
        const tool = m.tool ?? pageTool
        const options = tool ? index.toolOptions.get(tool) : undefined
        if (options && !options.has(m.name))
          report(m.line, `${tool} has no option ${m.name} in content/reference/cli-tools.yaml`)
        break
      }
    }
  }
  return problems
}
