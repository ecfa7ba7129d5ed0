import type { SidebarItem } from "./sidebar"
import { siteSettings } from "../../site-settings"
import { normaliseRoute } from "./routes"

export interface NavLink {
  label: string
  path: string
}

/** Every page of the sidebar in reading order: a category's own page comes before its items. */
export function flattenSidebar(items: readonly SidebarItem[]): NavLink[] {
  return items.flatMap((item) => [{ label: item.label, path: item.path }, ...flattenSidebar(item.items)])
}

export function prevNext(
  items: readonly SidebarItem[],
  path: string,
): { previous: NavLink | null; next: NavLink | null } {
  const flat = flattenSidebar(items)
  const at = flat.findIndex((link) => link.path === path)
  if (at < 0) return { previous: null, next: null }
  return { previous: flat[at - 1] ?? null, next: flat[at + 1] ?? null }
}

/** The chain of items from the top of the sidebar down to the item at `path` (empty if absent). */
export function trailTo(items: readonly SidebarItem[], path: string): SidebarItem[] {
  for (const item of items) {
    if (item.path === path) return [item]
    const below = trailTo(item.items, path)
    if (below.length) return [item, ...below]
  }
  return []
}

/** The first crumb of every docs page. */
export const DOCS_ROOT_CRUMB: NavLink = { label: "Docs", path: siteSettings.docsVersion.path }

/**
 * The breadcrumbs of a docs page, the one definition the page header and the search results
 * share: "Docs", the categories down to the page, then the page itself (the last crumb).
 */
export function breadcrumbs(items: readonly SidebarItem[], path: string): NavLink[] {
  const trail = trailTo(items, path)
    .map(({ label, path: p }) => ({ label, path: p }))
    .filter((crumb) => crumb.path !== DOCS_ROOT_CRUMB.path)
  return [DOCS_ROOT_CRUMB, ...trail]
}

/** The paths of the categories that must be open for `path` to be visible. */
export function openCategoryPaths(items: readonly SidebarItem[], path: string): Set<string> {
  return new Set(
    trailTo(items, path)
      .filter((i) => i.type === "category")
      .map((i) => i.path),
  )
}

/**
 * The route of the docs page at `pathname` (as the address bar has it, percent-encoded), in the
 * form the sidebar uses, or null when it is not a docs page: the docs landing `docsRoot` or a
 * page of the sidebar. A page that failed to load keeps this page's docs frame around the error.
 */
export function docsPagePath(items: readonly SidebarItem[], pathname: string, docsRoot: string): string | null {
  const path = normaliseRoute(pathname)
  return path === docsRoot || trailTo(items, path).length > 0 ? path : null
}

/**
 * Categories collapse automatically: opening one closes its siblings (and their descendants).
 * `open` is the set of open category paths; returns the new set after toggling `path`.
 */
export function toggleCategory(items: readonly SidebarItem[], open: ReadonlySet<string>, path: string): Set<string> {
  const next = new Set(open)
  if (next.has(path)) {
    next.delete(path)
    return next
  }
  const trail = trailTo(items, path)
  const siblings = trail.length > 1 ? trail[trail.length - 2].items : items
  const closeAll = (list: readonly SidebarItem[]) => list.forEach((i) => (next.delete(i.path), closeAll(i.items)))
  closeAll(siblings.filter((s) => s.path !== path))
  next.add(path)
  return next
}
