import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { codeVersion } from "./code-version"

describe("codeVersion", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "code-version-"))
  const bundle = path.join(dir, "gatsby-node.js")

  it("changes with any byte of the compiled bundle, and only then", () => {
    writeFileSync(bundle, "exports.a = 1")
    const first = codeVersion(bundle, {})
    expect(codeVersion(bundle, {})).toBe(first)
    writeFileSync(bundle, "exports.a = 2")
    expect(codeVersion(bundle, {})).not.toBe(first)
  })

  it("fails a build that has no compiled bundle, naming the file (a constant would keep stale results)", () => {
    const missing = path.join(dir, "missing.js")
    expect(() => codeVersion(missing, {})).toThrow(missing)
    expect(() => codeVersion(missing, {})).toThrow(/COMPILED_GATSBY_NODE/)
  })

  it("has a fixed value under Jest only, which runs the sources", () => {
    expect(codeVersion(path.join(dir, "missing.js"), { JEST_WORKER_ID: "1" })).toBe("unit-tests")
  })
})
