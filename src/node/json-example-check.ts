import { createHash } from "node:crypto"
import type { CodeBlock } from "../lib/markdown/mdx"
import { ExampleSchemas } from "../lib/rest/example-schemas"
import { jsonExampleProblems, type ExampleCount, type ExampleProblem } from "../lib/rest/json-examples"
import type { SampleProblem } from "../lib/samples/samples"
import { currentCodeVersion } from "./code-version"
import type { ReferenceData } from "./reference-data"
import type { RestApi } from "./rest-api"

/**
 * The JSON examples of every page against the REST API document (src/lib/rest/json-examples.ts).
 * Compiling the schemas with ajv is most of the cost (about 0.3 s alone, more under load), so a
 * page's result is kept under the hash of what it depends on (its JSON blocks, the document, the
 * reject codes, the code version) and a build where none changed compiles nothing.
 */
export type JsonExampleResults = Record<string, { problems: ExampleProblem[]; count: ExampleCount }>

export interface JsonExampleReport {
  problems: SampleProblem[]
  count: ExampleCount
  results: JsonExampleResults
  /** Pages whose examples were checked now, not taken from `stored`. */
  checkedNow: number
}

const pageKey = (relativePath: string, blocks: readonly CodeBlock[], api: RestApi, data: ReferenceData) =>
  createHash("sha1")
    .update([currentCodeVersion(), api.hash, data.hash, relativePath].join("\0"))
    .update(JSON.stringify(blocks.filter((b) => b.lang === "json")))
    .digest("hex")

export function checkJsonExamples(
  docs: readonly { file: string; relativePath: string; blocks: readonly CodeBlock[] }[],
  data: ReferenceData,
  api: RestApi | null,
  stored: JsonExampleResults = {},
): JsonExampleReport {
  const report: JsonExampleReport = { problems: [], count: { blocks: 0, values: 0 }, results: {}, checkedNow: 0 }
  if (!api?.doc) return report
  const doc = api.doc
  let schemas: ExampleSchemas | null = null
  for (const d of docs) {
    if (!d.blocks.some((b) => b.lang === "json")) continue
    const key = pageKey(d.relativePath, d.blocks, api, data)
    let result = stored[key]
    if (!result) {
      schemas ??= new ExampleSchemas(doc)
      result = jsonExampleProblems(d.relativePath, d.blocks, schemas, data.rejectCodes)
      report.checkedNow++
    }
    report.results[key] = result
    report.count.blocks += result.count.blocks
    report.count.values += result.count.values
    for (const p of result.problems)
      report.problems.push({ file: d.file, line: p.line, kind: "json", message: p.message })
  }
  return report
}
