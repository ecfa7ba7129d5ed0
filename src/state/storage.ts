/**
 * localStorage that never throws: a browser that refuses storage (privacy mode, blocked
 * cookies, a full quota) still gets a working site, it just forgets between visits.
 */
export function readStorage(key: string): string | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value)
  } catch {
    // storage refused: keep the value for this visit only (the caller holds it in state)
  }
}
