import { findBrokenLinks, formatBrokenLinks, type BuiltPage } from "./check"

const page = (route: string, ids: string[], links: string[]): BuiltPage => ({ route, ids: new Set(ids), links })
const site = [
  page("/", ["main"], ["/docs/", "/docs/a/#intro", "https://example.com/", "mailto:a@b.c", "#main", "/favicon.svg"]),
  page("/docs/", [], ["a/", "./a/#missing", "../docs/b/", "/docs/nowhere/", "/docs/a", "#", "../x.mdx"]),
  page("/docs/a/", ["intro"], ["#intro", "#gone", "?q=1", "/docs/a/index.md", "/docs/b/index.md"]),
  page("/docs/kb/windows service/", ["h"], ["/docs/kb/windows%20service/#h"]),
  page("/javadoc/io/A.html", ["m()"], ["B.html#n()", "../io/A.html#m()", "B.html#gone"]),
  page("/javadoc/io/B.html", ["n()"], []),
]
const isFile = (p: string) => p === "/favicon.svg" || p === "/docs/a/index.md"

describe("findBrokenLinks", () => {
  const broken = findBrokenLinks(site, isFile)
  it("reports missing pages, anchors, unresolved markdown links and missing trailing slashes", () => {
    expect(broken).toEqual([
      { page: "/docs/", target: "./a/#missing", reason: 'no element with id "missing" on /docs/a/' },
      { page: "/docs/", target: "../docs/b/", reason: "no such page" },
      { page: "/docs/", target: "/docs/nowhere/", reason: "no such page" },
      { page: "/docs/", target: "/docs/a", reason: "route without its trailing slash" },
      { page: "/docs/", target: "../x.mdx", reason: "markdown file link that matches no doc" },
      { page: "/docs/a/", target: "#gone", reason: 'no element with id "gone" on /docs/a/' },
      // A built Markdown twin is a file like any asset; a missing one is not.
      { page: "/docs/a/", target: "/docs/b/index.md", reason: "markdown file link that matches no doc" },
      // A page that is a file (the Javadoc's) is linked without a slash; its anchors are checked.
      { page: "/javadoc/io/A.html", target: "B.html#gone", reason: 'no element with id "gone" on /javadoc/io/B.html' },
    ])
  })
  it("formats one page → target line per link", () => {
    expect(formatBrokenLinks(broken.slice(0, 1))).toBe(
      '  /docs/ → ./a/#missing (no element with id "missing" on /docs/a/)',
    )
  })
  it("passes a site whose links all resolve", () => {
    expect(findBrokenLinks([page("/", ["x"], ["#x", "/"])], isFile)).toEqual([])
  })
})
