import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { buildSidebar, byFilePath, rootOverview, type SidebarItem } from "../lib/docs/sidebar"
import { dedupeRoutes, formatDuplicate } from "../lib/docs/routes"
import { REDIRECTS } from "../lib/docs/redirects"
import { isSectionIndex } from "../lib/docs/paths"
import { siteSettings } from "../site-settings"
import { includeDrafts } from "./drafts"

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`)

interface DocRow {
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

/** Categories without an authored overview get a generated index page (decisions.md, "Section roots"). */
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

/** Only what a listing needs: label, path, description (no nested items). */
const listing = (items: readonly SidebarItem[]) =>
  items.map(({ type, label, path: p, description }) => ({ type, label, path: p, description }))

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
  // Claimed in file order: of two docs with one route the first file is built, and buildSidebar links it alone.
  const docs = result.data.allDoc.nodes.filter((d) => includeDrafts() || !d.draft).sort(byFilePath)
  const sidebar = buildSidebar(docs.map((d) => ({ ...d })))
  const landing = rootOverview(docs)

  const claims: PageClaim[] = [
    ...docs.map((doc): PageClaim => ({ kind: "doc", path: doc.path, source: doc.sourceFile, doc })),
    ...(landing
      ? []
      : [
          {
            kind: "section",
            path: siteSettings.docsVersion.path,
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
  duplicates.forEach((d) => reporter.warn(formatDuplicate(d)))

  for (const claim of unique) {
    switch (claim.kind) {
      case "doc":
        actions.createPage({
          path: claim.path,
          component: `${template(isSectionIndex(claim.doc.relativePath) ? "section-overview" : "doc")}?__contentFilePath=${claim.doc.mdx.internal.contentFilePath}`,
          context: { id: claim.doc.id },
        })
        break
      case "section":
        actions.createPage({
          path: claim.path,
          component: template("section-index"),
          context: { title: claim.title, description: claim.description, items: listing(claim.items) },
        })
        break
      case "redirect":
        actions.createPage({ path: claim.path, component: template("redirect"), context: { to: claim.to } })
        break
    }
  }
  reporter.info(
    `Docs: ${docs.length} pages, ${unique.length - docs.length} generated or redirect pages, ${duplicates.length} duplicate routes`,
  )
}
