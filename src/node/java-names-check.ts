import { createHash } from "node:crypto"
import { currentCodeVersion } from "./code-version"
import { parseMdx, MdxSyntaxError } from "../lib/markdown/mdx"
import type { BlockProblem } from "../lib/samples/fix"
import { javaTypeIndex, pageJavaNameProblems } from "../lib/samples/java-names"
import type { SampleProblem } from "../lib/samples/samples"
import { javaApi, type JavaApiVersion } from "./java-api"
import { javaApiModel } from "./sample-tools"

/**
 * The Java names check (content/README.md, "The Java API source"): every type and member a page
 * names in its tables and inline code is in the API source, with Javadoc, and every table of its
 * members names its type. Results are kept by page content and the API's hash, so a warm build
 * parses nothing and starts no JVM.
 */
export type JavaNameResults = Record<string, BlockProblem[]>

// A page can name a Java member only in a table or in a code span that starts with a type.
const MAY_NAME_JAVA =
  /^\|.*\b([Ff]ield|[Gg]etter|[Mm]ethod|[Mm]ember|[Cc]onstant|[Vv]alue|[Cc]allback|[Ff]actory)\b|`@?(io\.tachyon\.)?[A-Z][\w.]*[.#][\w(]/m

export interface JavaNamesReport {
  problems: SampleProblem[]
  results: JavaNameResults
  checkedNow: number
  /** No JDK: the pages went unchecked. */
  missingJdk: boolean
}

export async function checkJavaNames(
  docs: readonly { file: string; source: string }[],
  previous: JavaNameResults = {},
  api: () => JavaApiVersion = javaApi,
): Promise<JavaNamesReport> {
  let version: JavaApiVersion | undefined
  const apiHash = () => (version ??= api()).hash
  const keyed = docs.map((doc) => ({
    doc,
    key: MAY_NAME_JAVA.test(doc.source)
      ? createHash("sha1").update(currentCodeVersion()).update(apiHash()).update(doc.source).digest("hex")
      : null,
  }))
  const unchecked = keyed.filter((k) => k.key && !previous[k.key])
  const results: JavaNameResults = {}
  let missingJdk = false
  if (unchecked.length) {
    const model = await javaApiModel((version ??= api()))
    if (!model) missingJdk = true
    else {
      const index = javaTypeIndex(model)
      for (const { doc, key } of unchecked) {
        let tree
        try {
          tree = parseMdx(doc.source, { tables: true })
        } catch (error) {
          // The content check reports a page that does not parse.
          if (error instanceof MdxSyntaxError) continue
          throw error
        }
        results[key as string] = pageJavaNameProblems(tree, index)
      }
    }
  }
  const problems: SampleProblem[] = []
  const kept: JavaNameResults = {}
  for (const { doc, key } of keyed) {
    if (!key) continue
    const result = results[key] ?? previous[key]
    if (!result) continue
    kept[key] = result
    for (const p of result) problems.push({ file: doc.file, line: p.line, kind: "java", message: p.message })
  }
  return { problems, results: kept, checkedNow: missingJdk ? 0 : unchecked.length, missingJdk }
}
