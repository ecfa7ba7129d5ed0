import { useSyncExternalStore } from "react"

/**
 * The page a navigation could not load, and why. Set by the navigation glue in
 * gatsby-browser.tsx (outside React), shown by the Layout in place of the page, cleared when a
 * page is shown. A tiny external store: the writer is not a component.
 */
export interface PageLoadError {
  /** where the reader was going (path, search and hash) */
  target: string
  /** the reader-facing reason (see describeLoadError) */
  message: string
}

let current: PageLoadError | null = null
const listeners = new Set<() => void>()

export function setPageLoadError(error: PageLoadError | null): void {
  if (error === current) return
  current = error
  for (const listener of listeners) listener()
}

export const getPageLoadError = (): PageLoadError | null => current

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function usePageLoadError(): PageLoadError | null {
  return useSyncExternalStore(subscribe, getPageLoadError, () => null)
}
