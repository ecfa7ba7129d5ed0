import type { CliTool } from "./cli-tools"
import type { ConfigKey } from "./config-keys"
import type { FixTag } from "./fix-tags"
import type { Counter, Metric } from "./metrics"
import { mentionsInMarkdown } from "./mentions"
import { undeclaredNames, type NameIndex } from "./names-check"
import type { EnumConstantDoc } from "./enum-docs"
import type { RejectCode } from "./reject-codes"

/** A name in reference data that the data itself does not declare, by file and entry. */
export interface DataNameProblem {
  file: string
  entry: string
  message: string
}

/** Every list of the reference data (content/reference/*.yaml), as validated. */
export interface ReferenceLists {
  fixTags: readonly FixTag[]
  configKeys: readonly ConfigKey[]
  rejectCodes: readonly RejectCode[]
  cliTools: readonly CliTool[]
  metrics: readonly Metric[]
  counters: readonly Counter[]
  /** The order states of the Java API (io.tachyon.api.OrderStatus) with their Javadoc, for the glossary. */
  orderStates?: readonly EnumConstantDoc[]
}

/** Every markdown text of the data, with the file and entry it belongs to and its tool. */
function* texts(data: ReferenceLists): Generator<{ file: string; entry: string; tool: string | null; text: string }> {
  for (const t of data.fixTags)
    for (const text of [t.meaning, ...(t.values ?? []).map((v) => v.meaning ?? "")])
      yield { file: "fix-tags.yaml", entry: `tag ${t.tag}`, tool: null, text }
  for (const k of data.configKeys)
    for (const text of [k.meaning, k.defaultText ?? "", typeof k.required === "string" ? k.required : ""])
      yield { file: "config-keys.yaml", entry: k.key, tool: null, text }
  for (const r of data.rejectCodes)
    for (const text of [r.meaning, r.cause, r.fix, r.limitKey ?? ""])
      yield { file: "reject-codes.yaml", entry: r.code, tool: null, text }
  for (const t of data.cliTools) {
    const tool = t.tool === "common" ? null : t.tool
    for (const o of t.options)
      for (const text of [o.meaning, o.default ?? ""])
        yield { file: "cli-tools.yaml", entry: `${t.tool} ${o.name}`, tool, text }
    for (const e of t.exitCodes)
      yield { file: "cli-tools.yaml", entry: `${t.tool} exit ${e.code}`, tool, text: e.meaning }
    for (const c of t.commands)
      for (const text of [c.command, c.meaning])
        yield { file: "cli-tools.yaml", entry: `${t.tool} ${c.command}`, tool, text }
  }
  for (const m of data.metrics) yield { file: "metrics.yaml", entry: m.name, tool: null, text: m.meaning }
  for (const c of data.counters) yield { file: "counters.yaml", entry: c.name, tool: null, text: c.meaning }
}

export function dataNameProblems(
  data: ReferenceLists,
  index: NameIndex,
  tools: ReadonlySet<string>,
): DataNameProblem[] {
  const problems: DataNameProblem[] = []
  for (const { file, entry, tool, text } of texts(data)) {
    if (!text) continue
    for (const p of undeclaredNames(mentionsInMarkdown(text, tool, tools), index, tool))
      problems.push({ file, entry, message: p.message })
  }
  return problems
}
