import { resolveIndexUrl, searchIndexBase, searchIndexDirSuffix, searchIndexUrl, UnknownVersionError } from "./url"

describe("searchIndexUrl", () => {
  it("is {base}search-index{dir}.json?_={hash}", () => {
    expect(searchIndexUrl("/", "", "abc123")).toBe("/search-index.json?_=abc123")
    expect(searchIndexUrl("/", "docs/api", "abc123")).toBe("/search-index-docs-api.json?_=abc123")
    expect(searchIndexUrl("/next/", "docs/api/java", "h")).toBe("/next/search-index-docs-api-java.json?_=h")
    expect(searchIndexUrl("/next", "/docs/", "h")).toBe("/next/search-index-docs.json?_=h")
  })

  it("takes a ready suffix as it is", () => {
    expect(searchIndexDirSuffix("-docs-api")).toBe("-docs-api")
    expect(searchIndexDirSuffix("")).toBe("")
    expect(searchIndexDirSuffix(undefined)).toBe("")
  })
})

describe("resolveIndexUrl", () => {
  const origin = "https://docs.tachyon.example.com"

  it("is the base without a version", () => {
    expect(resolveIndexUrl(origin, "/", null)).toBe("/")
    expect(resolveIndexUrl(origin, "/", "")).toBe("/")
    expect(resolveIndexUrl(`${origin}/search/?q=x`, "/", undefined)).toBe("/")
  })

  it("resolves a version against the page", () => {
    expect(resolveIndexUrl(origin, "/", "next")).toBe("/next/")
    expect(resolveIndexUrl(origin, "/", "/next/")).toBe("/next/")
    expect(resolveIndexUrl(origin, "/base/", "1.0")).toBe("/base/1.0/")
    expect(resolveIndexUrl(`${origin}/search/`, "/", `${origin}/next/`)).toBe("/next/")
  })

  it.each([
    "//evil.example/",
    "https://evil.example/",
    "javascript:alert(1)",
    "http://docs.tachyon.example.com/",
    "data:text/html,x",
    "\\\\evil.example/",
  ])("throws Unexpected version url for %s", (version) => {
    expect(() => resolveIndexUrl(origin, "/", version)).toThrow(new Error("Unexpected version url"))
  })

  it("throws the same error for an unparsable page origin", () => {
    expect(() => resolveIndexUrl("not a url", "/", "next")).toThrow("Unexpected version url")
  })
})

describe("searchIndexBase", () => {
  const page = "https://docs.tachyon.example.com/search/?q=x"

  it("selects the one index for no version, a version's name or label, or the site's own base", () => {
    for (const version of [null, "", "current", "next", "Next", "/", "."])
      expect(searchIndexBase(page, "/", version)).toBe("/")
  })

  it("says plainly that an unknown version does not exist", () => {
    expect(() => searchIndexBase(page, "/", "1.0")).toThrow(UnknownVersionError)
    expect(() => searchIndexBase(page, "/", "/next/")).toThrow(
      "There is no docs version “/next/”. This site has one version, Next.",
    )
  })

  it("still refuses another origin first", () => {
    expect(() => searchIndexBase(page, "/", "//evil.example/")).toThrow(new Error("Unexpected version url"))
  })
})
