import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import { besideTheBuild, besideTheBuildCommand, notFoundUnderNice, runningBesideTheBuild } from "./beside-the-build"
import { compilePython } from "./sample-tools"

const hasNice = existsSync("/usr/bin/nice")

describe("work beside the build", () => {
  it("knows it runs beside the build, through awaits, and only there", async () => {
    expect(runningBesideTheBuild()).toBe(false)
    const seen = await besideTheBuild(async () => {
      await new Promise((resolve) => setImmediate(resolve))
      return runningBesideTheBuild()
    })
    expect(seen).toBe(true)
    expect(runningBesideTheBuild()).toBe(false)
  })

  const withNice = hasNice ? it : it.skip
  withNice("runs its processes at a lower priority, and tells a missing command from a failing one", () => {
    const [command, args] = besideTheBuildCommand("sh", ["-c", "nice"])
    const niceness = spawnSync(command, args, { encoding: "utf8" })
    expect(Number(niceness.stdout.trim())).toBeGreaterThanOrEqual(10)

    const [nice, missing] = besideTheBuildCommand("no-such-command-tachyon", [])
    const run = spawnSync(nice, missing, { encoding: "utf8" })
    expect(notFoundUnderNice(run.status, run.stderr)).toBe(true)
    const failing = spawnSync(...besideTheBuildCommand("sh", ["-c", "exit 127"]), { encoding: "utf8" })
    expect(notFoundUnderNice(failing.status, failing.stderr)).toBe(false)
  })

  it("checks code samples with the same findings beside the build as on its critical path", async () => {
    const inputs = [{ id: "broken", code: "def f(:\n  pass\n" }]
    const here = await compilePython(inputs)
    const beside = await besideTheBuild(() => compilePython(inputs))
    expect(beside).toEqual(here)
    expect(here.ok && here.problems.get("broken")?.[0].message).toMatch(/^Python: SyntaxError/)
  })
})
