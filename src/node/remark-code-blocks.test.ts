import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import remarkCodeBlocks, { codeBlockProps, type CodeBlockProps } from "./remark-code-blocks"
import { takeBuildFailures } from "./build-failures"
import type { MdxJsxFlowElement } from "./mdx-jsx"
import { parseCodeMeta } from "../lib/code/meta"
import { normaliseLanguage } from "../lib/markdown/languages"

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")

/** The props a `<CodeBlock>` element carries, as the page's component will get them. */
const propsOf = (node: unknown): Partial<CodeBlockProps> => {
  const element = node as MdxJsxFlowElement
  expect(element).toMatchObject({ type: "mdxJsxFlowElement", name: "CodeBlock", children: [] })
  return Object.fromEntries(element.attributes.map((a) => [a.name, a.value === null ? true : a.value]))
}

/** Props as a JSX element carries them: an absent or false prop is no attribute. */
const asAttributes = (props: CodeBlockProps) =>
  Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined && value !== false))

describe("remarkCodeBlocks", () => {
  it("puts a <CodeBlock> in place of each fence, its props as attributes", () => {
    const tree = {
      type: "root",
      children: [
        { type: "code", lang: "java", meta: 'title="A <b>.java"', value: "int x;" },
        { type: "blockquote", children: [{ type: "code", lang: "sh", value: "ls" }] },
        { type: "code", lang: "fix", value: "35=D|" },
        { type: "code", lang: null, value: "plain" },
      ],
    }
    remarkCodeBlocks()(tree)
    const java = propsOf(tree.children[0])
    expect(java).toEqual(asAttributes(codeBlockProps("java", "int x;", parseCodeMeta('title="A <b>.java"'))))
    expect(java.title).toBe("A <b>.java")
    expect(java.html).toContain('<span class="token keyword">int</span>')
    expect(propsOf(tree.children[1].children![0]).language).toBe("bash")
    expect(propsOf(tree.children[2])).toMatchObject({ language: "fix", softByDefault: true })
    expect(propsOf(tree.children[3])).toMatchObject({ language: "text" })
    expect(propsOf(tree.children[3]).softByDefault).toBeUndefined()
  })
  it("highlights java, python and bash and renders other languages as escaped plain code", () => {
    expect(codeBlockProps("python", "x = 1").html).toContain('<span class="token operator">=</span>')
    expect(codeBlockProps("json", '{"a": "<b>"}').html).toContain("{&quot;a&quot;: &quot;&lt;b&gt;&quot;}")
  })
  it("keeps the code's text exactly, whatever the meta; the <pre> takes keyboard focus", () => {
    const code = 'class A {\n  /* a\n  b */\n  String s = "<x>";\n}'
    const { html } = codeBlockProps("java", code, parseCodeMeta('title="A.java" showLineNumbers {2-3}'))
    expect(textOf(html)).toBe(code)
    expect(html).toMatch(/^<pre tabindex="0" class="language-java has-line-numbers" data-digits="1">/)
    expect(html.match(/is-highlighted/g)).toHaveLength(2)
  })
  it("soft-wraps FIX between whole fields; the fragment mark is the sample check's", () => {
    const block = codeBlockProps("fix", "35=D|11=A-1|", parseCodeMeta("fragment"))
    expect(block.softByDefault).toBe(true)
    expect(block.html).toContain('<span class="fix-field">35=D|</span><wbr>')
    expect(textOf(block.html)).toBe("35=D|11=A-1|")
  })
  it("marks a block fenced `fragment`, for the label readers see", () => {
    const tree = {
      type: "root",
      children: [
        { type: "code", lang: "java", meta: "fragment", value: "client.orders();" },
        { type: "code", lang: "java", meta: 'title="A.java"', value: "class A {}" },
      ],
    }
    remarkCodeBlocks()(tree)
    expect(propsOf(tree.children[0]).fragment).toBe(true)
    expect(propsOf(tree.children[1]).fragment).toBeUndefined()
  })
  it("normalises aliases", () => {
    expect(normaliseLanguage("Shell")).toBe("bash")
    expect(normaliseLanguage(undefined)).toBe("")
  })
})

describe("a fence remarkCodeBlocks cannot read", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "remark-code-blocks-"))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it("is reported at its line in the file, frontmatter counted, and fails the build at its end", () => {
    const file = path.join(dir, "a.mdx")
    writeFileSync(file, '---\ntitle: "A"\n---\n\nText.\n\n```python {9}\na = 1\n```\n')
    // gatsby-plugin-mdx gives the plugin the body only: the fence is its line 4, the file's line 7.
    const tree = {
      type: "root",
      children: [{ type: "code", lang: "python", meta: "{9}", value: "a = 1", position: { start: { line: 4 } } }],
    }
    takeBuildFailures()
    const printed = jest.spyOn(console, "error").mockImplementation(() => undefined)
    remarkCodeBlocks()(tree, { path: file })
    printed.mockRestore()
    const [failure, ...others] = takeBuildFailures()
    expect(others).toEqual([])
    expect(failure).toMatch(/a\.mdx:7 \(python\) code fence: highlighted line 9 is past the block's last line \(1\)$/)
    // The page still shows the block, without the meta it could not read.
    expect(propsOf(tree.children[0])).toEqual(asAttributes(codeBlockProps("python", "a = 1")))
  })
})
