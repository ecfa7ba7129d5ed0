import { safeDecode } from "../decode-uri"

/** A route claimed by a source (a doc file, a generated page, a redirect). */
export interface RouteClaim {
  path: string
  source: string
}

export interface DuplicateRoute {
  path: string
  kept: string
  dropped: string
}

/**
 * Keeps the first claim of each route; every later claim is reported. docs/contract.md ("Checks") says
 * duplicate routes only warn, so the caller warns and builds the first.
 */
export function dedupeRoutes<T extends RouteClaim>(
  claims: readonly T[],
): { unique: T[]; duplicates: DuplicateRoute[] } {
  const seen = new Map<string, T>()
  const duplicates: DuplicateRoute[] = []
  for (const claim of claims) {
    const key = normaliseRoute(claim.path)
    const first = seen.get(key)
    if (first) duplicates.push({ path: key, kept: first.source, dropped: claim.source })
    else seen.set(key, claim)
  }
  return { unique: [...seen.values()], duplicates }
}

/** Routes compare without case-sensitive percent-encoding differences and with one trailing slash. */
export function normaliseRoute(path: string): string {
  // A malformed route stays as written: the link checker reports it.
  const decoded = safeDecode(path)
  return decoded.endsWith("/") ? decoded : `${decoded}/`
}

export function formatDuplicate(d: DuplicateRoute): string {
  return `Duplicate route ${d.path}: claimed by ${d.kept} and ${d.dropped}; building ${d.kept}.`
}
