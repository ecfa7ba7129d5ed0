import { rmSync } from "node:fs"
import path from "node:path"
import type { CreateDevServerArgs } from "gatsby"
import { buildSplitIndex, type BuiltSearchIndex } from "../lib/search/build-index"
import { SEARCH_FILES_DIR } from "../lib/search/format"
import { pageTextFromMarkdown } from "../lib/search/from-markdown"
import { searchPages, type SearchDoc } from "../lib/search/pages"
import { withReferenceRecords } from "../lib/search/records"
import { hrefOf } from "../lib/docs/paths"
import type { ReferenceUse } from "../lib/reference/select"
import { loadReferenceData } from "./reference-data"
import { includeDrafts } from "./drafts"

interface DocNode extends SearchDoc {
  draft: boolean
  mdxId: string
  references: ReferenceUse[]
}

interface MdxNode {
  body?: string
  internal: { contentDigest: string }
}

type Response = {
  setHeader: (key: string, value: string) => void
  status: (code: number) => Response
  send: (body: string) => void
}

/**
 * Search while writing: under `gatsby develop` no HTML is built, so the split
 * index is built from the Doc nodes and the MDX sources, by the same code as the build's
 * (lib/search/pages.ts, build-index.ts), and served from memory at the URLs the build writes. It
 * is rebuilt when a source has changed; the box fetches the entry file again on each focus
 * (use-search-index.ts), so an edit shows at the latest on the next focus, without a reload.
 */
export function serveSearchIndex({ app, getNodesByType, getNode }: CreateDevServerArgs): void {
  // Gatsby's develop server answers from public/ first: the index of an earlier `gatsby build`
  // there would shadow this one.
  rmSync(path.resolve("public", "search-index.json"), { force: true })
  rmSync(path.resolve("public", SEARCH_FILES_DIR), { recursive: true, force: true })
  let built: { digest: string; index: BuiltSearchIndex; files: Map<string, string> } | null = null
  const current = () => {
    const docs = (getNodesByType("Doc") as unknown as DocNode[]).filter((doc) => includeDrafts() || !doc.draft)
    const mdxOf = (doc: DocNode) => getNode(doc.mdxId) as unknown as MdxNode | undefined
    const digest = [
      loadReferenceData().hash,
      ...docs.map((doc) => `${doc.path}:${mdxOf(doc)?.internal.contentDigest ?? ""}`),
    ].join("\n")
    if (built?.digest !== digest) {
      const data = loadReferenceData()
      const pages = withReferenceRecords(
        searchPages(docs, (doc) => pageTextFromMarkdown(mdxOf(doc)?.body ?? "")),
        data,
        docs.map((doc) => ({ url: hrefOf(doc.path), references: doc.references })),
      )
      const index = buildSplitIndex(pages)
      built = { digest, index, files: new Map(index.files.map((file) => [`/${file.path}`, file.content])) }
    }
    return built
  }
  const send = (res: Response, content: string | undefined) => {
    res.setHeader("Cache-Control", "no-store")
    res.setHeader("Content-Type", "application/json; charset=utf-8")
    if (content === undefined) res.status(404).send("{}")
    else res.send(content)
  }
  app.get("/search-index.json", (_req: unknown, res: Response) => send(res, current().index.entryText))
  app.get(`/${SEARCH_FILES_DIR}/*`, (req: { path: string }, res: Response) => send(res, current().files.get(req.path)))
}
