import remarkCodeBlocks, { codeBlockHtml } from "./remark-code-blocks"
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

describe("remarkCodeBlocks", () => {
  it("highlights java, python and bash and renders other languages as escaped plain code", () => {
    const tree = {
      type: "root",
      children: [
        { type: "code", lang: "java", value: "int x;" },
        { type: "code", lang: "sh", value: "ls" },
        { type: "code", lang: "json", value: '{"a": "<b>"}' },
        { type: "code", lang: null, value: "plain" },
      ],
    }
    remarkCodeBlocks()(tree)
    expect(tree.children[0].value).toContain('<span class="token keyword">int</span>')
    expect(tree.children[1].value).toContain('data-language="bash"')
    expect(tree.children[2]).toEqual({ type: "html", lang: "json", value: codeBlockHtml("json", '{"a": "<b>"}') })
    expect(tree.children[2].value).toContain("{&quot;a&quot;: &quot;&lt;b&gt;&quot;}")
    expect(tree.children[3].value).toContain('data-language="text"')
  })
  it("keeps the code's text exactly, whatever the meta", () => {
    const code = 'class A {\n  /* a\n  b */\n  String s = "<x>";\n}'
    const html = codeBlockHtml("java", code, parseCodeMeta('title="A.java" showLineNumbers {2-3}'))
    expect(textOf(html)).toBe(code)
    expect(html).toContain('data-title="A.java"')
    expect(html).toContain('class="language-java has-line-numbers" data-digits="1"')
    expect(html.match(/is-highlighted/g)).toHaveLength(2)
  })
  it("soft-wraps FIX between whole fields; the fragment mark is the sample check's", () => {
    const html = codeBlockHtml("fix", "35=D|11=A-1|", parseCodeMeta("fragment"))
    expect(html).toContain('data-wrap="soft"')
    expect(html).toContain('<span class="fix-field">35=D|</span><wbr>')
    expect(textOf(html)).toBe("35=D|11=A-1|")
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
    expect(tree.children[0].value).toMatch(/^<div class="code-source" data-language="java" data-fragment="true">/)
    expect(tree.children[1].value).not.toContain("data-fragment")
  })
  it("fails with the file and line of a fence it cannot read", () => {
    const tree = {
      type: "root",
      children: [{ type: "code", lang: "python", meta: "{9}", value: "a = 1", position: { start: { line: 12 } } }],
    }
    expect(() => remarkCodeBlocks()(tree, { path: "content/docs/a.mdx" })).toThrow(
      "content/docs/a.mdx:12: code fence: highlighted line 9 is past the block's last line (1)",
    )
  })
  it("normalises aliases", () => {
    expect(normaliseLanguage("Shell")).toBe("bash")
    expect(normaliseLanguage(undefined)).toBe("")
  })
})
