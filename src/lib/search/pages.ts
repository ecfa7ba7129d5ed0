/**
 * The pages the search index is built from, made the same way by `gatsby build` and
 * `gatsby develop`, so search finds the same while writing: the metadata and breadcrumbs from the Doc nodes, the text
 * and anchors from wherever the caller reads them (the built HTML; the MDX source under develop,
 * where no HTML is built).
 */
import { byCodePoint } from "../compare"
import { breadcrumbs } from "../docs/navigation"
import { hrefOf } from "../docs/paths"
import { dedupeRoutes } from "../docs/routes"
import { buildSidebar, type SidebarDoc } from "../docs/sidebar"
import type { SearchPage, SearchPageSection } from "./documents"

/** A Doc node's fields the index needs (GraphQL `allDoc`). */
export interface SearchDoc extends SidebarDoc {
  keywords: readonly string[]
  sourceFile: string
}

export interface PageText {
  intro: string
  sections: SearchPageSection[]
}

/**
 * The search pages of `docs` (published ones, in route order): one per route, the doc that won
 * the route when two claim it (src/node/pages.ts). `textOf` gives a doc's text, or null for a
 * page that has none to index (it is left out).
 */
export function searchPages<Doc extends SearchDoc>(
  docs: readonly Doc[],
  textOf: (doc: Doc) => PageText | null,
): SearchPage[] {
  // The order of createPages' query (path, then file), so that the same doc wins a shared route.
  const sorted = [...docs].sort((a, b) => byCodePoint(a.path, b.path) || byCodePoint(a.sourceFile, b.sourceFile))
  const { unique } = dedupeRoutes(sorted.map((doc) => ({ path: doc.path, source: doc.sourceFile, doc })))
  const sidebar = buildSidebar(sorted)
  return unique.flatMap(({ doc }) => {
    const text = textOf(doc)
    if (!text) return []
    return [
      {
        url: hrefOf(doc.path),
        title: doc.title,
        description: doc.description ?? "",
        keywords: [...doc.keywords],
        breadcrumbs: breadcrumbs(sidebar, doc.path)
          .filter((crumb) => crumb.path !== doc.path)
          .map((crumb) => crumb.label),
        intro: text.intro,
        sections: text.sections,
      },
    ]
  })
}
