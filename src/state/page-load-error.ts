import { useSyncExternalStore } from "react"

/**
 * The page a navigation could not load, and why. Set by the navigation glue
 * (src/gatsby/browser/navigation.ts, outside React), shown by the Layout in place of the page, cleared
 * when a page is shown. A tiny external store: the writer is not a component.
 *
 * The reader's "Retry" goes through a slot here that the glue fills (`setPageLoadRetry`), so the
 * error page talks only to state and the doors run one way: glue → state ← components.
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

/** Tries the page again; resolves true when the window is reloading (the button stays busy). */
export type PageLoadRetry = (target: string) => Promise<boolean>

let retry: PageLoadRetry = async () => {
  // Only the navigation glue sets an error, and it fills this slot first: this is a wiring bug.
  console.error("Tachyon: no page-load retry was registered (src/gatsby/browser/navigation.ts fills it).")
  return false
}

/** The glue's retry policy, registered once navigations go through it. */
export function setPageLoadRetry(policy: PageLoadRetry): void {
  retry = policy
}

/** The reader's "Retry" of the page in `target`. */
export const retryPageLoad = (target: string): Promise<boolean> => retry(target)
