import remarkPlainCode, { plainCodeHtml } from "./remark-plain-code"
import { normaliseLanguage } from "../lib/markdown/languages"

describe("remarkPlainCode", () => {
  it("leaves java, python and bash for Prism and renders other languages as escaped plain code", () => {
    const tree = {
      type: "root",
      children: [
        { type: "code", lang: "java", value: "int x;" },
        { type: "code", lang: "sh", value: "ls" },
        { type: "code", lang: "json", value: '{"a": "<b>"}' },
        { type: "code", lang: null, value: "plain" },
      ],
    }
    remarkPlainCode()(tree)
    expect(tree.children[0]).toMatchObject({ type: "code", lang: "java" })
    expect(tree.children[1]).toMatchObject({ type: "code", lang: "bash" })
    expect(tree.children[2]).toEqual({ type: "html", lang: "json", value: plainCodeHtml("json", '{"a": "<b>"}') })
    expect(tree.children[2].value).toContain("{&quot;a&quot;: &quot;&lt;b&gt;&quot;}")
    expect(tree.children[3].value).toContain('data-language="text"')
  })
  it("drops the fragment mark of the sample check, which Prism would read as part of the language", () => {
    const tree = {
      type: "root",
      children: [
        { type: "code", lang: "java", meta: "fragment", value: "a();" },
        { type: "code", lang: "java", meta: "fragment {2}", value: "a();" },
        { type: "code", lang: "fix", meta: "fragment", value: "35=D|" },
      ],
    }
    remarkPlainCode()(tree)
    expect(tree.children[0]).toMatchObject({ lang: "java", meta: null })
    expect(tree.children[1]).toMatchObject({ lang: "java", meta: "{2}" })
    expect(tree.children[2].value).toContain('data-language="fix"')
  })
  it("normalises aliases", () => {
    expect(normaliseLanguage("Shell")).toBe("bash")
    expect(normaliseLanguage(undefined)).toBe("")
  })
})
