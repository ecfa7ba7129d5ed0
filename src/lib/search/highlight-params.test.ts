import {
  MAX_HIGHLIGHT_TERMS,
  parseHighlightParams,
  withHighlightParams,
  withoutHighlightParams,
} from "./highlight-params"

describe("withHighlightParams", () => {
  it("adds one _highlight parameter per term before the anchor", () => {
    expect(withHighlightParams("/docs/algos/iceberg/#parameters", ["iceberg", "display"])).toBe(
      "/docs/algos/iceberg/?_highlight=iceberg&_highlight=display#parameters",
    )
  })

  it("keeps other parameters, replaces old highlights, encodes terms", () => {
    expect(withHighlightParams("/docs/x/?a=1&_highlight=old", ["35=d", "a b", "35=d", ""])).toBe(
      "/docs/x/?a=1&_highlight=35%3Dd&_highlight=a+b",
    )
    expect(withHighlightParams("/docs/x/", [])).toBe("/docs/x/")
  })
})

describe("parseHighlightParams", () => {
  it("reads the terms back from a search string or a URL", () => {
    const url = withHighlightParams("/docs/x/#y", ["35=d", "journal-recover", "<b>"])
    expect(parseHighlightParams(url)).toEqual(["35=d", "journal-recover", "<b>"])
    expect(parseHighlightParams("?_highlight=twap&q=x&_highlight=iceberg")).toEqual(["twap", "iceberg"])
    expect(parseHighlightParams("")).toEqual([])
  })

  it("bounds what a crafted URL can ask for", () => {
    const many = `?${Array.from({ length: 100 }, (_, n) => `_highlight=t${n}`).join("&")}`
    expect(parseHighlightParams(many)).toHaveLength(MAX_HIGHLIGHT_TERMS)
    expect(parseHighlightParams(`?_highlight=${"x".repeat(1000)}`)[0]).toHaveLength(64)
    expect(parseHighlightParams("?_highlight=%E0%A4%A")).toHaveLength(1)
  })
})

describe("withoutHighlightParams", () => {
  it("removes the parameters and keeps the rest", () => {
    expect(withoutHighlightParams("/docs/x/?_highlight=a&_highlight=b#y")).toBe("/docs/x/#y")
    expect(withoutHighlightParams("/docs/x/?q=1&_highlight=a")).toBe("/docs/x/?q=1")
    expect(withoutHighlightParams("https://site.example/docs/x/?_highlight=a")).toBe("https://site.example/docs/x/")
    expect(withoutHighlightParams("/docs/x/")).toBe("/docs/x/")
  })
})
