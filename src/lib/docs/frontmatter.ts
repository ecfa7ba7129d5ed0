import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode } from "yaml"
import { z } from "zod"
import { formatDataProblems, type DataProblem } from "../reference/yaml-list"

/**
 * The frontmatter of a doc (content/README.md, "Writing a page"), validated by Zod as the reference data is
 * (lib/reference/yaml-list.ts): each problem names the file and the line of the offending key,
 * `content/docs/algos/twap.mdx:4: "sidebar_position" must be a number (got "3")`, and the build fails.
 */

const text = (key: string, message = `"${key}" must be a non-empty string`) => {
  return z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message)
}
/** An optional text: absent, or `key:` with nothing after it (YAML's null), is none. */
const optionalText = (key: string) =>
  text(key)
    .nullish()
    .transform((value) => value ?? undefined)

const KEYWORDS = `"keywords" must be a list of words`
/** YAML reads `[fix, 7001]` with a number in it; a keyword is text, so numbers are kept as text. */
const keyword = z
  .union([z.string().trim().min(1, KEYWORDS), z.number().finite(KEYWORDS)], { errorMap: () => ({ message: KEYWORDS }) })
  .transform(String)

const DATE = `"last_update.date" must be a date written YYYY-MM-DD`
/** A calendar day: YAML reads `2024-05-01` as a Date (midnight UTC), a quoted one as text. */
function dayOf(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10)
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null
}
const day = z.unknown().transform((value, ctx) => {
  const found = dayOf(value)
  if (found === null) ctx.addIssue({ code: z.ZodIssueCode.custom, message: DATE })
  return found ?? z.NEVER
})

const LAST_UPDATE = `"last_update" must be { date: YYYY-MM-DD, author: name } with one or both`
/** Overrides "Last updated" (the date of the file's last commit), as Docusaurus's `last_update`. */
const lastUpdate = z
  .object(
    { date: day.optional(), author: text("last_update.author").optional() },
    { errorMap: () => ({ message: LAST_UPDATE }) },
  )
  .strict()
  .refine((value) => Object.keys(value).length > 0, LAST_UPDATE)

const POSITION = `"sidebar_position" must be a number`
const DRAFT = `"draft" must be true or false`

export const docFrontmatterSchema = z
  .object({
    title: text("title", `"title" is required and must be a non-empty string`),
    description: optionalText("description"),
    keywords: z
      .array(keyword, { invalid_type_error: KEYWORDS })
      .nullish()
      .transform((value) => value ?? []),
    sidebar_label: optionalText("sidebar_label"),
    sidebar_position: z
      .number({ invalid_type_error: POSITION })
      .finite(POSITION)
      .nullish()
      .transform((value) => value ?? undefined),
    id: optionalText("id"),
    slug: optionalText("slug").refine(
      (slug) => slug === undefined || slug.startsWith("/docs/"),
      `"slug" must start with /docs/`,
    ),
    draft: z.boolean({ invalid_type_error: DRAFT }).default(false),
    last_update: lastUpdate.nullish().transform((value) => value ?? undefined),
  })
  .strict()

/** A doc's frontmatter, validated: the schema's output. */
export type DocFrontmatter = z.infer<typeof docFrontmatterSchema>

export const FRONTMATTER_KEYS = Object.keys(docFrontmatterSchema.shape)

export class FrontmatterError extends Error {
  constructor(readonly problems: DataProblem[]) {
    super(`Invalid frontmatter:\n${formatDataProblems(problems)}`)
    this.name = "FrontmatterError"
  }
}

/**
 * The file line of each key of a frontmatter block: `path` is a key path in the YAML between the
 * opening `---` (line 1) and the closing one; the line of its deepest key found, else 1.
 */
export function frontmatterLine(source: string): (path: readonly PropertyKey[]) => number {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)
  if (!block) return () => 1
  const lineCounter = new LineCounter()
  const doc = parseDocument(block[1], { lineCounter })
  // The block starts on the line after the opening `---`.
  const lineOf = (node: YamlNode) => (node.range ? lineCounter.linePos(node.range[0]).line + 1 : 1)
  return (path) => {
    let line = 1
    let node: unknown = doc.contents
    for (const step of path) {
      if (isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(step))
        if (!pair || !isScalar(pair.key)) break
        line = lineOf(pair.key)
        node = pair.value
      } else if (isSeq(node) && typeof step === "number" && isScalar(node.items[step])) {
        line = lineOf(node.items[step] as YamlNode)
        node = node.items[step]
      } else break
    }
    return line
  }
}

/** What the author wrote at `path`, for the message: "(got "3")". */
function got(raw: unknown, path: readonly PropertyKey[]): string {
  let value = raw
  for (const step of path)
    value = value && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[step] : undefined
  return value === undefined
    ? ""
    : ` (got ${value instanceof Date ? value.toISOString().slice(0, 10) : JSON.stringify(value)})`
}

/**
 * The frontmatter of `file`, validated. `source` gives the file's text (read only when there is a
 * problem, for the line of each); throws a `FrontmatterError` naming every problem.
 */
export function validateFrontmatter(
  raw: unknown,
  file = "(frontmatter)",
  source: () => string = () => "",
): DocFrontmatter {
  const data = raw && typeof raw === "object" ? raw : {}
  const result = docFrontmatterSchema.safeParse(data)
  if (result.success) return result.data
  const lineAt = frontmatterLine(source())
  const problems = result.error.issues.flatMap((issue): DataProblem[] => {
    if (issue.code === z.ZodIssueCode.unrecognized_keys && issue.path.length === 0)
      return issue.keys.map((key) => ({
        file,
        line: lineAt([key]),
        message: `unknown key "${key}" (the keys are ${FRONTMATTER_KEYS.join(", ")})`,
      }))
    const missing = issue.code === z.ZodIssueCode.invalid_type && issue.received === "undefined"
    return [{ file, line: lineAt(issue.path), message: `${issue.message}${missing ? "" : got(data, issue.path)}` }]
  })
  throw new FrontmatterError(problems.sort((a, b) => a.line - b.line))
}
