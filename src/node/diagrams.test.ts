import { mkdirSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import { DiagramError } from "../lib/diagrams/figure"
import { cacheFile, drawFigureSvg, drawingReport, figureKey, type DiagramBlock } from "./diagrams"

// The cache that makes a warm build draw nothing: a block whose figure is in .cache/tachyon-diagrams
// is served from there without loading a drawing library (under Jest, loading one would throw:
// Jest's VM has no dynamic import), and the build's report line counts it as cached.
const block: DiagramBlock = {
  lang: "mermaid",
  code: `flowchart LR\n  a[Jest ${process.pid}] --> b`,
  title: "Cache test",
}

describe("figureKey", () => {
  it("is the same for the same block and data, and changes with the text, the title or the data", () => {
    const key = figureKey(block, null)
    expect(figureKey({ ...block }, null)).toBe(key)
    expect(figureKey({ ...block, code: `${block.code}\n  b --> c` }, null)).not.toBe(key)
    expect(figureKey({ ...block, title: "Another" }, null)).not.toBe(key)
    expect(figureKey(block, "a,b\n1,2")).not.toBe(figureKey(block, "a,b\n1,3"))
  })
})

describe("drawFigureSvg", () => {
  const file = cacheFile(figureKey(block, null))
  afterAll(() => rmSync(file, { force: true }))

  it("serves a cached figure without drawing, and counts it as cached", async () => {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, "<svg>from the cache</svg>")
    await expect(drawFigureSvg(block)).resolves.toBe("<svg>from the cache</svg>")
    await expect(drawFigureSvg(block)).resolves.toBe("<svg>from the cache</svg>")
    expect(drawingReport()).toBe("Diagrams: 0 drawn in 0.00 s, 1 from the cache")
  })

  it("fails a chart whose data file is missing, naming it, before any drawing", async () => {
    const chart: DiagramBlock = {
      lang: "vega-lite",
      code: "data: { url: data/no-such-file.csv }\nmark: bar\n",
      title: "x",
    }
    await expect(drawFigureSvg(chart)).rejects.toThrow(DiagramError)
    await expect(drawFigureSvg(chart)).rejects.toThrow(/data\/no-such-file\.csv does not exist/)
  })

  it("fails a chart that is not a YAML object", async () => {
    await expect(drawFigureSvg({ lang: "vega-lite", code: "- a\n- b\n", title: "x" })).rejects.toThrow(
      /a Vega-Lite specification/,
    )
  })
})
