import { analyseDoc } from "./analysis"

const TOOLS: ReadonlySet<string> = new Set(["journal-recover"])

describe("analyseDoc (one parse of an MDX file, for the build)", () => {
  test("reads headings, code blocks, reference tables and names from one source", () => {
    const source = [
      "---",
      "title: Recovery",
      "---",
      "",
      "## Recover the journal",
      "",
      "Set `journal.fsync` first; a refused order reads TRJ-1001.",
      "",
      "```bash",
      "journal-recover --salvage",
      "```",
      "",
      '<ConfigKeys prefix="journal." />',
      "",
    ].join("\n")
    const analysis = analyseDoc(source, TOOLS)
    if (!analysis.ok) throw new Error(analysis.reason)
    expect(analysis.headings.map((h) => [h.depth, h.value])).toEqual([[2, "Recover the journal"]])
    expect(analysis.blocks.map((b) => [b.lang, b.line])).toEqual([["bash", 9]])
    expect(analysis.references).toEqual([{ component: "ConfigKeys", props: { prefix: "journal." }, line: 13 }])
    const names = analysis.mentions.map((m) => `${m.kind} ${m.name}`)
    expect(names).toEqual(
      expect.arrayContaining(["configKey journal.fsync", "rejectCode TRJ-1001", "cliOption --salvage"]),
    )
  })

  test("a syntax error is a line and a reason, not a throw", () => {
    const analysis = analyseDoc('# Title\n\nText\n\n<Admonition type="note">\n\nNever closed.\n', TOOLS)
    expect(analysis.ok).toBe(false)
    if (analysis.ok) return
    expect(analysis.line).toBeGreaterThan(0)
    expect(analysis.reason).not.toBe("")
  })
})
