import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { DiagramError } from "../lib/diagrams/figure"
import { cacheFile, drawAhead, drawFigureSvg, drawingReport, figureKey, type DiagramBlock } from "./diagrams"

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

describe("drawAhead (the diagrams' process, before the compilations)", () => {
  const file = cacheFile(figureKey(block, null))
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "tachyon-ahead-"))
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, "<svg>drawn before</svg>")
  })
  afterAll(() => {
    rmSync(file, { force: true })
    rmSync(dir, { recursive: true, force: true })
  })

  it("finds each page's diagrams as the remark plugin would, and leaves a block that does not draw to it", async () => {
    const page = path.join(dir, "page.mdx")
    writeFileSync(
      page,
      `---\ntitle: T\n---\n\n\`\`\`Mermaid title="${block.title}"\n${block.code}\n\`\`\`\n\n\`\`\`mermaid\nflowchart LR\n  x --> y\n\`\`\`\n`,
    )
    writeFileSync(path.join(dir, "plain.mdx"), "---\ntitle: P\n---\n\nNo pictures.\n")
    // The first block is in the cache (nothing to draw); the second has no title, which the plugin reports.
    await expect(drawAhead([page, path.join(dir, "plain.mdx")])).resolves.toEqual({ drawn: [], ms: 0 })
  })

  it("counts what was drawn ahead as drawn, not as taken from the cache", () => {
    const key = figureKey(block, null)
    expect(drawingReport({ drawn: [key], ms: 1200 })).toBe(
      "Diagrams: 1 drawn in 1.20 s (1 ahead of the compilations), 0 from the cache",
    )
  })
})
