import type { SessionLike } from "../lib/page-load"

/** The storage the site's code is given: the shape the reload guard (src/lib/page-load.ts) asks for. */
export type SafeStorage = SessionLike

/**
 * Web Storage that never throws. A browser may refuse storage: reading `window.localStorage`
 * throws in some privacy modes and with cookies blocked, `setItem` throws on a full quota, and
 * there is no `window` while Gatsby renders pages on the server. The site still works there; it
 * just forgets between visits. `setItem` says whether the value was kept, for callers that must
 * not act on something they could not remember (the reload guard).
 */
export function safeStorage(area: () => Storage): SafeStorage {
  return {
    getItem(key) {
      try {
        return area().getItem(key)
      } catch {
        return null
      }
    },
    setItem(key, value) {
      try {
        area().setItem(key, value)
        return true
      } catch {
        return false
      }
    },
    removeItem(key) {
      try {
        area().removeItem(key)
      } catch {
        // refused: nothing was kept
      }
    },
  }
}

/** The reader's preferences (colour mode, tabs, the announcement, the docs version). */
export const localStore = safeStorage(() => window.localStorage)
/** What one tab remembers across a reload (the page a reload was tried for). */
export const sessionStore = safeStorage(() => window.sessionStorage)
