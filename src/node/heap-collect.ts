import { setFlagsFromString } from "node:v8"
import { runInNewContext } from "node:vm"

/**
 * A full garbage collection of the build's main process before each of onPostBuild's passes that
 * read every page's HTML (the search texts, the link check, the serving scan), when the heap is big
 * enough for it to matter.
 *
 * Why by hand: V8 sizes its heap by what it sees, and it does not see Rspack's native memory
 * (2 GiB and more after the two compilations at 8x the pages). Left alone it lets the heap grow
 * with garbage to two or three times what is live before it collects, and that growth sits on top
 * of Rspack's plateau. Measured at 8x the pages, the largest process peaked at 3.8-4.0 GiB in five
 * builds without these collections and 3.6-3.95 GiB in six with them, for 0.3 s (Rspack's plateau
 * itself varies by 0.3 GiB from build to build; tests/bench/README.md, "Memory at scale").
 * Below `WORTH_COLLECTING` (a site of 1x: its heap stays under it) nothing is collected, so small
 * and warm builds pay nothing. `TACHYON_HEAP_COLLECT=off` turns it off, to measure that again.
 */
export const WORTH_COLLECTING = 768 * 2 ** 20

let collect: (() => void) | null | undefined

function collector(): (() => void) | null {
  if (collect !== undefined) return collect
  if (process.env.TACHYON_HEAP_COLLECT === "off") return (collect = null)
  // `gc` is defined only in contexts made while the flag is set: a new context gets it, and the
  // flag is set back so that no other context of the process sees a `gc` it did not ask for.
  setFlagsFromString("--expose-gc")
  collect = runInNewContext("gc") as () => void
  setFlagsFromString("--no-expose-gc")
  return collect
}

/** Collects now if the heap holds `worthCollecting` bytes or more; returns the milliseconds it took. */
export function collectGarbage(worthCollecting = WORTH_COLLECTING): number {
  const gc = collector()
  if (!gc || process.memoryUsage().heapUsed < worthCollecting) return 0
  const started = performance.now()
  gc()
  return performance.now() - started
}
