import { readFileSync } from "node:fs"
import type { GatsbyNode, Node } from "gatsby"
import { validateFrontmatter, FrontmatterError, type DocFrontmatter } from "../lib/docs/frontmatter"
import { docId, docRoute, isSectionIndex } from "../lib/docs/paths"
import { SIDEBAR_ID } from "../lib/docs/sidebar"
import type { Heading } from "../lib/toc/headings"
import { lastUpdate, type LastUpdate } from "../lib/docs/last-updated"
import { displayPath, docsRelativePath, repositoryPath } from "./content-paths"
import { lastCommitTime } from "./git-history"
import { docAnalysis } from "./doc-analysis"
import { loadReferenceData } from "./reference-data"
import type { ReferenceUse } from "../lib/reference/select"

interface MdxNode extends Node {
  body: string
  frontmatter?: Record<string, unknown>
  internal: Node["internal"] & { contentFilePath?: string }
}

/** Which file first claimed each doc id, to name both files when two claim one id. */
const idOwners = new Map<string, string>()

/**
 * Claims a doc id for a file (as the file is shown to authors): the problem when another file has
 * it, else null (and the id is the file's from now on; the same file may claim it again, as it
 * does when edited under `gatsby develop`).
 */
export function claimDocId(owners: Map<string, string>, id: string, shown: string): string | null {
  const owner = owners.get(id)
  if (owner && owner !== shown)
    return `Duplicate doc id "${id}": ${owner} and ${shown}. Give one of them another "id" in its frontmatter.`
  owners.set(id, shown)
  return null
}

/** What is known of a doc file when its node is made. */
export interface DocFile {
  /** relative to content/docs/ */
  relativePath: string
  frontmatter: DocFrontmatter
  /** the file as authors name it (content/docs/…) */
  sourceFile: string
  repositoryPath: string
  updated: LastUpdate
  headings: Heading[]
  references: ReferenceUse[]
  mdxId: string
}

/** The fields of a Doc node (the `Doc` type of src/node/schema.ts declares each of them). */
export function docNodeFields(doc: DocFile) {
  const { relativePath, frontmatter } = doc
  return {
    docId: docId(relativePath, frontmatter.id),
    path: docRoute(relativePath, frontmatter.slug),
    sidebar: SIDEBAR_ID,
    title: frontmatter.title,
    description: frontmatter.description ?? null,
    keywords: frontmatter.keywords,
    sidebarLabel: frontmatter.sidebar_label ?? null,
    sidebarPosition: frontmatter.sidebar_position ?? null,
    draft: frontmatter.draft,
    relativePath,
    sourceFile: doc.sourceFile,
    repositoryPath: doc.repositoryPath,
    lastUpdated: doc.updated.date,
    lastUpdatedBy: doc.updated.author,
    isSectionIndex: isSectionIndex(relativePath),
    headings: doc.headings,
    references: doc.references,
    mdxId: doc.mdxId,
  }
}

/**
 * The headings and reference tables of a doc, from the parse the content check shares
 * (doc-analysis.ts). With invalid reference data or MDX there are none here: the content check
 * reports both, and fails the build.
 */
function analysisOf(file: string): { headings: Heading[]; references: ReferenceUse[] } {
  let data
  try {
    data = loadReferenceData()
  } catch {
    return { headings: [], references: [] }
  }
  const { analysis } = docAnalysis(readFileSync(file, "utf8"), data)
  return analysis.ok ? analysis : { headings: [], references: [] }
}

/** One Doc node per MDX file under content/docs/, with validated frontmatter. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, createContentDigest, reporter }) => {
  if (node.internal.type !== "Mdx") return
  const mdx = node as MdxNode
  const file = mdx.internal.contentFilePath
  const relativePath = file ? docsRelativePath(file) : null
  if (!file || relativePath === null) return
  const shown = displayPath(file)
  let frontmatter
  try {
    // The file is read again only when there is a problem, for the line of each.
    frontmatter = validateFrontmatter(mdx.frontmatter, shown, () => readFileSync(file, "utf8"))
  } catch (error) {
    reporter.panicOnBuild(
      error instanceof FrontmatterError ? error.message : `Invalid frontmatter in ${shown}: ${error}`,
    )
    return
  }
  const id = docId(relativePath, frontmatter.id)
  const duplicate = claimDocId(idOwners, id, shown)
  if (duplicate) {
    reporter.panicOnBuild(duplicate)
    return
  }
  const { headings, references } = analysisOf(file)
  const fields = docNodeFields({
    relativePath,
    frontmatter,
    sourceFile: shown,
    repositoryPath: repositoryPath(file),
    updated: lastUpdate(frontmatter.last_update, lastCommitTime(relativePath, reporter)),
    headings,
    references,
    mdxId: mdx.id,
  })
  actions.createNode({
    ...fields,
    // The doc id is unique among docs and is what authors query by: doc(id: { eq: "docs_introduction" }).
    id,
    parent: mdx.id,
    children: [],
    internal: { type: "Doc", contentDigest: createContentDigest(fields) },
  })
  actions.createParentChildLink({ parent: mdx, child: { id } as Node })
}
