/**
 * The build's own features timed (TACHYON_BUILD_PROFILE=1): each feature's spans, merged into its
 * wall time and the part of it the build waited for. A span on the critical path held Gatsby's
 * next step back (work inside a hook Gatsby awaits, or drawing inside a compilation); a span
 * beside it ran while Gatsby went on, and costs the build only where it competed for the CPU.
 */
export interface FeatureSpan {
  feature: string
  /** Milliseconds since the process started (performance.now()). */
  startMs: number
  endMs: number
  onCriticalPath: boolean
}

export interface FeatureTime {
  feature: string
  /** The length of the union of its spans: overlapping spans count once. */
  wallMs: number
  criticalMs: number
  firstStartMs: number
  spans: number
}

/** The length of the union of intervals. */
function unionLength(intervals: readonly (readonly [number, number])[]): number {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0])
  let total = 0
  let end = -Infinity
  for (const [start, stop] of sorted) {
    if (stop <= end) continue
    total += stop - Math.max(start, end)
    end = stop
  }
  return total
}

/** One row per feature, in the order the features first started. */
export function featureTimes(spans: readonly FeatureSpan[]): FeatureTime[] {
  const byFeature = new Map<string, FeatureSpan[]>()
  for (const span of spans) byFeature.set(span.feature, [...(byFeature.get(span.feature) ?? []), span])
  return [...byFeature]
    .map(([feature, own]) => ({
      feature,
      wallMs: unionLength(own.map((s) => [s.startMs, s.endMs])),
      criticalMs: unionLength(own.filter((s) => s.onCriticalPath).map((s) => [s.startMs, s.endMs])),
      firstStartMs: Math.min(...own.map((s) => s.startMs)),
      spans: own.length,
    }))
    .sort((a, b) => a.firstStartMs - b.firstStartMs)
}

const seconds = (ms: number) => (ms / 1000).toFixed(2)

/** The profile as a Markdown table, to be read in the log or pasted into a note. */
export function formatBuildProfile(spans: readonly FeatureSpan[]): string {
  const rows = featureTimes(spans).map(
    (t) =>
      `| ${t.feature} | ${seconds(t.firstStartMs)} | ${seconds(t.wallMs)} | ${seconds(t.criticalMs)} | ${t.spans} |`,
  )
  return [
    // Short lines: Gatsby's reporter wraps a line at 80 columns when its output is not a terminal.
    "Build profile (s):",
    "| feature | started at | wall | on the critical path | spans |",
    "|---|---|---|---|---|",
    ...rows,
  ].join("\n")
}
