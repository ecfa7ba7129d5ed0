import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { filesUnder } from "./files-under"

describe("filesUnder", () => {
  it("lists every file at any depth, sorted, and no folder", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "tachyon-files-"))
    try {
      mkdirSync(path.join(dir, "b", "c"), { recursive: true })
      for (const file of ["z.mdx", "b/a.mdx", "b/c/x.java"]) writeFileSync(path.join(dir, file), "")
      expect(filesUnder(dir)).toEqual([
        path.join(dir, "b/a.mdx"),
        path.join(dir, "b/c/x.java"),
        path.join(dir, "z.mdx"),
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
