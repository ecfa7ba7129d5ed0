import { fetchJson } from "../../lib/fetch-json"
import { PAGE_TOOLS_DATA_PATH, pageToolsData, type PageToolsData } from "../../lib/page-tools/data"
import { modelContextOf, registerTools, type ModelContextHost } from "../../lib/page-tools/register"
import { pageTools } from "../../lib/page-tools/tools"
import { search } from "../../lib/search/query"
import { SplitIndex } from "../../lib/search/split-index"

/**
 * Registers the page tools (src/lib/page-tools/) with the browser's model context, when
 * gatsby-browser's check imports this module. It is part of the search code's chunk, so that where
 * the model context is absent no byte of it, nor an entry for a chunk of its own in webpack's
 * runtime, is in the page's first load; where it is present, the one chunk brings the tools and
 * the search code they answer with. It imports nothing of the first load that the first load does
 * not already share with other chunks: what the tools read (the sidebar's sections, the search
 * index's address) is in a file the build writes (src/lib/page-tools/data.ts), fetched on the
 * first call that needs it, as the index itself is, so that the first load holds the feature test
 * and the import and nothing else. The tools load the index for themselves: a reader who also
 * searches in the same visit loads it again (its entry revalidated, its shards from the HTTP cache),
 * rather than every page carrying the search box's loader in a form this chunk could call.
 */
function startPageTools(): Promise<string[]> {
  const modelContext = modelContextOf(document as ModelContextHost, navigator as ModelContextHost)
  if (!modelContext) return Promise.resolve([])
  const tools = pageTools({
    location: () => window.location.href,
    sections: async () => (await data()).sections,
    search: async (query, limit) => search(await searchIndex(), query, { limit }),
    fetchText: async (path) => {
      const response = await fetch(path, { credentials: "same-origin" })
      return { status: response.status, text: await response.text() }
    },
  })
  // It never rejects, so that the check in the first load needs no handler.
  return registerTools(modelContext, tools).catch(() => [])
}

/** Same-origin JSON, an error naming the file in the reader's words. */
const json = (url: string, what: string) => fetchJson(fetch, url, what, { credentials: "same-origin" })

/** The promise of `load()`, made on the first call and kept; a failure is forgotten, so that a later call retries. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null
      throw error
    })
    return pending
  }
}

const data = once<PageToolsData>(async () => pageToolsData(await json(PAGE_TOOLS_DATA_PATH, "The page tools' data")))

const searchIndex = once(async () => {
  const { url, base } = (await data()).searchIndex
  return SplitIndex.load(url, base, (file) => json(file, "The search index"))
})

void startPageTools()
