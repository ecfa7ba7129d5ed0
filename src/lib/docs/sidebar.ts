import { folderOf, folderRoute, humanize, isSectionIndex, stripExtension } from "./paths"
import { dedupeRoutes } from "./routes"

/** What the sidebar needs to know of a doc (drafts are filtered out before). */
export interface SidebarDoc {
  id: string
  path: string
  relativePath: string
  title: string
  sidebarLabel?: string | null
  sidebarPosition?: number | null
  description?: string | null
}

/**
 * One entry of the sidebar. A category is a folder: its `path` is the folder's own page (an
 * authored `_index` overview, or a generated index), its `items` the folder's docs and
 * sub-folders. Links have no items. One shape for both keeps the GraphQL type simple.
 */
export interface SidebarItem {
  type: "link" | "category"
  label: string
  path: string
  docId: string | null
  description: string | null
  items: SidebarItem[]
}

export const SIDEBAR_ID = "docsSidebar"

interface Folder {
  name: string
  path: string
  overview?: SidebarDoc
  docs: SidebarDoc[]
  folders: Map<string, Folder>
}

const newFolder = (path: string): Folder => ({ name: path.split("/").pop() ?? "", path, docs: [], folders: new Map() })

function folderAt(root: Folder, path: string): Folder {
  if (path === "") return root
  let current = root
  let prefix = ""
  for (const part of path.split("/")) {
    prefix = prefix ? `${prefix}/${part}` : part
    let next = current.folders.get(part)
    if (!next) {
      next = newFolder(prefix)
      current.folders.set(part, next)
    }
    current = next
  }
  return current
}

interface Sortable {
  item: SidebarItem
  position: number
  key: string
}

/** Docusaurus order: `sidebar_position` first (unpositioned last), then the file or folder name. */
export function compareSortable(a: Sortable, b: Sortable): number {
  if (a.position !== b.position) return a.position - b.position
  return a.key.localeCompare(b.key, "en")
}

const positionOf = (doc?: SidebarDoc): number => doc?.sidebarPosition ?? Number.POSITIVE_INFINITY

function linkOf(doc: SidebarDoc): Sortable {
  return {
    item: {
      type: "link",
      label: doc.sidebarLabel || doc.title,
      path: doc.path,
      docId: doc.id,
      description: doc.description ?? null,
      items: [],
    },
    position: positionOf(doc),
    key: stripExtension(doc.relativePath).split("/").pop() ?? "",
  }
}

function childrenOf(folder: Folder): SidebarItem[] {
  const entries: Sortable[] = [...folder.docs.map(linkOf), ...[...folder.folders.values()].map(categoryOf)]
  return entries.sort(compareSortable).map((e) => e.item)
}

function categoryOf(folder: Folder): Sortable {
  const overview = folder.overview
  return {
    item: {
      type: "category",
      label: overview?.sidebarLabel || overview?.title || humanize(folder.name),
      path: overview?.path ?? folderRoute(folder.path),
      docId: overview?.id ?? null,
      description: overview?.description ?? null,
      items: childrenOf(folder),
    },
    position: positionOf(overview),
    key: folder.name,
  }
}

/** The order in which docs claim routes: by file path, so the same file wins every build. */
export const byFilePath = (a: { relativePath: string }, b: { relativePath: string }): number =>
  a.relativePath < b.relativePath ? -1 : a.relativePath > b.relativePath ? 1 : 0

/**
 * Of docs that claim one route, the one that is built: the first by file path, as in createPages
 * (src/node/pages.ts), which warns about the others. Only it is linked; the others are not pages.
 */
function routeOwners(docs: readonly SidebarDoc[]): SidebarDoc[] {
  const claims = [...docs].sort(byFilePath).map((doc) => ({ path: doc.path, source: doc.relativePath, doc }))
  return dedupeRoutes(claims).unique.map((claim) => claim.doc)
}

/** The `docsSidebar` tree, built from the folder structure of `content/docs/`. */
export function buildSidebar(docs: readonly SidebarDoc[]): SidebarItem[] {
  const root = newFolder("")
  for (const doc of routeOwners(docs)) {
    if (isSectionIndex(doc.relativePath)) folderAt(root, folderOf(doc.relativePath)).overview = doc
    else folderAt(root, folderOf(doc.relativePath)).docs.push(doc)
  }
  return childrenOf(root)
}

/** The root overview (content/docs/_index.mdx), if an author wrote one for /docs/. */
export function rootOverview(docs: readonly SidebarDoc[]): SidebarDoc | undefined {
  return docs.find((d) => isSectionIndex(d.relativePath) && folderOf(d.relativePath) === "")
}
