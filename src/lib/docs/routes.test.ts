import { dedupeRoutes, formatDuplicate } from "./routes"
import { REDIRECTS } from "./redirects"

describe("dedupeRoutes", () => {
  it("keeps the first claim and reports later ones, naming both sources", () => {
    const { unique, duplicates } = dedupeRoutes([
      { path: "/docs/a/", source: "content/docs/a.mdx" },
      { path: "/docs/a", source: "content/docs/b.mdx (slug)" },
      { path: "/docs/b/", source: "content/docs/b.mdx" },
    ])
    expect(unique.map((u) => u.source)).toEqual(["content/docs/a.mdx", "content/docs/b.mdx"])
    expect(duplicates).toEqual([{ path: "/docs/a/", kept: "content/docs/a.mdx", dropped: "content/docs/b.mdx (slug)" }])
    expect(formatDuplicate(duplicates[0])).toBe(
      "Duplicate route /docs/a/: claimed by content/docs/a.mdx and content/docs/b.mdx (slug); building content/docs/a.mdx.",
    )
  })
  it("treats encoded and plain spellings as one route", () => {
    const { duplicates } = dedupeRoutes([
      { path: "/docs/kb/windows service/", source: "x" },
      { path: "/docs/kb/windows%20service/", source: "y" },
    ])
    expect(duplicates).toHaveLength(1)
  })
})

describe("REDIRECTS", () => {
  it("serves /api and the Reading 1 quick-start addresses", () => {
    expect(REDIRECTS).toContainEqual({ from: "/api/", to: "/docs/api/" })
    expect(REDIRECTS).toContainEqual({
      from: "/docs/quick-start/index/quick_start_docker/",
      to: "/docs/quick-start/quick_start_docker/",
    })
    expect(REDIRECTS.every((r) => r.from.endsWith("/") && r.to.endsWith("/"))).toBe(true)
  })
})
