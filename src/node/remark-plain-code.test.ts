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
  it("normalises aliases", () => {
    expect(normaliseLanguage("Shell")).toBe("bash")
    expect(normaliseLanguage(undefined)).toBe("")
  })
})
