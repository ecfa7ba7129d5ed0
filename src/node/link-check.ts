import { existsSync, readFileSync, statSync } from "node:fs"
import { filesUnder } from "./files-under"
import { SEARCH_FILES_DIR } from "../lib/search/format"
import path from "node:path"
import { Parser } from "htmlparser2"
import { findBrokenLinks, type BrokenLink, type BuiltPage } from "../lib/links/check"
import { htmlScans } from "./html-scans"
import { scriptsAsTags } from "../lib/html"

/** The ids a page defines and the hrefs of its links, read from built HTML. */
export function scanHtml(html: string): { ids: Set<string>; links: string[] } {
  const ids = new Set<string>()
  const links: string[] = []
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id) ids.add(attributes.id)
        if (name === "a" && attributes.name) ids.add(attributes.name)
        if (name === "a" && attributes.href !== undefined) links.push(attributes.href)
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  )
  parser.write(html)
  parser.end()
  return { ids, links }
}

/** Folders of the built site that hold no pages. The search index's is written while the link check runs (post-build.ts). */
const NO_PAGES = new Set(["page-data", "static", SEARCH_FILES_DIR])

/** The built pages: filesUnder lists by the entries' types, so a file another process removes meanwhile is no error. */
function htmlFiles(dir: string): string[] {
  return filesUnder(dir).filter(
    (file) =>
      file.endsWith(".html") &&
      !path
        .relative(dir, file)
        .split(path.sep)
        .slice(0, -1)
        .some((folder) => NO_PAGES.has(folder)),
  )
}

/** `public/docs/algos/index.html` → `/docs/algos/`; `public/404.html` → `/404.html`. */
export function routeOfHtmlFile(publicDir: string, file: string): string {
  const rel = path.relative(publicDir, file).split(path.sep).join("/")
  if (rel === "index.html") return "/"
  if (rel.endsWith("/index.html")) return `/${rel.slice(0, -"index.html".length)}`
  return `/${rel}`
}

/**
 * Checks every internal link and anchor of the built site in `publicDir`, and of `extra` pages
 * that are not HTML (the Markdown twins: their routes and the site links they hold).
 */
export function checkBuiltSite(
  publicDir: string,
  extra: readonly BuiltPage[] = [],
): { pages: number; links: number; broken: BrokenLink[] } {
  const scans = htmlScans("links-and-anchors", scanHtml, { keyOf: scriptsAsTags })
  const pages: BuiltPage[] = [
    ...htmlFiles(publicDir).map((file) => ({
      route: routeOfHtmlFile(publicDir, file),
      ...scans.of(readFileSync(file, "utf8")),
    })),
    ...extra,
  ]
  scans.save()
  const isFile = (pathname: string) => {
    const full = path.join(publicDir, pathname)
    return full.startsWith(publicDir) && existsSync(full) && statSync(full).isFile()
  }
  return {
    pages: pages.length,
    links: pages.reduce((n, p) => n + p.links.length, 0),
    broken: findBrokenLinks(pages, isFile),
  }
}
