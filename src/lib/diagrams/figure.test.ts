import {
  DiagramError,
  MIN_SCALE,
  NARROWEST_COLUMN_PX,
  drawingMinWidth,
  enlargedCopy,
  fenceTitle,
  mermaidErrorLine,
  missingFields,
  needsEnlarging,
  overflowingMessages,
  parseChartData,
  shortParserMessage,
  smallestFontSize,
  smallestScale,
  themeChartSvg,
  themeMermaidSvg,
} from "./figure"

const MERMAID_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 292.9135 200" width="292.9135" height="200" style="--bg:var(--bg)">
<style>
  @import url('https://fonts.googleapis.com/css2?family=Inter');
  svg { --_text: var(--fg); }
</style>
<defs><marker id="arrowhead"><polygon fill="var(--_arrow)" /></marker></defs>
<g class="node" data-id="A"><rect x="10.123456" fill="var(--_node-fill)"/><text fill="var(--_text)">A &amp; B</text></g>
<path marker-end="url(#arrowhead)" />
</svg>`

describe("fenceTitle", () => {
  it("reads title=\"…\" or title='…' from the fence's meta", () => {
    expect(fenceTitle('title="Order states"')).toBe("Order states")
    expect(fenceTitle("x title='FIX logon' y")).toBe("FIX logon")
  })
  it("refuses a block with no title (a picture needs an accessible name)", () => {
    expect(() => fenceTitle(null)).toThrow(DiagramError)
    expect(() => fenceTitle('title=""')).toThrow(/no title/)
  })
})

describe("Mermaid parser messages", () => {
  const message =
    "Parse error on line 2:\n...iagram  A->>B hello\n----------------------^\nExpecting 'TXT', got 'NEWLINE'"
  it("give the line inside the block", () => {
    expect(mermaidErrorLine(message)).toBe(2)
    expect(mermaidErrorLine("No diagram type detected")).toBeUndefined()
  })
  it("are shortened to one line without the excerpt and caret", () => {
    expect(shortParserMessage(message)).toBe("Parse error on line 2: Expecting 'TXT', got 'NEWLINE'")
  })
})

describe("themeMermaidSvg", () => {
  const out = themeMermaidSvg(MERMAID_SVG, "fig-1", "A <b> title")
  it("drops the library's page-wide <style> and its web font from another host", () => {
    expect(out).not.toMatch(/<style|@import|googleapis/)
  })
  it("makes ids unique on the page, references included", () => {
    expect(out).toContain('id="fig-1-arrowhead"')
    expect(out).toContain("url(#fig-1-arrowhead)")
    expect(out).not.toMatch(/"arrowhead"|#arrowhead\)/)
  })
  it("names the image by its title and keeps the text as SVG text", () => {
    expect(out).toMatch(
      /^<svg[^>]* role="img" aria-labelledby="fig-1-title"><title id="fig-1-title">A &lt;b&gt; title<\/title>/,
    )
    expect(out).toContain('<text fill="var(--_text)">A &amp; B</text>')
  })
  it("keeps colours as CSS variables, drops data attributes and extra decimals", () => {
    expect(out).toContain('fill="var(--_node-fill)"')
    expect(out).not.toContain("data-id")
    expect(out).toContain('x="10.12"')
    expect(out).toMatch(/width="293" height="200"/)
  })
})

describe("overflowingMessages", () => {
  const message = (x2: number, label: string) =>
    `<g class="message" data-from="C" data-to="G" data-label="x" data-self="false">\n  <line x1="70" y1="90" x2="${x2}" y2="90" />\n  <text x="140">${label}</text>\n</g>`
  it("passes a label that fits between the lifelines", () => {
    expect(overflowingMessages(message(270, "Logon 35=A"))).toEqual([])
  })
  it("names a label wider than the space between its participants", () => {
    expect(overflowingMessages(message(210, "SequenceReset-GapFill (35=4, 123=Y, 36=5)"))[0]).toMatch(
      /the message "SequenceReset-GapFill \(35=4, 123=Y, 36=5\)" is wider than the space/,
    )
  })
})

describe("themeChartSvg", () => {
  it("names the chart and drops Vega's inner roles", () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" class="marks" width="738" height="324" viewBox="0 0 738 324"><g role="graphics-object" aria-roledescription="group mark container"><text fill="var(--fg-muted)">p99</text></g></svg>`
    const out = themeChartSvg(svg, "fig-2", "Latency")
    expect(out).toMatch(/role="img" aria-labelledby="fig-2-title"><title id="fig-2-title">Latency<\/title>/)
    expect(out).not.toMatch(/graphics-object|aria-roledescription|class="marks"/)
  })
})

