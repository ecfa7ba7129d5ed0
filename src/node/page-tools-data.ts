import { rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import { PAGE_TOOLS_DATA_PATH, type PageToolsData } from "../lib/page-tools/data"
import { toolSections } from "../lib/page-tools/sections"
import { searchIndexUrl } from "../lib/search/url"
import { includeDrafts } from "./drafts"
import { versionSidebars, type DocSource } from "./schema"
import { SEARCH_INDEX_HASH_PENDING } from "./search-index"

/**
 * The page tools' data (src/lib/page-tools/data.ts): the sections of the sidebar every page shows
 * (the DocsVersion sidebar, from the Doc nodes as its resolver makes it), and the site's own search
 * index, whose entry file's `?_=` is `indexHash`, under the site's base as the search box loads it.
 */
export function pageToolsDataText(docs: readonly unknown[], indexHash: string): string {
  const [sidebar] = versionSidebars(docs as DocSource[], includeDrafts())
  const data: PageToolsData = {
    searchIndex: { url: searchIndexUrl("/", "", indexHash), base: "/" },
    sections: toolSections(sidebar?.items ?? []),
  }
  return JSON.stringify(data)
}

/** Written after the search index, whose hash it holds. */
export function writePageToolsData(publicDir: string, docs: readonly unknown[], indexHash: string): void {
  writeFileSync(path.join(publicDir, PAGE_TOOLS_DATA_PATH), pageToolsDataText(docs, indexHash))
}

/** `gatsby develop`: the same file from the Doc nodes as they are now (its index is served at any `?_=`). */
export function servePageToolsData(
  app: { get: (route: string, handler: (req: unknown, res: DevResponse) => void) => void },
  docs: () => readonly unknown[],
): void {
  // Gatsby's develop server answers from public/ first: an earlier build's file would shadow this one.
  rmSync(path.join("public", PAGE_TOOLS_DATA_PATH), { force: true })
  app.get(PAGE_TOOLS_DATA_PATH, (_req, res) => {
    res.setHeader("Cache-Control", "no-store")
    res.setHeader("Content-Type", "application/json; charset=utf-8")
    res.send(pageToolsDataText(docs(), SEARCH_INDEX_HASH_PENDING))
  })
}

type DevResponse = { setHeader: (key: string, value: string) => void; send: (body: string) => void }
