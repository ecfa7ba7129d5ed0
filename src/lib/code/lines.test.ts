import { codeLinesHtml, fixFieldsHtml, splitHtmlLines } from "./lines"

const textOf = (html: string) => html.replace(/<[^>]+>/g, "")

describe("splitHtmlLines", () => {
  it("splits plain text at newlines", () => {
    expect(splitHtmlLines("a\n\nb")).toEqual(["a", "", "b"])
  })
  it("closes and reopens a token that spans lines", () => {
    expect(splitHtmlLines('x <span class="token comment">/* a\nb */</span> y')).toEqual([
      'x <span class="token comment">/* a</span>',
      '<span class="token comment">b */</span> y',
    ])
  })
  it("keeps nested tokens balanced", () => {
    const html = '<span class="a"><span class="b">1\n2</span>3\n</span>4'
    const lines = splitHtmlLines(html)
    expect(lines).toEqual([
      '<span class="a"><span class="b">1</span></span>',
      '<span class="a"><span class="b">2</span>3</span>',
      '<span class="a"></span>4',
    ])
    expect(lines.map(textOf).join("\n")).toBe(textOf(html))
  })
  it("refuses unbalanced markup", () => {
    expect(() => splitHtmlLines("<span>a")).toThrow(/unclosed/)
  })
})

describe("fixFieldsHtml", () => {
  it("keeps each field whole, with a break opportunity after its |", () => {
    expect(fixFieldsHtml("8=FIX.4.4|35=D|58=a b|")).toBe(
      '<span class="fix-field">8=FIX.4.4|</span><wbr><span class="fix-field">35=D|</span><wbr><span class="fix-field">58=a b|</span><wbr>',
    )
  })
  it("leaves text that is not a field alone", () => {
    expect(fixFieldsHtml("35=D|... then")).toBe('<span class="fix-field">35=D|</span><wbr>... then')
    // A long list value may break after its semicolons, not inside a time; an entity's ; is no break.
    expect(fixFieldsHtml("7002=StartTime=09:30:00;EndTime=10:30:00|58=a&amp;b;c|")).toBe(
      '<span class="fix-field">7002=StartTime=09:30:00;<wbr>EndTime=10:30:00|</span><wbr>' +
        '<span class="fix-field">58=a&amp;b;<wbr>c|</span><wbr>',
    )
  })
})

describe("codeLinesHtml", () => {
  it("keeps the code's text exactly, numbers out of it", () => {
    const html = codeLinesHtml(["a", "", "b"], { highlight: [2], lineNumbersFrom: 9 })
    expect(textOf(html)).toBe("a\n\nb")
    expect(html).toContain('<span class="code-line is-highlighted"><span class="code-line-number" data-line="10"')
    expect(html.match(/data-line=/g)).toHaveLength(3)
  })
  it("writes no numbers unless asked", () => {
    expect(codeLinesHtml(["a"], { highlight: [], lineNumbersFrom: null })).toBe('<span class="code-line">a</span>')
  })
})
