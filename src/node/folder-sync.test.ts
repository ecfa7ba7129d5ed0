import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { filesUnder } from "./files-under"
import { syncFolder } from "./folder-sync"

describe("a folder made to hold exactly a set of files", () => {
  let dir: string
  const put = (relative: string, content: string): string => {
    const target = path.join(dir, relative)
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, content)
    return target
  }
  const listing = (): string[] => filesUnder(dir).map((file) => path.relative(dir, file))
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "tachyon-folder-sync-"))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it("writes into an empty or missing folder", () => {
    const inside = path.join(dir, "new")
    expect(
      syncFolder(inside, [
        { path: "a.json", content: "1" },
        { path: "t/b.json", content: "2" },
      ]),
    ).toEqual({
      written: 2,
      unchanged: 0,
      removed: 0,
    })
    expect(readFileSync(path.join(inside, "t", "b.json"), "utf8")).toBe("2")
  })

  it("leaves a file of the same content alone, rewrites a changed one and removes the rest", () => {
    const same = put("same.json", "same")
    put("changed.json", "old")
    put("stale.json", "gone")
    put("old-folder/x.json", "gone too")
    const before = statSync(same).mtimeMs
    expect(
      syncFolder(dir, [
        { path: "same.json", content: "same" },
        { path: "changed.json", content: "new" },
      ]),
    ).toEqual({ written: 1, unchanged: 1, removed: 2 })
    expect(listing()).toEqual(["changed.json", "same.json"])
    expect(readFileSync(path.join(dir, "changed.json"), "utf8")).toBe("new")
    expect(statSync(same).mtimeMs).toBe(before)
    expect(existsSync(path.join(dir, "old-folder"))).toBe(false)
  })

  it("renames a folder named by an old hash to the new hash, and writes only what changed in it", () => {
    put("texts-aaaaaaaaaaaa/0.json", "zero")
    put("texts-aaaaaaaaaaaa/1.json", "one")
    put("texts-aaaaaaaaaaaa/2.json", "two")
    const count = syncFolder(dir, [
      { path: "texts-bbbbbbbbbbbb/0.json", content: "zero" },
      { path: "texts-bbbbbbbbbbbb/1.json", content: "ONE" },
    ])
    expect(count).toEqual({ written: 1, unchanged: 1, removed: 1 })
    expect(listing()).toEqual([path.join("texts-bbbbbbbbbbbb", "0.json"), path.join("texts-bbbbbbbbbbbb", "1.json")])
    expect(readFileSync(path.join(dir, "texts-bbbbbbbbbbbb", "1.json"), "utf8")).toBe("ONE")
  })

  it("does not guess between two old folders of the same stem: both go, the new one is written whole", () => {
    put("texts-aaaaaaaaaaaa/0.json", "zero")
    put("texts-cccccccccccc/0.json", "zero")
    expect(syncFolder(dir, [{ path: "texts-bbbbbbbbbbbb/0.json", content: "zero" }])).toEqual({
      written: 1,
      unchanged: 0,
      removed: 2,
    })
    expect(listing()).toEqual([path.join("texts-bbbbbbbbbbbb", "0.json")])
  })
})
