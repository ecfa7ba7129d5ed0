import { safeDecode } from "../decode-uri"
import { isExternal, isMarkdownFileLink, splitHref } from "./resolve"

/** A built HTML page: its route, the ids it defines and the hrefs of its links. */
export interface BuiltPage {
  route: string
  ids: ReadonlySet<string>
  links: readonly string[]
}

export interface BrokenLink {
  page: string
  target: string
  reason: string
}

const ORIGIN = "http://site.invalid"

/** `/docs/kb/windows%20service/` → `/docs/kb/windows service/` (one spelling per route). */
export const routeKey = (pathname: string): string => safeDecode(pathname, decodeURIComponent)

/**
 * Every internal link and anchor of the built site checked against the pages and ids that
 * exist (docs/contract.md, "Checks": broken links and broken markdown links fail the build). `isFile` says
 * whether a non-page path (an asset such as /favicon.svg) exists in the output.
 */
export function findBrokenLinks(pages: readonly BuiltPage[], isFile: (pathname: string) => boolean): BrokenLink[] {
  const byRoute = new Map(pages.map((p) => [routeKey(p.route), p]))
  const broken: BrokenLink[] = []
  for (const page of pages) {
    for (const href of new Set(page.links)) {
      const reason = problemOf(page, href, byRoute, isFile)
      if (reason) broken.push({ page: page.route, target: href, reason })
    }
  }
  return broken
}

function problemOf(
  page: BuiltPage,
  href: string,
  byRoute: Map<string, BuiltPage>,
  isFile: (p: string) => boolean,
): string | null {
  const trimmed = href.trim()
  if (trimmed === "" || trimmed === "#") return null
  if (isExternal(trimmed)) return null
  const url = new URL(trimmed, ORIGIN + page.route)
  // A built file (a page's Markdown twin, /docs/x/index.md) is fine; a source file link is not.
  if (isMarkdownFileLink(trimmed))
    return isFile(routeKey(url.pathname)) ? null : "markdown file link that matches no doc"
  const key = routeKey(url.pathname)
  const hash = safeDecode(url.hash.replace(/^#/, ""), decodeURIComponent)
  const target = byRoute.get(key) ?? (key.endsWith("/") ? undefined : byRoute.get(`${key}/`))
  if (!target) {
    if (!key.endsWith("/") && isFile(key)) return null
    return "no such page"
  }
  // A directory route (`/docs/a/`) is linked with its slash; a file route (`/404.html`, the Javadoc's pages) as it is.
  if (target.route.endsWith("/") && !splitHref(trimmed).path.endsWith("/") && splitHref(trimmed).path !== "")
    return "route without its trailing slash"
  if (hash && !target.ids.has(hash)) return `no element with id "${hash}" on ${target.route}`
  return null
}

export function formatBrokenLinks(broken: readonly BrokenLink[]): string {
  return broken.map((b) => `  ${b.page} → ${b.target} (${b.reason})`).join("\n")
}
