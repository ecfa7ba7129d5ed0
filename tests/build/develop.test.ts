import { build, tail } from "./builds"

// `gatsby develop` of the fixture site, as tests/run-all.mjs ran it (tests/build/develop-run.mjs).
describe("gatsby develop", () => {
  const develop = () => build("develop")

  it("serves a doc page: its shell, its page data and a development bundle with its text", () => {
    const d = develop()
    expect({ ready: d.readySeconds !== null, tail: d.readySeconds === null ? tail(d) : "" }).toEqual({
      ready: true,
      tail: "",
    })
    expect(d.shell).toContain('<div id="___gatsby"')
    expect(JSON.parse(d.pageData ?? "{}").result?.data?.doc?.title ?? d.pageData).toBe("Second guide page")
    expect(d.probe).not.toBe("")
    expect(d.bundleHasPage).toBe(true)
  })

  it("compiles an edit to the page into the development bundle", () => {
    expect(develop().editSeconds).not.toBeNull()
  })

  it("builds the page-shell renderer without the pages (src/gatsby/webpack/shell-only-renderer.ts)", () => {
    expect(develop().rendererHasPages).toBe(false)
  })

  it("serves the page's Markdown twin and llms.txt from the sources", () => {
    const d = develop()
    const [head, , title] = d.twin?.split("\n") ?? []
    expect(head).toMatch(/^Canonical: \S+\/docs\/guide\/second\/ · Every page of these docs: \S+\/llms\.txt$/)
    expect(title).toBe("# Second guide page")
    expect(d.llms).toContain("/docs/guide/second/index.md")
  })

  it("prints no error", () => {
    expect(develop().output).not.toMatch(/\bERROR\b|error Content checks|Names the reference data does not declare/)
  })
})
