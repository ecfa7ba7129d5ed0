import { CodeMetaError, parseCodeMeta } from "../code/meta"
import type { CodeBlock } from "../markdown/mdx"
import { arithmeticProblems, type CheckedExample, type RejectCodeFacts } from "./example-arithmetic"
import type { ExampleSchemas } from "./example-schemas"
import { jsonValues, pointerLine } from "./json-values"

/**
 * The JSON examples of a page against the REST API document (content/README.md, "The REST API
 * document"). A `json` block names what it shows with `schema="Order"` (a list: `schema="Bar[]"`;
 * several values one after the other, each is one); `partial` marks an object shown shortened.
 * On the REST pages every `json` block must name its schema; elsewhere a block is checked when it
 * names one. Each value is validated (ajv), then the page's examples together for their arithmetic.
 */
export interface ExampleProblem {
  /** Line in the file. */
  line: number
  message: string
}

/** The pages whose every JSON block is a REST or WebSocket example. */
export const REST_PAGES = /^api\/restws\//

export interface ExampleCount {
  blocks: number
  values: number
}

export function jsonExampleProblems(
  relativePath: string,
  blocks: readonly CodeBlock[],
  schemas: ExampleSchemas,
  rejectCodes: readonly RejectCodeFacts[],
): { problems: ExampleProblem[]; count: ExampleCount } {
  const problems: ExampleProblem[] = []
  const checked: (CheckedExample & { line: number; text: string })[] = []
  const count: ExampleCount = { blocks: 0, values: 0 }
  for (const block of blocks) {
    if (block.lang !== "json") continue
    let meta
    try {
      meta = parseCodeMeta(block.meta)
    } catch (error) {
      // The code block plugin reports a bad fence; nothing to check here.
      if (error instanceof CodeMetaError) continue
      throw error
    }
    if (meta.schema === null) {
      if (REST_PAGES.test(relativePath))
        problems.push({
          line: block.line,
          message: 'a JSON example on a REST page names its schema: ```json schema="Order"``` (content/README.md)',
        })
      continue
    }
    const list = meta.schema.endsWith("[]")
    const name = list ? meta.schema.slice(0, -2) : meta.schema
    if (!schemas.has(name)) {
      problems.push({
        line: block.line,
        message: `schema="${meta.schema}": the REST API document has no schema ${name}`,
      })
      continue
    }
    count.blocks++
    const firstLine = block.line + 1
    const parsed = jsonValues(block.value)
    for (const p of parsed.problems) problems.push({ line: firstLine + p.line, message: p.message })
    for (const { value, text, line } of parsed.values) {
      count.values++
      const items = list ? (Array.isArray(value) ? value : null) : [value]
      if (items === null) {
        problems.push({ line: firstLine + line, message: `schema="${meta.schema}" is a list, and this is not one` })
        continue
      }
      const errors = list
        ? items.flatMap((item, i) =>
            schemas.validate(name, item, meta.partial).map((e) => ({ ...e, pointer: `/${i}${e.pointer}` })),
          )
        : schemas.validate(name, value, meta.partial)
      for (const e of errors)
        problems.push({ line: firstLine + line + pointerLine(text, e.pointer), message: `${name}: ${e.message}` })
      if (!errors.length) checked.push({ schema: name, value, line: firstLine + line, text })
    }
  }
  for (const p of arithmeticProblems(checked, rejectCodes)) {
    const example = checked[p.example]
    problems.push({
      line: example.line + pointerLine(example.text, p.pointer),
      message: `${example.schema}: ${p.message}`,
    })
  }
  return { problems: problems.sort((a, b) => a.line - b.line), count }
}
