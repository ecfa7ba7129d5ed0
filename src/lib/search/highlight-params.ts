/**
 * The `_highlight` query parameters (docs/contract.md: "The search box", "Constants"): picking a search hit adds
 * one per search term to the target URL; the target page marks those terms; "Clear search
 * highlights" removes them again.
 */

import { splitHref } from "../links/resolve"

export const HIGHLIGHT_PARAM = "_highlight"
/** A crafted URL cannot make a page mark hundreds of terms. */
export const MAX_HIGHLIGHT_TERMS = 12
export const MAX_HIGHLIGHT_TERM_LENGTH = 64

interface SplitUrl {
  path: string
  params: URLSearchParams
  hash: string
}

function splitUrl(url: string): SplitUrl {
  const { path, query, hash } = splitHref(String(url ?? ""))
  return { path, params: new URLSearchParams(query), hash }
}

function joinUrl({ path, params, hash }: SplitUrl): string {
  const query = params.toString()
  return `${path}${query ? `?${query}` : ""}${hash}`
}

function cleanTerms(terms: Iterable<unknown>): string[] {
  const clean: string[] = []
  for (const term of terms) {
    if (typeof term !== "string") continue
    const value = term.trim().slice(0, MAX_HIGHLIGHT_TERM_LENGTH)
    if (value && !clean.includes(value)) clean.push(value)
    if (clean.length >= MAX_HIGHLIGHT_TERMS) break
  }
  return clean
}

/** `url` with one `_highlight` parameter per term (replacing any it had), before its `#anchor`. */
export function withHighlightParams(url: string, terms: readonly string[]): string {
  const parts = splitUrl(url)
  parts.params.delete(HIGHLIGHT_PARAM)
  for (const term of cleanTerms(terms)) parts.params.append(HIGHLIGHT_PARAM, term)
  return joinUrl(parts)
}

/** The terms to highlight, from a location's search string (`?_highlight=a&_highlight=b`) or a URL. */
export function parseHighlightParams(searchOrUrl: string): string[] {
  const text = String(searchOrUrl ?? "")
  const params = text.includes("?") ? splitUrl(text).params : new URLSearchParams(text.split("#")[0])
  return cleanTerms(params.getAll(HIGHLIGHT_PARAM))
}

/** `url` without its `_highlight` parameters (other parameters and the anchor kept). */
export function withoutHighlightParams(url: string): string {
  const parts = splitUrl(url)
  parts.params.delete(HIGHLIGHT_PARAM)
  return joinUrl(parts)
}
