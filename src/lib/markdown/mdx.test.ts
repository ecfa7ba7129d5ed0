import { blankFrontmatter, codeBlocks, inlineCodes, jsxElements, MdxSyntaxError, parseMdx, textRuns } from "./mdx"

const page = [
  "---",
  "title: A page",
  "keywords: [a, b]",
  "---",
  "",
  "Intro with `journal.fsync` and a `TRJ-1001`.",
  "",
  "```fix fragment",
  "35=D|11=A-1|",
  "```",
  "",
  "<Tabs>",
  '<TabItem value="java" label="Java">',
  "",
  "```java",
  "class A {}",
  "```",
  "",
  "</TabItem>",
  "</Tabs>",
  "",
  "````markdown",
  "```bash",
  "# not a heading, not a block of its own",
  "```",
  "````",
  "",
  '<ConfigKeys block="journal" />',
].join("\n")

describe("parseMdx", () => {
  test("blanks the frontmatter and keeps its lines", () => {
    expect(blankFrontmatter("---\na: 1\n---\nbody")).toBe("\n\n\nbody")
    expect(blankFrontmatter("no frontmatter")).toBe("no frontmatter")
  })

  test("finds fenced code blocks with language, meta and the line of their fence", () => {
    expect(codeBlocks(parseMdx(page))).toEqual([
      { lang: "fix", meta: "fragment", value: "35=D|11=A-1|", line: 8 },
      { lang: "java", meta: "", value: "class A {}", line: 15 },
      { lang: "markdown", meta: "", value: "```bash\n# not a heading, not a block of its own\n```", line: 22 },
    ])
  })

  test("finds inline code and prose text with their lines", () => {
    const tree = parseMdx(page)
    expect(inlineCodes(tree)).toEqual([
      { value: "journal.fsync", line: 6 },
      { value: "TRJ-1001", line: 6 },
    ])
    expect(textRuns(tree).map((t) => t.value)).toContain("Intro with ")
  })

  test("finds JSX elements and their string attributes", () => {
    expect(jsxElements(parseMdx(page))).toEqual([
      { name: "Tabs", attributes: {}, line: 12 },
      { name: "TabItem", attributes: { value: "java", label: "Java" }, line: 13 },
      { name: "ConfigKeys", attributes: { block: "journal" }, line: 28 },
    ])
  })

  test("an MDX syntax error names its line", () => {
    let error: unknown
    try {
      parseMdx('---\ntitle: x\n---\n\nText\n\n<Admonition type="note">\n\nunclosed {\n')
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(MdxSyntaxError)
    expect((error as MdxSyntaxError).line).toBeGreaterThanOrEqual(7)
  })
})
