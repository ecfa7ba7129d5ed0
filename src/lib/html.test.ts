import { escapeHtml, unescapeHtml } from "./html"

describe("escapeHtml", () => {
  it("escapes the five special characters", () => {
    expect(escapeHtml(`<>&"'`)).toBe("&lt;&gt;&amp;&quot;&#39;")
  })
})

describe("unescapeHtml", () => {
  it("reads back what escapeHtml wrote", () => {
    const text = `a<b> & "c" 'd' &amp;`
    expect(unescapeHtml(escapeHtml(text))).toBe(text)
  })
})
