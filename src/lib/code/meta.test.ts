import { checkHighlight, CodeMetaError, parseCodeMeta } from "./meta"

describe("parseCodeMeta", () => {
  it("reads nothing from an empty meta", () => {
    expect(parseCodeMeta(null)).toEqual({
      title: null,
      lineNumbersFrom: null,
      highlight: [],
      fragment: false,
      schema: null,
      partial: false,
    })
  })
  it("reads Docusaurus's title, line numbers and ranges in any order", () => {
    expect(parseCodeMeta('{1,4-6} title="fix client.py" showLineNumbers')).toEqual({
      title: "fix client.py",
      lineNumbersFrom: 1,
      highlight: [1, 4, 5, 6],
      fragment: false,
      schema: null,
      partial: false,
    })
    expect(parseCodeMeta("showLineNumbers=20 title='A.java' fragment")).toEqual({
      title: "A.java",
      lineNumbersFrom: 20,
      highlight: [],
      fragment: true,
      schema: null,
      partial: false,
    })
  })
  it("reads the schema of a JSON example and whether it is shortened", () => {
    expect(parseCodeMeta('schema="Order" partial')).toMatchObject({ schema: "Order", partial: true })
    expect(parseCodeMeta('title="Bars" schema="Bar[]"')).toMatchObject({
      title: "Bars",
      schema: "Bar[]",
      partial: false,
    })
    expect(() => parseCodeMeta('schema="Order list"')).toThrow(/write a schema's name/)
  })
  it("rejects unknown words and bad ranges", () => {
    expect(() => parseCodeMeta("linenums")).toThrow(CodeMetaError)
    expect(() => parseCodeMeta("linenums")).toThrow(/unknown fence word "linenums"/)
    expect(() => parseCodeMeta("{3-1}")).toThrow(/empty/)
    expect(() => parseCodeMeta("{a}")).toThrow(/not a line/)
    expect(() => parseCodeMeta('title=""')).toThrow(/empty title/)
  })
  it("checks highlighted lines against the block", () => {
    expect(() => checkHighlight(parseCodeMeta("{2}"), 2)).not.toThrow()
    expect(() => checkHighlight(parseCodeMeta("{2-3}"), 2)).toThrow(/line 3 is past the block's last line \(2\)/)
  })
})
