import { postBuildFailures } from "./post-build"

describe("postBuildFailures", () => {
  it("is empty when nothing failed: the build passes", () => {
    expect(postBuildFailures([], [], [])).toEqual([])
  })

  it("keeps the findings held for the end first, then inline code, then broken links", () => {
    const failures = postBuildFailures(
      ["Code samples that do not compile (1): …"],
      ["/docs/a/: <script>x()</script>"],
      [{ page: "/docs/a/", target: "/docs/b/#nope", reason: "no anchor #nope" }],
    )
    expect(failures).toEqual([
      "Code samples that do not compile (1): …",
      "Inline code the Content-Security-Policy cannot allow (1):\n/docs/a/: <script>x()</script>",
      "Broken links in the built site (1), page → target:\n  /docs/a/ → /docs/b/#nope (no anchor #nope)",
    ])
  })

  it("lists the first 20 inline-code findings and counts the rest", () => {
    const found = Array.from({ length: 23 }, (_, i) => `/docs/p${i}/: onclick`)
    const [message] = postBuildFailures([], found, [])
    expect(message.split("\n")).toHaveLength(1 + 20 + 1)
    expect(message).toContain("/docs/p19/: onclick")
    expect(message).not.toContain("/docs/p20/")
    expect(message.endsWith("\n… and 3 more")).toBe(true)
    expect(postBuildFailures([], found.slice(0, 20), [])[0]).not.toContain("more")
  })
})
