/**
 * Web Storage that never throws. A browser may refuse storage: reading `window.localStorage`
 * throws in some privacy modes and with cookies blocked, `setItem` throws on a full quota, and
 * there is no `window` while Gatsby renders pages on the server. The site still works there; it
 * just forgets between visits. `setItem` says whether the value was kept, for callers that must
 * not act on something they could not remember (the reload guard, src/lib/page-load.ts).
 */
export interface SafeStorage {
  getItem(key: string): string | null
  /** false when the browser refused to keep the value */
  setItem(key: string, value: string): boolean
  removeItem(key: string): void
}

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
