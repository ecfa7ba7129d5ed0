import type { SidebarItem } from "../../lib/docs/sidebar"
import { loadSearchIndex } from "../../hooks/use-search-index"
import { registerTools, type ModelContextLike } from "../../lib/page-tools/register"
import { pageTools } from "../../lib/page-tools/tools"

/** The page tools bound to this page: its address, its sidebar, the site's search and same-origin fetches. */
export function registerPageTools(
  modelContext: ModelContextLike,
  data: () => { sidebar: readonly SidebarItem[]; searchIndexHash: string },
): Promise<string[]> {
  const tools = pageTools({
    location: () => window.location.href,
    sidebar: () => data().sidebar,
    search: async (query, limit) => {
      const { index, engine } = await loadSearchIndex(data().searchIndexHash)
      return engine.search(index, query, { limit })
    },
    fetchText: async (path) => {
      const response = await fetch(path, { credentials: "same-origin" })
      return { status: response.status, text: await response.text() }
    },
  })
  return registerTools(modelContext, tools)
}
