import { NOT_FOUND_DATA_ID, notFoundDataBlock, notFoundHandOverScript } from "./not-found"

const DATA = JSON.stringify({
  componentChunkName: "component---src-pages-404-tsx",
  path: "/404.html",
  result: { pageContext: { note: "</script><script>alert(1)</script>" } },
  staticQueryHashes: ["1"],
  slicesMap: {},
})

/** Runs the script as a browser would, at `pathname`, on a page with `block` (or none); returns what it set. */
function run(block: string | null, pathname: string): Record<string, unknown> {
  const window: Record<string, unknown> = {}
  const document = {
    getElementById: (id: string) => (id === NOT_FOUND_DATA_ID && block !== null ? { textContent: block } : null),
  }
  new Function("window", "location", "document", notFoundHandOverScript("pageData"))(window, { pathname }, document)
  return window
}

describe("the Not Found page's data", () => {
  const block = notFoundDataBlock(DATA, "public/page-data/404.html/page-data.json")

  it("is handed to the loader as the data of the address the page answers", () => {
    const data = run(block, "/no/such/page/").pageData as { path: string; componentChunkName: string }
    expect(data.path).toBe("/no/such/page/")
    expect(data.componentChunkName).toBe("component---src-pages-404-tsx")
    expect((run(block, "/docs/kb/windows%20x/").pageData as { path: string }).path).toBe("/docs/kb/windows x/")
  })

  it("is left alone on the Not Found page's own routes and undecodable addresses, and absent elsewhere", () => {
    for (const route of ["/404.html", "/404/", "/404", "/bad%E0%A4%A/"])
      expect(run(block, route).pageData).toBeUndefined()
    expect(run(null, "/docs/").pageData).toBeUndefined()
  })

  it("cannot close its element", () => {
    expect(block).not.toContain("</script>")
    expect((run(block, "/x/").pageData as { result: unknown }).result).toEqual({
      pageContext: { note: "</script><script>alert(1)</script>" },
    })
  })

  it("fails naming the file when the data is not page data", () => {
    expect(() => notFoundDataBlock("{", "public/x.json")).toThrow(/^public\/x\.json: not JSON/)
    expect(() => notFoundDataBlock("{}", "public/x.json")).toThrow(/public\/x\.json: no componentChunkName/)
  })
})
