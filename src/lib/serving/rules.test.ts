import { cacheClassOf, redirectSources, sharedScriptHashes } from "./rules"

describe("cacheClassOf", () => {
  it.each([
    ["/app-c7ccdebacd05d4ba7028.js", "immutable"],
    [
      "/component---src-templates-doc-tsx-content-file-path-content-docs-algos-twap-mdx-4f4b72c499988c1737c6.js",
      "immutable",
    ],
    ["/styles.8370c4176cb701a6988b.css", "immutable"],
    ["/static/0a1b2c/logo.svg", "immutable"],
    ["/search-index/05e8799278e5.json", "immutable"],
    ["/search-index/texts-56c39cab29f3/4.json", "immutable"],
    ["/docs/algos/twap/", "revalidate"],
    ["/page-data/docs/page-data.json", "revalidate"],
    ["/search-index.json", "revalidate"],
    ["/chunk-map.json", "revalidate"],
    ["/~partytown/partytown.js", "revalidate"],
    ["/app-c7ccdebacd05d4ba7028.js.LICENSE.txt", "revalidate"],
    ["/docs/x/app-c7ccdebacd05d4ba7028.js", "revalidate"],
  ])("%s: %s", (file, cacheClass) => expect(cacheClassOf(file)).toBe(cacheClass))
})

describe("sharedScriptHashes", () => {
  it("is the set most pages have, and names the pages with another", () => {
    const pages = [
      { file: "/a/index.html", scriptHashes: ["'x'", "'y'"] },
      { file: "/b/index.html", scriptHashes: ["'x'", "'y'"] },
      { file: "/c/index.html", scriptHashes: ["'x'", "'z'"] },
    ]
    expect(sharedScriptHashes(pages)).toEqual({ hashes: ["'x'", "'y'"], differing: [pages[2]] })
    expect(sharedScriptHashes([])).toEqual({ hashes: [], differing: [] })
  })
  it("leaves out pages without inline scripts, which any policy serves, however many", () => {
    const scripted = { file: "/a/index.html", scriptHashes: ["'x'"] }
    const plain = ["/javadoc/A.html", "/javadoc/B.html"].map((file) => ({ file, scriptHashes: [] }))
    expect(sharedScriptHashes([scripted, ...plain])).toEqual({ hashes: ["'x'"], differing: [] })
  })
})

describe("redirectSources", () => {
  it("answers a redirect's address with and without its final slash", () => {
    expect(redirectSources("/api/")).toEqual(["/api", "/api/"])
    expect(redirectSources("/old")).toEqual(["/old"])
  })
})
