import { codeBlocks, jsxElements, parseMdx, MdxSyntaxError, type CodeBlock } from "../markdown/mdx"
import { mentionsIn, type Mention } from "../reference/mentions"
import { isReferenceComponent, type ReferenceUse } from "../reference/select"
import { isRestComponent } from "../rest/tables"
import { headingsOf, type Heading } from "../toc/headings"

/**
 * What the build reads from one MDX file, from a single parse: its headings (the table of
 * contents), its code blocks (the sample check), the reference tables it renders (the data its
 * page needs) and the names it uses (the names check). Plain data, so it can be cached by the file's content hash.
 */
export type DocAnalysis =
  | { ok: true; headings: Heading[]; blocks: CodeBlock[]; references: ReferenceUse[]; mentions: Mention[] }
  | { ok: false; line: number; reason: string }

export function analyseDoc(source: string, tools: ReadonlySet<string>): DocAnalysis {
  let tree
  try {
    tree = parseMdx(source)
  } catch (error) {
    if (error instanceof MdxSyntaxError) return { ok: false, line: error.line, reason: error.reason }
    throw error
  }
  return {
    ok: true,
    headings: headingsOf(tree),
    blocks: codeBlocks(tree),
    references: jsxElements(tree)
      .filter((e) => isReferenceComponent(e.name) || isRestComponent(e.name))
      .map((e) => ({ component: e.name, props: e.attributes, line: e.line })),
    mentions: mentionsIn(tree, tools),
  }
}
