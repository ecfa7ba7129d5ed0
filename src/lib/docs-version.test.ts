import { PREFERRED_VERSION_KEY, searchVersionFor } from "./docs-version"

describe("preferred docs version", () => {
  const versions = [
    { name: "current", searchVersion: null },
    { name: "4.1", searchVersion: "4.1" },
  ]
  it("is stored per docs plugin", () => {
    expect(PREFERRED_VERSION_KEY).toBe("docs-preferred-version-default")
  })
  it("picks the search index of the stored version, or the first for anything else", () => {
    expect(searchVersionFor("4.1", versions)).toBe("4.1")
    expect(searchVersionFor("current", versions)).toBeNull()
    expect(searchVersionFor("garbage", versions)).toBeNull()
    expect(searchVersionFor(null)).toBeNull()
  })
})
