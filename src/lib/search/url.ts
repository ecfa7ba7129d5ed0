/**
 * Where the search index is fetched from (docs/contract.md: "Checks", "What it fetches";
 * docs/decisions.md, "Search parameters").
 */

import { DOCS_VERSIONS, findDocsVersion, type DocsVersionRef } from "../docs-version"

export const SEARCH_INDEX_BASENAME = "search-index"
export const UNEXPECTED_VERSION_URL = "Unexpected version url"

/** A `version` parameter that names no version of the site: said plainly, with nothing to retry. */
export class UnknownVersionError extends Error {
  constructor(readonly version: string) {
    super(`There is no docs version “${version}”. This site has one version, ${DOCS_VERSIONS[0]?.label ?? "Next"}.`)
    this.name = "UnknownVersionError"
  }
}

/** "" for the whole site; "-docs-api" for the docs directory `docs/api` ("/" → "-"). An argument
 * that already starts with "-" is taken as such a suffix. */
export function searchIndexDirSuffix(dir: string | null | undefined): string {
  const trimmed = (dir ?? "").trim()
  if (!trimmed || trimmed === "/") return ""
  if (trimmed.startsWith("-")) return trimmed
  return `-${trimmed.replace(/^\/+|\/+$/g, "").replace(/\//g, "-")}`
}

function withSlashes(base: string): string {
  const path = (base ?? "").trim() || "/"
  return `${path.startsWith("/") || /^[a-z][a-z\d+.-]*:/i.test(path) ? "" : "/"}${path}${path.endsWith("/") ? "" : "/"}`
}

/** `{base}search-index{dir}.json?_={hash}`, relative to the site base URL. */
export function searchIndexUrl(base: string, dir: string, hash: string): string {
  return `${withSlashes(base)}${SEARCH_INDEX_BASENAME}${searchIndexDirSuffix(dir)}.json?_=${encodeURIComponent(hash ?? "")}`
}

/**
 * The base path to fetch the index of the docs version named by the `version` query parameter:
 * `base` itself when there is none, else the parameter resolved against the page (`next` →
 * `/next/`). Throws `Error("Unexpected version url")` when the result is not on the page's origin
 * (`//evil.example/`, `https://evil.example/`, `javascript:...`), so nothing is fetched from there.
 */
export function resolveIndexUrl(pageOrigin: string, base: string, versionParam?: string | null): string {
  const basePath = withSlashes(base)
  let page: URL
  let resolved: URL
  try {
    page = new URL(pageOrigin)
    const baseUrl = new URL(basePath, page)
    if (baseUrl.origin !== page.origin) throw new Error(UNEXPECTED_VERSION_URL)
    if (versionParam === undefined || versionParam === null || versionParam.trim() === "") return baseUrl.pathname
    resolved = new URL(versionParam.trim(), baseUrl)
  } catch {
    throw new Error(UNEXPECTED_VERSION_URL)
  }
  if (resolved.origin === "null" || resolved.origin !== page.origin || !/^https?:$/.test(resolved.protocol)) {
    throw new Error(UNEXPECTED_VERSION_URL)
  }
  return resolved.pathname.endsWith("/") ? resolved.pathname : `${resolved.pathname}/`
}

/**
 * The base path of the index to load for a `version` parameter (docs/decisions.md, "Search
 * parameters"): none, a version's name or label ("current", "next", "Next"), or a path that
 * resolves to the site's own base select the one index; a value that resolves to another origin
 * throws "Unexpected version url" (docs/contract.md, "Checks"); any other value throws `UnknownVersionError`.
 * Nothing is fetched for either error.
 */
export function searchIndexBase(
  pageHref: string,
  base: string,
  versionParam?: string | null,
  versions: readonly DocsVersionRef[] = DOCS_VERSIONS,
): string {
  const own = resolveIndexUrl(pageHref, base, null)
  const param = (versionParam ?? "").trim()
  if (!param) return own
  const known = findDocsVersion(param, versions)
  if (known) return resolveIndexUrl(pageHref, base, known.searchVersion)
  const resolved = resolveIndexUrl(pageHref, base, param)
  if (resolved === own) return own
  throw new UnknownVersionError(param)
}