describe("parseChartData", () => {
  it("reads CSV with numbers as numbers", () => {
    expect(parseChartData("p,micros\np50,4.1\np99,7.9\n", "a.csv")).toEqual([
      { p: "p50", micros: 4.1 },
      { p: "p99", micros: 7.9 },
    ])
  })
  it("names the line of a CSV row with the wrong number of cells", () => {
    expect(() => parseChartData("p,micros\np50,4.1,9\n", "data/a.csv")).toThrow(
      "data/a.csv:2 has 3 cells, the header has 2",
    )
  })
  it("refuses JSON that is not an array of objects, and other formats", () => {
    expect(() => parseChartData("{", "a.json")).toThrow(/a\.json is not valid JSON/)
    expect(() => parseChartData('{"a":1}', "a.json")).toThrow(/array of objects/)
    expect(() => parseChartData("x", "a.txt")).toThrow(/\.csv or \.json/)
  })
})

describe("missingFields", () => {
  it("names the fields the encoding uses that the data lacks", () => {
    const spec = { encoding: { x: { field: "percentile" }, y: { field: "micro" } } }
    expect(missingFields(spec, [{ percentile: "p50", micros: 1 }])).toEqual(["micro"])
  })
})

describe("the smallest a picture is drawn", () => {
  it("keeps its smallest text at 11 px at least", () => {
    expect(smallestFontSize('<text font-size="13">a</text><text font-size="11px">b</text>')).toBe(11)
    expect(smallestFontSize('<text style="font-size: 8.5px">a</text>')).toBe(8.5)
    expect(smallestFontSize("<text>a</text>")).toBeNull()
    expect(smallestScale('<text font-size="11">a</text>')).toBe(1)
    expect(smallestScale('<text font-size="22">a</text>')).toBe(MIN_SCALE)
    expect(smallestScale('<text font-size="5.5">a</text>')).toBe(2)
    expect(smallestScale("<text>a</text>")).toBe(MIN_SCALE)
  })
})

describe("the full-screen view of a drawing", () => {
  const drawn = themeMermaidSvg(MERMAID_SVG, "fig-1", "Order states")

  it("reads the width a drawing needs from its root, and offers the view when a phone's column is narrower", () => {
    // No font size in the sample: the drawing may shrink to MIN_SCALE.
    expect(drawingMinWidth(drawn)).toBe(Math.ceil(293 * MIN_SCALE))
    expect(needsEnlarging(drawn)).toBe(false)
    const wide = drawn.replace(/min-width:\d+px/, `min-width:${NARROWEST_COLUMN_PX + 1}px`)
    expect(needsEnlarging(wide)).toBe(true)
    expect(drawingMinWidth("<svg viewBox='0 0 1 1'></svg>")).toBeNull()
  })

  it("copies the drawing with ids of its own and no fixed size", () => {
    const copy = enlargedCopy(drawn, "-zoom")
    expect(copy).toContain('id="fig-1-arrowhead-zoom"')
    expect(copy).toContain("url(#fig-1-arrowhead-zoom)")
    expect(copy).toContain('aria-labelledby="fig-1-title-zoom"')
    expect(copy).toContain('<title id="fig-1-title-zoom">Order states</title>')
    const root = /<svg\b[^>]*>/.exec(copy)![0]
    expect(root).not.toMatch(/\s(?:width|height|style)=/)
    expect(root).toContain('viewBox="0 0 292.91 200"')
    // The ids of the copy are not those of the drawing on the page.
    const ids = (svg: string) => [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])
    expect(ids(copy).filter((id) => ids(drawn).includes(id))).toEqual([])
  })
})
