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

/**
 * The sidebar as the browser gets it (one static query shared by every page): the tree at any
 * depth, as JSON, since a GraphQL query can only nest as deep as it is written. Descriptions are
 * left out (the sidebar shows none; pages that list them query docs directly) and a link's
 * empty `items` are implied, to keep the file every reader downloads small.
 */
export type CompactSidebarItem = Pick<SidebarItem, "label" | "path"> & {
  /** The doc id, when the entry has a page of its own. */
  id?: string
  /** A category's entries; absent on a link. */
  items?: CompactSidebarItem[]
}

export function compactSidebar(items: readonly SidebarItem[]): CompactSidebarItem[] {
  return items.map((item) => ({
    label: item.label,
    path: item.path,
    ...(item.docId ? { id: item.docId } : {}),
    ...(item.type === "category" ? { items: compactSidebar(item.items) } : {}),
  }))
}

/** The tree back from its JSON form; anything else is a build bug, and says where it is. */
export function parseSidebar(json: unknown, where = "sidebar"): SidebarItem[] {
  if (!Array.isArray(json)) throw new Error(`${where}: expected a list of sidebar items, got ${typeof json}`)
  return json.map((entry: unknown, i) => {
    const at = `${where}[${i}]`
    const e = entry as Partial<CompactSidebarItem> | null
    if (!e || typeof e.label !== "string" || typeof e.path !== "string")
      throw new Error(`${at}: a sidebar item needs a label and a path`)
    return {
      type: e.items ? "category" : "link",
      label: e.label,
      path: e.path,
      docId: typeof e.id === "string" ? e.id : null,
      description: null,
      items: e.items ? parseSidebar(e.items, `${at}.items`) : [],
    }
  })
}
