import { featureTimes, formatBuildProfile, type FeatureSpan } from "./build-profile"

const span = (feature: string, startMs: number, endMs: number, onCriticalPath = true): FeatureSpan => ({
  feature,
  startMs,
  endMs,
  onCriticalPath,
})

describe("featureTimes", () => {
  it("counts overlapping spans of a feature once, and orders features by their first start", () => {
    const times = featureTimes([
      span("search index", 9000, 9500),
      span("diagrams", 3000, 3400),
      span("diagrams", 3200, 3600),
      span("diagrams", 5000, 5100),
    ])
    expect(times.map((t) => t.feature)).toEqual(["diagrams", "search index"])
    expect(times[0]).toEqual({ feature: "diagrams", wallMs: 700, criticalMs: 700, firstStartMs: 3000, spans: 3 })
  })

  it("counts only the spans the build waited for as the critical path", () => {
    const [javadoc] = featureTimes([span("javadoc", 1000, 5000, false), span("javadoc", 6000, 6250, true)])
    expect(javadoc.wallMs).toBe(4250)
    expect(javadoc.criticalMs).toBe(250)
  })

  it("keeps a span inside another from adding time", () => {
    const [check] = featureTimes([span("check", 0, 1000), span("check", 200, 300), span("check", 900, 1500)])
    expect(check.wallMs).toBe(1500)
  })
})

describe("formatBuildProfile", () => {
  it("prints one table row per feature, in seconds", () => {
    const table = formatBuildProfile([span("link check", 30000, 31250), span("twins", 12000, 13300, false)])
    const lines = table.split("\n")
    expect(lines[1]).toBe("| feature | started at | wall | on the critical path | spans |")
    expect(lines.slice(3)).toEqual(["| twins | 12.00 | 1.30 | 0.00 | 1 |", "| link check | 30.00 | 1.25 | 1.25 | 1 |"])
  })
})
