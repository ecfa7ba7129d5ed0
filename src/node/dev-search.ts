import type { GatsbyNode } from "gatsby"
import { buildSearchIndexFile } from "../lib/search/index"
import { searchPageFromMarkdown } from "../lib/search/from-markdown"
import { buildSidebar } from "../lib/docs/sidebar"
import { breadcrumbs } from "../lib/docs/navigation"
import { hrefOf } from "../lib/docs/paths"

interface DocNode {
  path: string
  title: string
  description: string | null
  keywords: string[]
  relativePath: string
  sidebarLabel: string | null
  sidebarPosition: number | null
  docId: string
  mdxId: string
}

/**
 * Search while writing (issue 4, item 7): under `gatsby develop` no HTML is built, so
 * /search-index.json is answered from the MDX sources on each request; an author sees the page
 * being edited in the results after a reload.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, getNodesByType, getNode }) => {
  app.get(
    "/search-index.json",
    (_req: unknown, res: { setHeader: (k: string, v: string) => void; json: (body: unknown) => void }) => {
      const docs = getNodesByType("Doc") as unknown as DocNode[]
      const sidebar = buildSidebar(docs.map((d) => ({ ...d, id: d.docId })))
      const pages = docs.map((doc) => {
        const trail = breadcrumbs(sidebar, doc.path).map((c) => c.label)
        const body = (getNode(doc.mdxId) as unknown as { body?: string } | undefined)?.body ?? ""
        return searchPageFromMarkdown(
          {
            url: hrefOf(doc.path),
            title: doc.title,
            description: doc.description,
            keywords: doc.keywords,
            breadcrumbs: trail.slice(0, -1),
          },
          body,
        )
      })
      res.setHeader("Cache-Control", "no-store")
      res.json(buildSearchIndexFile(pages))
    },
  )
}
