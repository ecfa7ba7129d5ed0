import { connectionAllowsPrefetch, type ConnectionLike } from "../lib/page-load"

/**
 * Whether the reader's connection allows speculative loading (docs/contract.md, "What it fetches": not on 2g, not with
 * data saving on): the one place that reads `navigator.connection` (the Network Information API,
 * absent in Firefox and Safari: allowed there). Read on each call, as the connection changes; the
 * rule itself is `connectionAllowsPrefetch` (src/lib/page-load.ts). Used by the navigation glue
 * (Gatsby's prefetching) and the search box (fetching the index on focus).
 */
export function prefetchAllowed(): boolean {
  return connectionAllowsPrefetch((navigator as Navigator & { connection?: ConnectionLike }).connection)
}
