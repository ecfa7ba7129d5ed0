/**
 * What happens when a page's data or code fails to load (docs/contract.md, "Errors"):
 * - the route's code chunk fails to load on a navigation → the window loads the page afresh,
 *   once per target (a new deploy removed the old chunk; a fresh load picks up the new one);
 * - the page's data fails to load, or the fresh load did not help → the reader sees the error
 *   and a "Retry" button, inside the site frame.
 * Pure helpers, given the browser's storage and fetch as parameters; what Gatsby's loader answers
 * is read in src/gatsby/browser/ (loader-results.ts, and navigation.ts, the one module that calls it).
 */

/** The URL of a page's data file, as Gatsby's loader builds it. */
export function pageDataUrl(pathname: string): string {
  const path = pathname.split(/[?#]/)[0]
  const trimmed = path.replace(/^\/+|\/+$/g, "")
  return `/page-data/${trimmed === "" ? "index" : trimmed}/page-data.json`
}

export const RELOAD_KEY = "tachyon-reloaded-for"

/**
 * The part of sessionStorage the guard needs: src/state/storage.ts in the browser, a
 * Map-backed fake in tests. It never throws; `setItem` is false when the value was not kept.
 */
export interface SessionLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): boolean
  removeItem(key: string): void
}

/**
 * Whether a code-chunk failure on the way to `target` may reload the window. The first time it
 * may, and the target is remembered; if the fresh load still fails for the same target, the
 * answer is no, so the reader gets the error and "Retry" rather than a reload loop. Where storage
 * is refused there is no way to remember, so there is no automatic reload at all.
 */
export function claimReload(storage: SessionLike, target: string): boolean {
  if (storage.getItem(RELOAD_KEY) === target) return false
  return storage.setItem(RELOAD_KEY, target)
}

/** Forgets the reload for `path` once that page has loaded and rendered. */
export function releaseReload(storage: SessionLike, path: string): void {
  if (storage.getItem(RELOAD_KEY) === path) storage.removeItem(RELOAD_KEY)
}

/** The reader-facing reason, from a probe of the data URL or the chunk's error. */
export function describeLoadError(input: {
  url: string
  status?: number
  statusText?: string
  error?: unknown
}): string {
  if (input.error !== undefined) {
    const message = input.error instanceof Error ? input.error.message : String(input.error)
    return `${input.url} could not be fetched: ${message || "network error"}`
  }
  if (input.status !== undefined && (input.status < 200 || input.status >= 300)) {
    return `${input.url} answered ${input.status}${input.statusText ? ` ${input.statusText}` : ""}`
  }
  return `${input.url} could not be loaded`
}

export type FetchLike = (
  url: string,
  init: { cache: "no-store" },
) => Promise<{ ok: boolean; status: number; statusText: string }>

/**
 * Asks the server for a page's data again, past every cache: null when it answers, else the
 * reader-facing reason (HTTP status or network error). `fetchImpl` is the browser's fetch.
 */
export async function probePageData(target: string, fetchImpl: FetchLike): Promise<string | null> {
  const url = pageDataUrl(pathOnly(target))
  try {
    const response = await fetchImpl(url, { cache: "no-store" })
    return response.ok ? null : describeLoadError({ url, status: response.status, statusText: response.statusText })
  } catch (error) {
    return describeLoadError({ url, error })
  }
}

/** Removes the search and hash, for comparing where the reader is with where a link goes. */
export function pathOnly(href: string): string {
  return href.split(/[?#]/)[0]
}

/** One line for an error: its name and message. */
export function errorLine(error: unknown): string {
  if (error instanceof Error) return error.message ? `${error.name}: ${error.message}` : error.name
  return String(error)
}

/** The part of navigator.connection (Network Information API) the prefetch rule reads. */
export interface ConnectionLike {
  effectiveType?: string
  saveData?: boolean
}

/**
 * Whether speculative loading is allowed: not on a 2g connection, not with data saving on
 * (docs/contract.md, "What it fetches"). The same rule as Gatsby's loader applies to viewport prefetching; the site
 * applies it to hover preloading too, which Gatsby does not check.
 */
export function connectionAllowsPrefetch(connection: ConnectionLike | undefined | null): boolean {
  if (!connection) return true
  if ((connection.effectiveType ?? "").includes("2g")) return false
  return connection.saveData !== true
}
