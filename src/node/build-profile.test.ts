import { besideTheBuild } from "./beside-the-build"
import { takeBuildProfile, timeFeature } from "./build-profile"

const rowOf = (profile: string, feature: string) =>
  profile.split("\n").find((line) => line.startsWith(`| ${feature} |`))

describe("the build profile", () => {
  beforeEach(() => void takeBuildProfile())

  it("records work started beside the build as off the critical path, and the wait for it as on it", async () => {
    const busy = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
    const check = besideTheBuild(() => timeFeature("check", () => busy(40)))
    await timeFeature("awaited", () => check)
    const profile = takeBuildProfile()
    // | feature | started at | wall | on the critical path | spans |
    const [, , checkWall, checkCritical] = rowOf(profile, "check")?.split(" | ") ?? []
    const [, , awaitedWall, awaitedCritical] = rowOf(profile, "awaited")?.split(" | ") ?? []
    expect(Number(checkWall)).toBeGreaterThanOrEqual(0.03)
    expect(checkCritical).toBe("0.00")
    expect(Number(awaitedWall)).toBeGreaterThanOrEqual(0.03)
    expect(awaitedCritical).toBe(awaitedWall)
  })

  it("times synchronous work on the critical path, and empties the list when taken", () => {
    expect(timeFeature("sync", () => 42)).toBe(42)
    expect(rowOf(takeBuildProfile(), "sync")).toMatch(/\| 1 \|$/)
    expect(rowOf(takeBuildProfile(), "sync")).toBeUndefined()
  })
})
