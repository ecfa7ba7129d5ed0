import { AsyncLocalStorage } from "node:async_hooks"
import { existsSync } from "node:fs"

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

const NICE = "/usr/bin/nice"
// TACHYON_NICE_BESIDE=0 runs them at the build's own priority, for paired builds.
const niceAvailable = existsSync(NICE) && process.env.TACHYON_NICE_BESIDE !== "0"

/**
 * The command line of a process of work beside the build, at a lower CPU priority (nice 10) where
 * the system has nice: on 2 cores it then takes the CPU the compilations leave instead of sharing
 * it with them, and every thread it starts (a JVM's) inherits the priority.
 */
export function besideTheBuildCommand(command: string, args: readonly string[]): [string, string[]] {
  return niceAvailable ? [NICE, ["-n", "10", command, ...args]] : [command, [...args]]
}

/** nice's answer when the command it was to run does not exist (what spawn's ENOENT says without it). */
export const notFoundUnderNice = (code: number | null, stderr: string): boolean =>
  // nice names itself as it was called: by its path.
  code === 127 && stderr.startsWith(`${NICE}: `)
