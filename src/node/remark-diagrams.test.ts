import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import remarkDiagrams from "./remark-diagrams"
import { takeBuildFailures } from "./build-failures"
import type { MdxJsxFlowElement } from "./mdx-jsx"

const attributesOf = (node: unknown) =>
  Object.fromEntries((node as MdxJsxFlowElement).attributes.map((a) => [a.name, a.value]))

describe("remarkDiagrams, on a block that does not draw", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "remark-diagrams-"))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it("puts a <Figure> with the error in its place, reported at the file's line, and fails the build at its end", async () => {
    const file = path.join(dir, "a.mdx")
    const chart = "mark: bar\ndata: [unclosed\n"
    writeFileSync(file, `---\ntitle: "A"\n---\n\n\`\`\`vega-lite title="Latency"\n${chart}\`\`\`\n`)
    // The body starts after the frontmatter: the fence is its line 2, the file's line 5; YAML finds
    // the sequence unclosed at the chart's line 3, the file's line 8.
    const fence = {
      type: "code",
      lang: "vega-lite",
      meta: 'title="Latency"',
      value: chart,
      position: { start: { line: 2 } },
    }
    const tree = { type: "root", children: [fence] }
    takeBuildFailures()
    const printed = jest.spyOn(console, "error").mockImplementation(() => undefined)
    await remarkDiagrams()(tree, { path: file })
    printed.mockRestore()
    const [failure, ...others] = takeBuildFailures()
    expect(others).toEqual([])
    expect(failure).toMatch(/a\.mdx:8 \(vega-lite\) the chart is not valid YAML\/JSON: /)
    expect(tree.children[0]).toMatchObject({ type: "mdxJsxFlowElement", name: "Figure", children: [] })
    expect(attributesOf(tree.children[0])).toEqual({ kind: "chart", title: "Latency", error: failure })
  })
})
