import { findDocsVersion, PREFERRED_VERSION_KEY, searchVersionFor } from "./docs-version"

describe("preferred docs version", () => {
  const versions = [
    { name: "current", label: "Next", searchVersion: null },
    { name: "4.1", label: "4.1", searchVersion: "4.1" },
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

describe("findDocsVersion", () => {
  it("knows the one version by its name or its label, in any case", () => {
    for (const param of ["current", "next", "Next", " NEXT "]) expect(findDocsVersion(param)?.name).toBe("current")
  })
  it("knows nothing else", () => {
    for (const param of ["1.0", "/next/", "", "nex"]) expect(findDocsVersion(param)).toBeUndefined()
  })
})
