import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { runInChild } from "./child-work"

// The child's own entry imports serveChild from this folder, by absolute path (esbuild bundles it).
const serveChildModule = path.resolve(__dirname, "child-work.ts")
const profileModule = path.resolve(__dirname, "build-profile.ts")

describe("work in a process of its own", () => {
  let dir: string
  beforeAll(() => (dir = mkdtempSync(path.join(tmpdir(), "tachyon-child-"))))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  const entry = (name: string, body: string) => {
    const file = path.join(dir, `${name}.ts`)
    writeFileSync(
      file,
      `import { serveChild } from ${JSON.stringify(serveChildModule)}\n` +
        `import { timeFeature } from ${JSON.stringify(profileModule)}\n` +
        `${body}\n`,
    )
    return file
  }

  it("hands its input over and its output back by structured clone, at a lower priority when asked", async () => {
    const file = entry(
      "double",
      "serveChild((input: { n: number; at: Map<string, number> }) => timeFeature('doubling', () => ({ twice: input.n * 2, keys: [...input.at.keys()], pid: process.pid })))",
    )
    const output = await runInChild<
      { n: number; at: Map<string, number> },
      { twice: number; keys: string[]; pid: number }
    >(file, { n: 21, at: new Map([["a", 1]]) }, { nice: true })
    expect(output.twice).toBe(42)
    expect(output.keys).toEqual(["a"])
    expect(output.pid).not.toBe(process.pid)
  })

  it("rejects with the child's error, stack included", async () => {
    const file = entry("fails", "serveChild(() => { throw new Error('no such page: x.mdx') })")
    await expect(runInChild(file, "", { nice: false })).rejects.toThrow(/no such page: x\.mdx/)
  })

  it("rejects when the child dies without answering", async () => {
    const file = entry("dies", "serveChild(() => process.exit(3))")
    await expect(runInChild(file, "", { nice: false })).rejects.toThrow(/exited with 3 and no answer/)
  })
})
