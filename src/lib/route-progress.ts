/**
 * The route progress bar appears only when a navigation takes longer than `delay` (200 ms,
 * docs/contract.md, "Constants"): a fast navigation shows nothing. The timers are given (the browser's by
 * gatsby-browser.tsx, a fake clock by the test): src/lib has no event loop of its own.
 */
export interface RouteProgressOptions {
  delay: number
  start: () => void
  done: () => void
  schedule: (fn: () => void, ms: number) => unknown
  cancel: (handle: unknown) => void
}

export function createRouteProgress({ delay, start, done, schedule, cancel }: RouteProgressOptions) {
  let pending: unknown = null
  let shown = false
  return {
    /** A navigation began. */
    begin(): void {
      if (pending !== null) cancel(pending)
      pending = schedule(() => {
        pending = null
        shown = true
        start()
      }, delay)
    },
    /** The new page is shown (or the navigation ended otherwise). */
    end(): void {
      if (pending !== null) cancel(pending)
      pending = null
      if (shown) done()
      shown = false
    },
  }
}

/** nprogress settings of docs/contract.md, "Constants". */
export const PROGRESS_SETTINGS = {
  delay: 200,
  speed: 200,
  trickleSpeed: 800,
  minimum: 0.08,
  showSpinner: false,
} as const
