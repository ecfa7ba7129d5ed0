import { CHUNK_MAP, CHUNK_MAPPING_GLOBAL, COMPILATION_HASH_GLOBAL } from "../internals"
import { fetchJson } from "../../lib/fetch-json"

/**
 * The code file names Gatsby prefetches by. The build leaves an empty `window.___chunkMapping`
 * in every page (src/gatsby/webpack/chunk-mapping-out-of-pages.ts says why); this fills it from
 * Gatsby's public/chunk-map.json, fetched once the page is idle, so the loader can prefetch the
 * code of pages linked from this one (cache-dir/loader.js `doPrefetch`, Gatsby 5.16). A failed
 * fetch costs only that prefetch; navigation loads code through webpack's runtime regardless.
 */
type MappingWindow = Window & {
  [CHUNK_MAPPING_GLOBAL]?: Record<string, string[]>
  [COMPILATION_HASH_GLOBAL]?: string
}

/** Fills `window.___chunkMapping` from chunk-map.json (named by the build's hash, so never stale). */
export async function loadChunkMapping(fetchJson: (url: string) => Promise<unknown> = defaultFetchJson): Promise<void> {
  const w = window as MappingWindow
  const url = `${CHUNK_MAP.replace(/^public/, "")}?${w[COMPILATION_HASH_GLOBAL] ?? ""}`
  const mapping = (await fetchJson(url)) as Record<string, string[]>
  w[CHUNK_MAPPING_GLOBAL] = { ...mapping, ...w[CHUNK_MAPPING_GLOBAL] }
}

/** A failed fetch only costs the prefetch: its error is never shown. */
const defaultFetchJson = (url: string): Promise<unknown> => fetchJson(fetch, url, "Gatsby's chunk map")

/** What Gatsby's `___loader.enqueue` returns: gatsby-link keeps it to abort when the link leaves view. */
export interface QueuedPrefetch {
  then(resolve: (queued: boolean) => unknown, reject?: (error: unknown) => unknown): unknown
  abort(): void
}
type Enqueue = (path: string) => QueuedPrefetch

/**
 * Holds Gatsby's prefetch queue until the mapping is in. Gatsby's loader reads the mapping when
 * it prefetches a page (3 s after the first link comes into view); a mapping that arrives later
 * (a slow network, a busy phone) would leave those pages' code unprefetched for good, since the
 * loader prefetches each page once. `ready` must settle whether or not the mapping loaded.
 */
export function enqueueAfter(ready: Promise<unknown>, enqueue: Enqueue): Enqueue {
  return (path) => {
    let aborted = false
    let queued: QueuedPrefetch | undefined
    const result = ready.then(
      () => {
        if (aborted) return false
        queued = enqueue(path)
        return new Promise<boolean>((resolve, reject) => void queued!.then(resolve, reject))
      },
      () => false,
    )
    return {
      then: (resolve, reject) => result.then(resolve, reject),
      abort: () => {
        aborted = true
        queued?.abort()
      },
    }
  }
}

/**
 * The mapping's load, as the browser hooks use it: `settled` (for `enqueueAfter`) settles once
 * the mapping is in, or its fetch failed, or it is not wanted (`load(false)`: 2g or data saving,
 * where Gatsby does not prefetch anyway); `load(true)` fetches it when the page is idle.
 */
export function chunkMappingLoad(
  schedule: (run: () => void) => void = whenIdle,
  fetchJson?: (url: string) => Promise<unknown>,
): { settled: Promise<void>; load(wanted: boolean): void } {
  let settle: () => void = () => undefined
  const settled = new Promise<void>((resolve) => (settle = () => resolve()))
  return {
    settled,
    load(wanted) {
      if (!wanted) return settle()
      schedule(() => void loadChunkMapping(fetchJson).then(settle, settle))
    },
  }
}

function whenIdle(run: () => void): void {
  if (window.requestIdleCallback) window.requestIdleCallback(run)
  else window.setTimeout(run, 200)
}
