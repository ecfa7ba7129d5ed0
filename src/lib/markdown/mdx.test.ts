import { blankFrontmatter, codeBlocks, inlineSequences, jsxElements, MdxSyntaxError, parseMdx } from "./mdx"

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

  test("reads each paragraph's inline content in order, links with their target", () => {
    const tree = parseMdx("Run [oms-debugger](./oms-debugger.mdx) `--verify` now.\n\n## A `code` heading")
    expect(inlineSequences(tree)).toEqual([
      [
        { kind: "text", value: "Run ", line: 1 },
        { kind: "link", value: "./oms-debugger.mdx", line: 1 },
        { kind: "text", value: "oms-debugger", line: 1 },
        { kind: "text", value: " ", line: 1 },
        { kind: "code", value: "--verify", line: 1 },
        { kind: "text", value: " now.", line: 1 },
      ],
      [
        { kind: "text", value: "A ", line: 3 },
        { kind: "code", value: "code", line: 3 },
        { kind: "text", value: " heading", line: 3 },
      ],
    ])
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
