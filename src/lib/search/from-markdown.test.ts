import { markdownToText, pageTextFromMarkdown } from "./from-markdown"

describe("pageTextFromMarkdown", () => {
  const body = [
    "Intro with a [link](../x.mdx) and `journal.path`.",
    "",
    "## Install it",
    "",
    "```bash",
    "# not a heading",
    "journal-recover --dry-run",
    "```",
    "",
    "### On **RHEL**",
    "",
    '<Admonition type="warning">',
    "",
    "Careful.",
    "",
    "</Admonition>",
    "",
    "#### Deep",
    "",
    "Still RHEL.",
  ].join("\n")
  const page = pageTextFromMarkdown(body)
  it("cuts sections at h2 and h3 with the rendered anchors, keeping code", () => {
    expect(page.intro).toBe("Intro with a link and journal.path.")
    expect(page.sections.map((s) => [s.anchor, s.heading, s.depth])).toEqual([
      ["install-it", "Install it", 2],
      ["on-rhel", "On RHEL", 3],
    ])
    expect(page.sections[0].text).toContain("journal-recover --dry-run")
    expect(page.sections[1].text).toBe("Careful. Deep Still RHEL.")
  })
  it("keeps the text of a body that does not parse, as one intro", () => {
    expect(pageTextFromMarkdown("## Half-typed <Admonition\n\nText")).toEqual({
      intro: "Half-typed <Admonition Text",
      sections: [],
    })
  })
  it("strips markdown and JSX to text", () => {
    expect(markdownToText("| a | `b` |\n|---|---|\n- **bold** item")).toBe("a b bold item")
  })
})
