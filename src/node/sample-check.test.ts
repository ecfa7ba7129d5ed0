import { checkDocSamples, emptySampleCache } from "./sample-check"
import type { FixDictionary } from "../lib/samples/fix"

jest.setTimeout(30000)

const dictionary: FixDictionary = new Map(
  [8, 9, 10, 34, 35, 49, 52, 56, 98, 108].map((tag) => [tag, { tag, name: `Tag${tag}` }]),
)
const LOGON = "8=FIX.4.4|9=69|35=A|34=1|49=CLIENT1|52=20251015-13:29:55.120|56=TACHYON|98=0|108=30|10=007|"
const page = (body: string) => `---\ntitle: T\n---\n\n${body}\n`

describe("checkDocSamples", () => {
  const files = [
    { file: "content/docs/a.mdx", source: page(`\`\`\`fix\n${LOGON.replace("10=007", "10=070")}\n\`\`\``) },
    { file: "content/docs/b.mdx", source: page("```python\nprint('ok')\n```\n\n```bash\necho ok\n```") },
    { file: "content/docs/c.mdx", source: page("```java\nclass A { void f() { int x = ; } }\n```") },
  ]

  test("names file and line of each problem", async () => {
    const report = await checkDocSamples(files, dictionary)
    expect(report.problems).toEqual([
      { file: "content/docs/a.mdx", line: 6, kind: "fix", message: "CheckSum (10) is 070, should be 007" },
      { file: "content/docs/c.mdx", line: 6, kind: "java", message: expect.stringMatching(/^Java does not parse/) },
    ])
    expect(report.samples.map((s) => s.kind)).toEqual(["fix", "python", "bash", "java"])
    expect(report.missingTools).toEqual([])
  })

  test("a second run with the cache parses and checks nothing again, with the same result", async () => {
    const first = await checkDocSamples(files, dictionary)
    const second = await checkDocSamples(files, dictionary, first.cache)
    expect(second.filesParsed).toBe(0)
    expect(second.checkedNow).toBe(0)
    expect(second.problems).toEqual(first.problems)
    const changed = [{ ...files[1], source: files[1].source.replace("print('ok')", "print('changed'") }]
    const third = await checkDocSamples(changed, dictionary, first.cache)
    expect(third.filesParsed).toBe(1)
    expect(third.checkedNow).toBe(1)
    expect(third.problems).toEqual([
      { file: "content/docs/b.mdx", line: 6, kind: "python", message: expect.stringMatching(/^Python: SyntaxError/) },
    ])
  })

  test("a file that is not valid MDX is reported, not thrown", async () => {
    const report = await checkDocSamples(
      [{ file: "content/docs/d.mdx", source: page("<Tabs>\n\n{unclosed") }],
      dictionary,
      emptySampleCache(),
    )
    expect(report.problems[0]).toMatchObject({ file: "content/docs/d.mdx", kind: "mdx" })
  })
})
