import { parseSidebar, type SidebarItem } from "../../lib/docs/sidebar"

// A module of its own, apart from loader-results.ts: the navigation glue in every page's first load
// imports that one; only the page tools' chunk imports this.

/** What the page tools take from the static query results the loader resolves a page with. */
export interface PageToolsData {
  sidebar: SidebarItem[]
  searchIndexHash: string
}

/**
 * The docs sidebar and the search index's hash, out of a page's resources (`staticQueryResults`:
 * query hash → `{ data }`), told apart by their shapes: the same results the DocsSidebar and
 * SearchIndexHash static queries hand their hooks, without a component to call the hooks. Null
 * where the page did not run both queries (a redirect page renders outside the frame).
 */
export function pageToolsData(resources: unknown): PageToolsData | null {
  const results = (resources as { staticQueryResults?: Record<string, { data?: unknown }> } | null)?.staticQueryResults
  let sidebar: SidebarItem[] | null = null
  let searchIndexHash: string | null = null
  for (const { data } of Object.values(results ?? {})) {
    const version = (data as { docsVersion?: QueriedVersion } | null)?.docsVersion
    if (typeof version?.searchIndexHash === "string") searchIndexHash = version.searchIndexHash
    // The first sidebar, as the DocsSidebar hook reads it.
    const tree = version?.sidebars?.[0]?.tree
    if (tree !== undefined) sidebar = parseSidebar(tree, "docsSidebar")
  }
  return sidebar && searchIndexHash !== null ? { sidebar, searchIndexHash } : null
}

type QueriedVersion = { searchIndexHash?: unknown; sidebars?: { tree?: unknown }[] }
