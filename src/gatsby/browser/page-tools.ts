import type { SplitIndex } from "../../lib/search/split-index"
import {
  modelContextOf,
  registerTools,
  type ModelContextHost,
  type ModelContextLike,
} from "../../lib/page-tools/register"
import { pageTools } from "../../lib/page-tools/tools"
import type { LOADER_GLOBAL } from "../internals"
import { pageToolsData } from "./page-tools-data"

/** The site's one load of the search index per visit (the hook module's), handed in by gatsby-browser. */
export type LoadSearchIndex = (hash: string) => Promise<{
  index: SplitIndex
  engine: typeof import("../../lib/search/query")
}>

// The loader's name as a literal the type checker ties to internals.ts: a value import would take
// that module out of the first-load module it is merged into, at the cost of an export wrapper.
const loaderGlobal: typeof LOADER_GLOBAL = "___loader"
type LoaderWindow = { [loaderGlobal]?: { loadPage(path: string): Promise<unknown> } }

/**
 * Registers the page tools (src/lib/page-tools/) with the browser's model context. This module is
 * part of the search code's chunk, so that where the model context is absent no byte of it, nor an
 * entry for a chunk of its own in webpack's runtime, is in the page's first load; where it is
 * present, the one chunk brings the tools and the search code they answer with (the index itself
 * loads on the first search, as the contract says: only when the agent calls). The sidebar and the
 * index's hash are the static query results Gatsby's loader already holds for the open page
 * (the same for every page of a build). Resolves with the names registered: none where the page
 * has no such results or the model context refuses them all; it never rejects, so that the check
 * in the first load needs no handler of its own. The check there passes only the search index's loader
 * (this room may not import the hook): the model context it found is found again here, so that the
 * first load holds the feature test and the import and no closure over what they found.
 */
export function startPageTools(loadSearchIndex: LoadSearchIndex): Promise<string[]> {
  const modelContext = modelContextOf(document as ModelContextHost, navigator as ModelContextHost)
  if (!modelContext) return Promise.resolve([])
  return registerPageTools(modelContext, loadSearchIndex).catch(() => [])
}

async function registerPageTools(modelContext: ModelContextLike, loadSearchIndex: LoadSearchIndex): Promise<string[]> {
  const loader = (window as unknown as LoaderWindow)[loaderGlobal]
  const data = pageToolsData(await loader?.loadPage(window.location.pathname))
  if (!data) return []
  const tools = pageTools({
    location: () => window.location.href,
    sidebar: () => data.sidebar,
    search: async (query, limit) => {
      const { index, engine } = await loadSearchIndex(data.searchIndexHash)
      return engine.search(index, query, { limit })
    },
    fetchText: async (path) => {
      const response = await fetch(path, { credentials: "same-origin" })
      return { status: response.status, text: await response.text() }
    },
  })
  return registerTools(modelContext, tools)
}
