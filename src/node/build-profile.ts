import { formatBuildProfile, type FeatureSpan } from "../lib/build-profile"
import { runningBesideTheBuild } from "./beside-the-build"

/**
 * The spans of the build's own features (src/lib/build-profile.ts), recorded in every build and
 * printed at its end when TACHYON_BUILD_PROFILE=1 (tests/bench/build-bench.mjs sets it).
 *
 * The list lives on globalThis, as build-failures.ts's does: gatsby-node and gatsby-config (whose
 * remark plugins draw the diagrams) are two bundles, each with its own copy of this module.
 */
const KEY = Symbol.for("tachyon.buildProfile")
const holder = globalThis as unknown as { [KEY]?: FeatureSpan[] }
const spans: FeatureSpan[] = (holder[KEY] ??= [])

export const buildProfileRequested = (): boolean => process.env.TACHYON_BUILD_PROFILE === "1"

export function recordFeature(feature: string, startMs: number, onCriticalPath = !runningBesideTheBuild()): void {
  spans.push({ feature, startMs, endMs: performance.now(), onCriticalPath })
}

/** Runs `work`, recording its span (until its promise settles, for async work). */
export function timeFeature<T>(feature: string, work: () => T, onCriticalPath = !runningBesideTheBuild()): T {
  const started = performance.now()
  const result = work()
  if (result instanceof Promise) {
    const recorded = result.finally(() => recordFeature(feature, started, onCriticalPath))
    return recorded as T
  }
  recordFeature(feature, started, onCriticalPath)
  return result
}

/** The spans recorded so far, emptied: what a child process hands back (child-work.ts). */
export const takeFeatureSpans = (): FeatureSpan[] => spans.splice(0, spans.length)

/**
 * Spans recorded in another process whose clock started at `timeOrigin`, on this process's clock;
 * beside the build (what Gatsby waited for of them is the awaiting span's).
 */
export function addFeatureSpans(others: readonly FeatureSpan[], timeOrigin: number): void {
  const shift = timeOrigin - performance.timeOrigin
  for (const span of others)
    spans.push({ ...span, startMs: span.startMs + shift, endMs: span.endMs + shift, onCriticalPath: false })
}

/** The profile of the build so far, emptied (a develop server's next build starts clean). */
export function takeBuildProfile(): string {
  return formatBuildProfile(spans.splice(0, spans.length))
}
