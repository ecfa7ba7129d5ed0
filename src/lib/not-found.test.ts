import { notFoundDataScript } from "./not-found"

const DATA = JSON.stringify({
  componentChunkName: "component---src-pages-404-tsx",
  path: "/404.html",
  result: { pageContext: { note: "</script><script>alert(1)</script>" } },
  staticQueryHashes: ["1"],
  slicesMap: {},
})

/** Runs the script as a browser would, at `pathname`; returns what it set. */
function run(script: string, pathname: string): Record<string, unknown> {
  const window: Record<string, unknown> = {}
  new Function("window", "location", script)(window, { pathname })
  return window
}

describe("notFoundDataScript", () => {
  const script = notFoundDataScript(DATA, "pageData", "public/page-data/404.html/page-data.json")

  it("hands the Not Found page's data to the loader as the data of the address it answers", () => {
    const data = run(script, "/no/such/page/").pageData as { path: string; componentChunkName: string }
    expect(data.path).toBe("/no/such/page/")
    expect(data.componentChunkName).toBe("component---src-pages-404-tsx")
    expect((run(script, "/docs/kb/windows%20x/").pageData as { path: string }).path).toBe("/docs/kb/windows x/")
  })

  it("leaves the Not Found page's own routes and undecodable addresses alone", () => {
    for (const route of ["/404.html", "/404/", "/404", "/bad%E0%A4%A/"])
      expect(run(script, route).pageData).toBeUndefined()
  })

  it("cannot close its script element", () => {
    expect(script).not.toContain("</script>")
    expect((run(script, "/x/").pageData as { result: unknown }).result).toEqual({
      pageContext: { note: "</script><script>alert(1)</script>" },
    })
  })

  it("fails naming the file when the data is not page data", () => {
    expect(() => notFoundDataScript("{", "pageData", "public/x.json")).toThrow(/^public\/x\.json: not JSON/)
    expect(() => notFoundDataScript("{}", "pageData", "public/x.json")).toThrow(
      /public\/x\.json: no componentChunkName/,
    )
  })
})
