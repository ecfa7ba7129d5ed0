import { countByKind, formatSampleProblems, inFile, misusedFragment, samplesIn } from "./samples"

const blocks = [
  { lang: "fix", meta: "fragment", value: "35=D|", line: 10 },
  { lang: "sh", meta: "", value: "echo hi", line: 20 },
  { lang: "py", meta: "fragment", value: "x = 1", line: 30 },
  { lang: "hocon", meta: "", value: "a = 1", line: 40 },
  { lang: "Java", meta: "title=x fragment", value: "a();", line: 50 },
]

describe("samples", () => {
  test("the checked blocks, by normalised language, with the fragment mark", () => {
    expect(samplesIn("a.mdx", blocks)).toEqual([
      { file: "a.mdx", line: 10, kind: "fix", fragment: true, code: "35=D|" },
      { file: "a.mdx", line: 20, kind: "bash", fragment: false, code: "echo hi" },
      { file: "a.mdx", line: 30, kind: "python", fragment: true, code: "x = 1" },
      { file: "a.mdx", line: 50, kind: "java", fragment: true, code: "a();" },
    ])
  })

  test("fragment applies to FIX and Java only", () => {
    const [fix, , python] = samplesIn("a.mdx", blocks)
    expect(misusedFragment(fix)).toBeNull()
    expect(misusedFragment(python)?.message).toMatch(/applies to fix and java blocks only/)
  })

  test("problems are placed on lines of the file, never past the block", () => {
    const [, bash] = samplesIn("a.mdx", blocks)
    expect(
      inFile(bash, [
        { line: 1, message: "first" },
        { line: 2, message: "unexpected end of file" },
      ]).map((p) => p.line),
    ).toEqual([21, 21])
  })

  test("a report line per problem, sorted by file and line", () => {
    expect(
      formatSampleProblems([
        { file: "b.mdx", line: 3, kind: "bash", message: "x" },
        { file: "a.mdx", line: 9, kind: "fix", message: "y" },
        { file: "a.mdx", line: 2, kind: "python", message: "z" },
      ]),
    ).toBe("  a.mdx:2 (python) z\n  a.mdx:9 (fix) y\n  b.mdx:3 (bash) x")
  })

  test("counts by kind", () => {
    expect(countByKind(samplesIn("a.mdx", blocks))).toEqual({ fix: 1, java: 1, python: 1, bash: 1 })
  })
})
