import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { codeVersion } from "./code-version"

describe("codeVersion", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "code-version-"))
  const bundle = path.join(dir, "gatsby-node.js")

  it("changes with any byte of the compiled bundle, and only then", () => {
    writeFileSync(bundle, "exports.a = 1")
    const first = codeVersion(bundle)
    expect(codeVersion(bundle)).toBe(first)
    writeFileSync(bundle, "exports.a = 2")
    expect(codeVersion(bundle)).not.toBe(first)
  })

  it("has a fixed value where there is no compiled bundle (the unit tests run the sources)", () => {
    expect(codeVersion(path.join(dir, "missing.js"))).toBe("no-compiled-bundle")
  })
})
