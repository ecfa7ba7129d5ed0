import { docRoute, stripExtension } from "../docs/paths"
import { safeDecode } from "../decode-uri"

/**
 * Relative links between MDX files (`[FIX](../api/fix/fix_client_onboarding.mdx#logon)`) are
 * written against the source tree; the site serves routes. These helpers turn one into the
 * other, given the path of the linking file relative to `content/docs/`.
 */
export interface ParsedHref {
  path: string
  query: string
  hash: string
}

export function splitHref(href: string): ParsedHref {
  const hashAt = href.indexOf("#")
  const beforeHash = hashAt >= 0 ? href.slice(0, hashAt) : href
  const hash = hashAt >= 0 ? href.slice(hashAt) : ""
  const queryAt = beforeHash.indexOf("?")
  return {
    path: queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash,
    query: queryAt >= 0 ? beforeHash.slice(queryAt) : "",
    hash,
  }
}

export const isExternal = (href: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//")

export function isMarkdownFileLink(href: string): boolean {
  if (isExternal(href)) return false
  return /\.mdx?$/i.test(splitHref(href).path)
}

/** Joins a relative path onto a folder (`algos` + `../api/x.mdx` → `api/x.mdx`); null if it climbs out. */
export function joinRelative(folder: string, relative: string): string | null {
  const parts = folder ? folder.split("/") : []
  for (const part of relative.split("/")) {
    if (part === "" || part === ".") continue
    if (part === "..") {
      if (!parts.length) return null
      parts.pop()
    } else parts.push(part)
  }
  return parts.join("/")
}

/**
 * The target file (relative to content/docs) of a markdown link written in `fromFile`, or null
 * if the link leaves the docs folder. Links may be percent-encoded (`windows%20service.mdx`).
 */
export function markdownLinkTarget(fromFile: string, href: string): string | null {
  const { path } = splitHref(href)
  // A malformed escape stays as written: no file has that name, so the link check reports it.
  const decoded = safeDecode(path)
  const fromFolder = stripExtension(fromFile).split("/").slice(0, -1).join("/")
  if (decoded.startsWith("/")) return null
  return joinRelative(fromFolder, decoded)
}

/**
 * Rewrites a markdown file link to the route of its target. `slugOf` gives the `slug`
 * override of a target file (undefined when it has none) or null when the file does not exist;
 * a link to a missing file is returned unchanged so the build's link check reports it.
 */
export function resolveMarkdownLink(
  fromFile: string,
  href: string,
  slugOf: (relativePath: string) => string | undefined | null,
): { href: string; target: string | null; resolved: boolean } {
  if (!isMarkdownFileLink(href)) return { href, target: null, resolved: false }
  const target = markdownLinkTarget(fromFile, href)
  if (target === null) return { href, target: null, resolved: false }
  const slug = slugOf(target)
  if (slug === null) return { href, target, resolved: false }
  const { query, hash } = splitHref(href)
  return { href: encodeURI(docRoute(target, slug)) + query + hash, target, resolved: true }
}
