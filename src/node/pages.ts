import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { buildSidebar, byFilePath, rootOverview, type SidebarItem } from "../lib/docs/sidebar"
import { dedupeRoutes, formatDuplicate, type DuplicateRoute } from "../lib/docs/routes"
import { REDIRECTS } from "../lib/docs/redirects"
import { isSectionIndex } from "../lib/docs/paths"
import { siteSettings } from "../site-settings"
import { includeDrafts } from "./drafts"

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`)

/** A row of the createPages query. */
export interface DocRow {
  id: string
  path: string
  title: string
  description: string | null
  relativePath: string
  sidebarLabel: string | null
  sidebarPosition: number | null
  draft: boolean
  sourceFile: string
  mdx: { internal: { contentFilePath: string | null } }
}

type PageClaim =
  | { kind: "doc"; path: string; source: string; doc: DocRow }
  | { kind: "section"; path: string; source: string; title: string; description: string | null; items: SidebarItem[] }
  | { kind: "redirect"; path: string; source: string; to: string }

/** Categories without an authored overview get a generated index page (docs/decisions.md, "Section roots"). */
function sectionClaims(items: readonly SidebarItem[]): PageClaim[] {
  return items.flatMap((item): PageClaim[] => {
    if (item.type !== "category") return []
    const own: PageClaim[] = item.docId
      ? []
      : [
          {
            kind: "section",
            path: item.path,
            source: `generated index of ${item.path}`,
            title: item.label,
            description: item.description,
            items: item.items,
          },
        ]
    return [...own, ...sectionClaims(item.items)]
  })
}

/** A page to create: its route, its template (src/templates/<name>.tsx), the MDX it renders, its context. */
export interface PlannedPage {
  path: string
  template: "doc" | "section-overview" | "section-index" | "redirect"
  /** the MDX file a doc page renders (Gatsby's ?__contentFilePath=) */
  contentFilePath?: string | null
  context: Record<string, unknown>
}

/** Only what a listing needs: label, path, description (no nested items). */
const listing = (items: readonly SidebarItem[]) =>
  items.map(({ type, label, path: p, description }) => ({ type, label, path: p, description }))

/**
 * The pages of the docs, from the queried docs (drafts left out unless `drafts`): one per doc (a
 * folder's _index.mdx with the section-overview template), the generated docs landing when no
 * doc claims `docsPath`, a generated index per category without an overview, and the redirects.
 * Of two claims of one route the first is built and the other is a duplicate (a warning).
 */
export function plannedPages(
  rows: readonly DocRow[],
  { drafts, docsPath }: { drafts: boolean; docsPath: string },
): { pages: PlannedPage[]; duplicates: DuplicateRoute[]; docs: number } {
  // Claimed in file order: of two docs with one route the first file is built, and buildSidebar links it alone.
  const docs = rows.filter((d) => drafts || !d.draft).sort(byFilePath)
  const sidebar = buildSidebar(docs.map((d) => ({ ...d })))
  const landing = rootOverview(docs)

  const claims: PageClaim[] = [
    ...docs.map((doc): PageClaim => ({ kind: "doc", path: doc.path, source: doc.sourceFile, doc })),
    ...(landing
      ? []
      : [
          {
            kind: "section",
            path: docsPath,
            source: "the generated docs landing",
            title: "Documentation",
            description: null,
            items: sidebar,
          } as PageClaim,
        ]),
    ...sectionClaims(sidebar),
    ...REDIRECTS.map((r): PageClaim => ({
      kind: "redirect",
      path: r.from,
      source: `redirect ${r.from} → ${r.to}`,
      to: r.to,
    })),
  ]
  const { unique, duplicates } = dedupeRoutes(claims)
  const pages = unique.map((claim): PlannedPage => {
    switch (claim.kind) {
      case "doc":
        return {
          path: claim.path,
          template: isSectionIndex(claim.doc.relativePath) ? "section-overview" : "doc",
          contentFilePath: claim.doc.mdx.internal.contentFilePath,
          context: { id: claim.doc.id },
        }
      case "section":
        return {
          path: claim.path,
          template: "section-index",
          context: { title: claim.title, description: claim.description, items: listing(claim.items) },
        }
      case "redirect":
        return { path: claim.path, template: "redirect", context: { to: claim.to } }
    }
  })
  return { pages, duplicates, docs: docs.length }
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<{ allDoc: { nodes: DocRow[] } }>(`
    query AllDocsForPages {
      allDoc(sort: [{ path: ASC }, { sourceFile: ASC }]) {
        nodes {
          id
          path
          title
          description
          relativePath
          sidebarLabel
          sidebarPosition
          draft
          sourceFile
          mdx {
            internal {
              contentFilePath
            }
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the docs for createPages", result.errors)
    return
  }
  const { pages, duplicates, docs } = plannedPages(result.data.allDoc.nodes, {
    drafts: includeDrafts(),
    docsPath: siteSettings.docsVersion.path,
  })
  duplicates.forEach((d) => reporter.warn(formatDuplicate(d)))
  for (const page of pages)
    actions.createPage({
      path: page.path,
      component:
        page.contentFilePath === undefined
          ? template(page.template)
          : `${template(page.template)}?__contentFilePath=${page.contentFilePath}`,
      context: page.context,
    })
  reporter.info(
    `Docs: ${docs} pages, ${pages.length - docs} generated or redirect pages, ${duplicates.length} duplicate routes`,
  )
}
