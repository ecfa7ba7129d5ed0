import { buildToc, extractHeadings, headingText, stripFencedCode, tocIds } from "./headings"

describe("extractHeadings", () => {
  const body = [
    "Intro",
    "## Install the `tachyon-server` package",
    "### On RHEL",
    "```bash",
    "# not a heading",
    "```",
    "### On Ubuntu",
    "#### Deep detail",
    "## FAQ ##",
    "## FAQ",
    "## [Linked](./x.mdx) and **bold** & more",
    "##NoSpace is not a heading",
  ].join("\n")
  const headings = extractHeadings(body)
  it("finds ATX headings outside code with GitHub slugs", () => {
    expect(headings).toEqual([
      { depth: 2, value: "Install the tachyon-server package", id: "install-the-tachyon-server-package" },
      { depth: 3, value: "On RHEL", id: "on-rhel" },
      { depth: 3, value: "On Ubuntu", id: "on-ubuntu" },
      { depth: 4, value: "Deep detail", id: "deep-detail" },
      { depth: 2, value: "FAQ", id: "faq" },
      { depth: 2, value: "FAQ", id: "faq-1" },
      { depth: 2, value: "Linked and bold & more", id: "linked-and-bold--more" },
    ])
  })
  it("reads inline markdown as text", () => {
    expect(headingText("The `journal.path` key")).toBe("The journal.path key")
    expect(headingText("Using *emphasis* and snake_case_names")).toBe("Using emphasis and snake_case_names")
    expect(headingText("Less &lt; more")).toBe("Less < more")
  })
  it("blanks code fences but keeps their lines", () => {
    const code = "a\n```\nx\ny\n```\nb"
    expect(stripFencedCode(code).split("\n")).toHaveLength(6)
    expect(stripFencedCode(code)).not.toContain("x")
  })
})

describe("buildToc", () => {
  it("keeps levels 2-3, nested", () => {
    const toc = buildToc([
      { depth: 1, value: "Title", id: "title" },
      { depth: 2, value: "A", id: "a" },
      { depth: 3, value: "A1", id: "a1" },
      { depth: 4, value: "A1x", id: "a1x" },
      { depth: 3, value: "A2", id: "a2" },
      { depth: 2, value: "B", id: "b" },
    ])
    expect(toc).toEqual([
      {
        value: "A",
        id: "a",
        depth: 2,
        children: [
          { value: "A1", id: "a1", depth: 3, children: [] },
          { value: "A2", id: "a2", depth: 3, children: [] },
        ],
      },
      { value: "B", id: "b", depth: 2, children: [] },
    ])
    expect(tocIds(toc)).toEqual(["a", "a1", "a2", "b"])
  })
  it("keeps an h3 that comes before any h2", () => {
    expect(buildToc([{ depth: 3, value: "Early", id: "early" }]).map((e) => e.id)).toEqual(["early"])
  })
})
