import { LOADER_START_FAILURE } from "../internals"

/**
 * What Gatsby's loader answers, read in one place: the shape `loadPage` resolves with, and the
 * rejections by which it gives up on a page at start-up. Both are Gatsby's private behaviour
 * (src/gatsby/internals.ts); pure, so the test beside it pins each shape.
 */

/** What Gatsby's loader resolves `loadPage` with (a page's resources, or an error record). */
export type LoadPageResult = { status?: string; error?: unknown } | null | undefined

export type LoadFailure = "data" | "code"

/**
 * Classifies a `loadPage` result: null when the page loaded; "code" when its data arrived but a
 * code chunk did not (the loader keeps the chunk's error); "data" when the page data did not.
 */
export function loadFailure(result: LoadPageResult): LoadFailure | null {
  if (result && result.status !== "error") return null
  return result?.error instanceof Error ? "code" : "data"
}

/**
 * Whether an unhandled rejection during start-up is Gatsby giving up on the page: its code chunk
 * failed (a ChunkLoadError) or its resources did not load ("page resources for … not found").
 */
export function isStartupLoadFailure(reason: unknown): reason is Error {
  if (!(reason instanceof Error)) return false
  return reason.name === LOADER_START_FAILURE.chunkErrorName || LOADER_START_FAILURE.message.test(reason.message)
}
