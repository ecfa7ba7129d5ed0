import { parseMdx } from "../markdown/mdx"
import { buildToc, headingsOf, tocIds } from "./headings"

const extractHeadings = (markdown: string) => headingsOf(parseMdx(markdown))

describe("headingsOf", () => {
  const body = [
    "Intro",
    "## Install the `tachyon-server` package",
    "### On RHEL",
    "```bash",
    "# not a heading",
    "```",
    "~~~text",
    "## not a heading either",
    "~~~",
    "### On Ubuntu",
    "#### Deep detail",
    "##### Not anchored: On RHEL",
    "# Not anchored either",
    "## FAQ ##",
    "## FAQ",
    "## FAQ",
    "## [Linked](./x.mdx) and **bold** &amp; more",
    "##NoSpace is not a heading",
    "## The `fix_session_id` key",
    "## max_order_rate and _emphasis_",
  ].join("\n")
  const headings = extractHeadings(body)
  it("finds headings outside code with the site's text and GitHub slugs", () => {
    expect(headings).toEqual([
      { depth: 2, value: "Install the tachyon-server package", id: "install-the-tachyon-server-package" },
      { depth: 3, value: "On RHEL", id: "on-rhel" },
      { depth: 3, value: "On Ubuntu", id: "on-ubuntu" },
      { depth: 4, value: "Deep detail", id: "deep-detail" },
      { depth: 2, value: "FAQ", id: "faq" },
      { depth: 2, value: "FAQ", id: "faq-1" },
      { depth: 2, value: "FAQ", id: "faq-2" },
      { depth: 2, value: "Linked and bold & more", id: "linked-and-bold--more" },
      { depth: 2, value: "The fix_session_id key", id: "the-fix_session_id-key" },
      { depth: 2, value: "max_order_rate and emphasis", id: "max_order_rate-and-emphasis" },
    ])
  })
  it("slugs only the levels the site anchors, so h1, h5 and h6 do not move the counters", () => {
    expect(extractHeadings("##### Setup\n\n## Setup\n\n# Setup\n\n### Setup").map((h) => h.id)).toEqual([
      "setup",
      "setup-1",
    ])
  })
  it("reads headings inside JSX blocks, as the page renders them", () => {
    const tabs = '<Tabs>\n<TabItem value="a">\n\n## Inside a tab\n\n</TabItem>\n</Tabs>\n\n## Inside a tab'
    expect(extractHeadings(tabs).map((h) => h.id)).toEqual(["inside-a-tab", "inside-a-tab-1"])
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
