import {
  isExternal,
  isMarkdownFileLink,
  joinRelative,
  markdownLinkTarget,
  resolveMarkdownLink,
  splitHref,
} from "./resolve"

const files: Record<string, string | undefined> = {
  "api/fix/fix_client_onboarding.mdx": undefined,
  "kb/windows service.mdx": undefined,
  "algos/_index.mdx": undefined,
  "ha/renamed.mdx": "/docs/ha/failover/",
}
const slugOf = (path: string) => (path in files ? files[path] : null)

describe("resolveMarkdownLink", () => {
  it("turns a relative MDX link into its route, keeping the anchor", () => {
    expect(resolveMarkdownLink("config/fix_gateway.mdx", "../api/fix/fix_client_onboarding.mdx#logon", slugOf)).toEqual(
      {
        href: "/docs/api/fix/fix_client_onboarding/#logon",
        target: "api/fix/fix_client_onboarding.mdx",
        resolved: true,
      },
    )
  })
  it("resolves overviews, encoded spaces and slug overrides", () => {
    expect(resolveMarkdownLink("index.mdx", "algos/_index.mdx", slugOf).href).toBe("/docs/algos/")
    expect(resolveMarkdownLink("troubleshooting/docker.mdx", "../kb/windows%20service.mdx", slugOf).href).toBe(
      "/docs/kb/windows%20service/",
    )
    expect(resolveMarkdownLink("ha/cluster.mdx", "./renamed.mdx?x=1#top", slugOf).href).toBe(
      "/docs/ha/failover/?x=1#top",
    )
  })
  it("leaves links to missing files and non-markdown links alone", () => {
    expect(resolveMarkdownLink("a/b.mdx", "../nope.mdx", slugOf)).toEqual({
      href: "../nope.mdx",
      target: "nope.mdx",
      resolved: false,
    })
    expect(resolveMarkdownLink("a/b.mdx", "https://x.example/a.mdx", slugOf).resolved).toBe(false)
    expect(resolveMarkdownLink("a/b.mdx", "/docs/algos/", slugOf).href).toBe("/docs/algos/")
    expect(resolveMarkdownLink("index.mdx", "../../outside.mdx", slugOf)).toMatchObject({
      resolved: false,
      target: null,
    })
  })
})

describe("href helpers", () => {
  it("splits path, query and hash", () => {
    expect(splitHref("a.mdx?q=1#h")).toEqual({ path: "a.mdx", query: "?q=1", hash: "#h" })
    expect(splitHref("#only")).toEqual({ path: "", query: "", hash: "#only" })
  })
  it("recognises external and markdown links", () => {
    expect(isExternal("https://a.example")).toBe(true)
    expect(isExternal("mailto:x@y.z")).toBe(true)
    expect(isExternal("//cdn.example/x")).toBe(true)
    expect(isExternal("/docs/")).toBe(false)
    expect(isMarkdownFileLink("x.md#a")).toBe(true)
    expect(isMarkdownFileLink("/docs/x/")).toBe(false)
  })
  it("joins relative paths and refuses to climb out", () => {
    expect(joinRelative("a/b", "../c/./d.mdx")).toBe("a/c/d.mdx")
    expect(joinRelative("", "../x.mdx")).toBeNull()
    expect(markdownLinkTarget("a/b.mdx", "/abs.mdx")).toBeNull()
  })
})
