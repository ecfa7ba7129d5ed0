import type { GatsbyNode } from "gatsby"
import { buildSidebar, compactSidebar, SIDEBAR_ID, type SidebarDoc } from "../lib/docs/sidebar"
import { siteSettings } from "../site-settings"
import { includeDrafts } from "./drafts"
import { createReferenceDataExtension, createReferenceNodes, referenceTypeDefs } from "./reference-schema"
import { SEARCH_INDEX_HASH_PENDING } from "./search-index"

/**
 * Explicit, non-null types, so that GraphiQL under `gatsby develop` documents the content
 * model and graphqlTypegen gives pages exact `Queries.*` types (docs/design.md, "Explicit GraphQL
 * types"); the fields are those of docs/contract.md, "What the site keeps".
 */
export const typeDefs = `
  """A page of the docs, one per MDX file under content/docs/."""
  type Doc implements Node @dontInfer {
    "The doc id: the id frontmatter, else the file path without extension (algos/iceberg)."
    docId: String!
    "The route, with its trailing slash (/docs/algos/iceberg/)."
    path: String!
    "The sidebar the doc belongs to; always docsSidebar."
    sidebar: String!
    title: String!
    description: String
    keywords: [String!]!
    sidebarLabel: String
    sidebarPosition: Float
    draft: Boolean!
    "The file, relative to content/docs/ (algos/iceberg.mdx)."
    relativePath: String!
    "The file as authors name it (content/docs/algos/iceberg.mdx)."
    sourceFile: String!
    "The path of the file in the repository, from the root of the site: what Edit this page links to."
    repositoryPath: String!
    "Last updated: the frontmatter's last_update.date, else the date of the file's last commit; null without either."
    lastUpdated: Date @dateformat
    "The author the frontmatter's last_update names, if any."
    lastUpdatedBy: String
    "True for a folder's authored overview (_index.mdx)."
    isSectionIndex: Boolean!
    "Headings of every level, with the ids the page renders."
    headings: [DocHeading!]!
    "The MDX node: body, excerpt, tableOfContents."
    mdx: Mdx! @link(from: "mdxId")
    "The reference tables the page renders (ConfigKeys, RejectCodes...) and their props, read from its MDX."
    references: [DocReference!]!
    "The reference data those tables show, and no other (content/reference/*.yaml)."
    reference: DocReferenceData! @referenceData
  }

  type DocHeading {
    depth: Int!
    value: String!
    id: String!
  }

  """An entry of a sidebar: a link to a doc, or a category (a folder) with items of its own."""
  type SidebarItem {
    "link or category"
    type: String!
    label: String!
    path: String!
    docId: String
    description: String
    items: [SidebarItem!]!
  }

  type DocsSidebar {
    name: String!
    "The tree, typed; a query reaches only as deep as it nests (explore it here)."
    items: [SidebarItem!]!
    "The whole tree at any depth, as JSON (label, path, id, items): what the site's components read."
    tree: JSON!
  }

  type MdxFrontmatter @dontInfer {
    title: String
    description: String
    keywords: [String]
    sidebar_label: String
    sidebar_position: Float
    last_update: MdxFrontmatterLastUpdate
    id: String
    slug: String
    draft: Boolean
    "Release notes (content/news): the release, its date and what changed."
    date: Date @dateformat
    version: String
    summary: String
    highlights: [String!]
    fixes: [String!]
    upgrade: [String!]
  }

  type MdxFrontmatterLastUpdate {
    date: Date @dateformat
    author: String
  }

  type Mdx implements Node {
    frontmatter: MdxFrontmatter
  }
`

export type DocSource = SidebarDoc & { draft: boolean; docId: string }

interface ResolverContext {
  nodeModel: { findAll: (query: { type: string }) => Promise<{ entries: Iterable<unknown> }> }
}

async function allDocs(context: ResolverContext) {
  const { entries } = await context.nodeModel.findAll({ type: "Doc" })
  return [...entries] as DocSource[]
}

const published = (docs: DocSource[], drafts: boolean) => (drafts ? docs : docs.filter((d) => !d.draft))
const byPath = (a: DocSource, b: DocSource) => a.path.localeCompare(b.path)

/** DocsVersion.docs: the published docs (drafts too when they are built), by route. */
export const versionDocs = (docs: DocSource[], drafts: boolean): DocSource[] => published(docs, drafts).sort(byPath)

/** DocsVersion.draftIds: the ids of the drafts, sorted, whether or not they are built. */
export const draftIds = (docs: DocSource[]): string[] =>
  docs
    .filter((d) => d.draft)
    .map((d) => d.docId)
    .sort()

/** DocsVersion.sidebars: the one sidebar, typed and as the compact JSON the components read. */
export function versionSidebars(docs: DocSource[], drafts: boolean) {
  const items = buildSidebar(published(docs, drafts))
  return [{ name: SIDEBAR_ID, items, tree: compactSidebar(items) }]
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  createReferenceDataExtension(actions)
  actions.createTypes(referenceTypeDefs)
  actions.createTypes(typeDefs)
  actions.createTypes(
    schema.buildObjectType({
      name: "DocsVersion",
      description: 'A version of the docs. The site has one, labelled Next (docs/contract.md, "What the site keeps").',
      interfaces: ["Node"],
      extensions: { infer: false },
      fields: {
        name: "String!",
        label: "String!",
        isLast: "Boolean!",
        path: "String!",
        mainDocId: "String!",
        docs: {
          type: "[Doc!]!",
          resolve: async (_source: unknown, _args: unknown, context: ResolverContext) =>
            versionDocs(await allDocs(context), includeDrafts()),
        },
        draftIds: {
          type: "[String!]!",
          resolve: async (_source: unknown, _args: unknown, context: ResolverContext) =>
            draftIds(await allDocs(context)),
        },
        searchIndexHash: {
          type: "String!",
          description:
            "The hash of the search index entry file's bytes: the cache-busting ?_= of its URL. The index is built " +
            "from the built pages, after the queries run, so onPostBuild writes the value into the built site " +
            `(src/node/search-index.ts); until then, and under gatsby develop, it is "${SEARCH_INDEX_HASH_PENDING}".`,
          resolve: () => SEARCH_INDEX_HASH_PENDING,
        },
        sidebars: {
          type: "[DocsSidebar!]!",
          resolve: async (_source: unknown, _args: unknown, context: ResolverContext) =>
            versionSidebars(await allDocs(context), includeDrafts()),
        },
      },
    }),
  )
}

export const sourceNodes: GatsbyNode["sourceNodes"] = async ({ actions, createNodeId, createContentDigest, cache }) => {
  await createReferenceNodes({ actions, createNodeId, createContentDigest, cache })
  const version = { ...siteSettings.docsVersion, isLast: true }
  actions.createNode({
    ...version,
    id: createNodeId(`docs-version-${version.name}`),
    internal: { type: "DocsVersion", contentDigest: createContentDigest(version) },
  })
}
