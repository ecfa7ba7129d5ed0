import { AsyncLocalStorage } from "node:async_hooks"

/**
 * Work the build starts and does not wait for until its end (the content check, while webpack
 * compiles): what runs inside `besideTheBuild` knows it, so that its timings are not counted on
 * the critical path (build-profile.ts).
 */
const beside = new AsyncLocalStorage<true>()

export function besideTheBuild<T>(work: () => Promise<T>): Promise<T> {
  return beside.run(true, work)
}

export const runningBesideTheBuild = (): boolean => beside.getStore() === true
