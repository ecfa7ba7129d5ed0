import { markdownText } from "./fields"

describe("markdownText (a reference entry's inline markdown)", () => {
  test.each([
    "Plain text with `code` and *emphasis*.",
    "See [the cluster](/docs/ha/cluster/).",
    "See [failover](/docs/ha/cluster/#failover).",
    "The [FIX standard](https://www.fixtrading.org/standards/).",
  ])("accepts %s", (text) => {
    expect(markdownText.safeParse(text).success).toBe(true)
  })

  test.each([
    ["a relative link", "See [the cluster](../ha/cluster.mdx).", 'link "../ha/cluster.mdx"'],
    ["a route without its slash", "See [the cluster](/docs/ha/cluster).", 'link "/docs/ha/cluster"'],
  ])("refuses %s, naming the link and the fix", (_kind, text, named) => {
    const result = markdownText.safeParse(text)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0].message).toContain(named)
    expect(result.error?.issues[0].message).toContain('absolute route ending in "/"')
  })

  test("refuses empty text", () => {
    expect(markdownText.safeParse("").success).toBe(false)
  })
})
