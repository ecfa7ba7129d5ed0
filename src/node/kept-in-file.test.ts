import { mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { keptInFile } from "./kept-in-file"

let codeVersion = "aaaaaaaaaaaaaaaa-code"
jest.mock("./code-version", () => ({ currentCodeVersion: () => codeVersion }))

describe("a result kept in a file across builds", () => {
  let dir: string
  let jestWorker: string | undefined
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "tachyon-kept-"))
    // The cache is off under Jest (its code version is a constant); these tests turn it on.
    jestWorker = process.env.JEST_WORKER_ID
    delete process.env.JEST_WORKER_ID
    codeVersion = "aaaaaaaaaaaaaaaa-code"
  })
  afterEach(() => {
    process.env.JEST_WORKER_ID = jestWorker
    rmSync(dir, { recursive: true, force: true })
  })

  it("makes it once, then reads it, with what JSON would lose kept", () => {
    const make = jest.fn(() => ({ list: [1, 2], absent: undefined, when: new Date(0) }))
    const first = keptInFile(dir, "data", "k1", make)
    const second = keptInFile(dir, "data", "k1", make)
    expect(make).toHaveBeenCalledTimes(1)
    expect(second).toEqual(first)
    expect("absent" in second).toBe(true)
    expect(Object.prototype.toString.call(second.when)).toBe("[object Date]") // a Date of Node's realm, not Jest's
  })

  it("makes it again for other input or other code, and keeps one file per name", () => {
    keptInFile(dir, "data", "k1", () => 1)
    keptInFile(dir, "other", "k1", () => "another name stays")
    expect(keptInFile(dir, "data", "k2", () => 2)).toBe(2)
    codeVersion = "bbbbbbbbbbbbbbbb-code"
    expect(keptInFile(dir, "data", "k2", () => 3)).toBe(3)
    expect(readdirSync(dir).sort()).toEqual(["data-k2-bbbbbbbbbbbbbbbb.v8", "other-k1-aaaaaaaaaaaaaaaa.v8"])
  })

  it("keeps nothing when making fails", () => {
    expect(() =>
      keptInFile(dir, "data", "k1", () => {
        throw new Error("bad data")
      }),
    ).toThrow("bad data")
    expect(readdirSync(dir)).toEqual([])
  })

  it("is off under Jest", () => {
    process.env.JEST_WORKER_ID = "1"
    const make = jest.fn(() => 1)
    keptInFile(dir, "data", "k1", make)
    keptInFile(dir, "data", "k1", make)
    expect(make).toHaveBeenCalledTimes(2)
  })
})
