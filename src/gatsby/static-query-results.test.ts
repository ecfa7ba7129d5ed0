import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { placeSearchIndexHash } from "./static-query-results"

describe("the static query results Gatsby wrote", () => {
  let publicDir = ""
  beforeAll(() => {
    publicDir = mkdtempSync(path.join(tmpdir(), "static-query-results-"))
  })
  afterAll(() => rmSync(publicDir, { recursive: true, force: true }))

  it("puts the entry's hash into the static query result the pages read", () => {
    const dir = path.join(publicDir, "page-data", "sq", "d")
    mkdirSync(dir, { recursive: true })
    writeFileSync(path.join(dir, "1.json"), JSON.stringify({ data: { site: { title: "x" } } }))
    const result = { data: { docsVersion: { searchIndexHash: "pending" } } }
    writeFileSync(path.join(dir, "2.json"), JSON.stringify(result))
    expect(placeSearchIndexHash(publicDir, "0123456789ab")).toBe(path.join(dir, "2.json"))
    expect(JSON.parse(readFileSync(path.join(dir, "2.json"), "utf8")).data.docsVersion.searchIndexHash).toBe(
      "0123456789ab",
    )
    // A second build writes its own hash over the first's.
    placeSearchIndexHash(publicDir, "ba9876543210")
    expect(readFileSync(path.join(dir, "2.json"), "utf8")).toContain("ba9876543210")
    rmSync(path.join(dir, "2.json"))
    expect(() => placeSearchIndexHash(publicDir, "x")).toThrow("No static query result with searchIndexHash")
  })
})
