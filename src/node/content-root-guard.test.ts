import { mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { contentRootChange } from "./content-root-guard"

describe("contentRootChange", () => {
  const marker = () => path.join(mkdtempSync(path.join(tmpdir(), "root-guard-")), ".cache", "content-root")

  it("keeps the first build's content root and lets a build of the same root through", () => {
    const file = marker()
    expect(contentRootChange(file, "/site/content")).toBeNull()
    expect(readFileSync(file, "utf8")).toBe("/site/content")
    expect(contentRootChange(file, "/site/content")).toBeNull()
  })

  it("stops a build of another root on the same cache, naming both and the way out", () => {
    const file = marker()
    contentRootChange(file, "/site/content")
    const message = contentRootChange(file, "/site/tests/fixtures/site")
    expect(message).toContain("built from the content in /site/content")
    expect(message).toContain("this build reads /site/tests/fixtures/site")
    expect(message).toContain("npx gatsby clean")
    // The marker still names the tree the cache holds.
    expect(readFileSync(file, "utf8")).toBe("/site/content")
  })
})
