import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { checkDocSamples } from "./sample-check"
import { javaApi, JAVA_API_DIR } from "./java-api"
import type { FixDictionary } from "../lib/samples/fix"

jest.setTimeout(60000)

const dictionary: FixDictionary = new Map(
  [8, 9, 10, 34, 35, 49, 52, 56, 98, 108].map((tag) => [tag, { tag, name: `Tag${tag}` }]),
)
const LOGON = "8=FIX.4.4|9=69|35=A|34=1|49=CLIENT1|52=20251015-13:29:55.120|56=TACHYON|98=0|108=30|10=007|"
const block = (lang: string, value: string, line: number) => ({ lang, meta: "", value, line })

describe("checkDocSamples", () => {
  const docs = [
    { file: "content/docs/a.mdx", blocks: [block("fix", LOGON.replace("10=007", "10=070"), 5)] },
    { file: "content/docs/b.mdx", blocks: [block("python", "print('ok')", 5), block("bash", "echo ok", 9)] },
    { file: "content/docs/c.mdx", blocks: [block("java", "class A { void f() { int x = ; } }", 5)] },
  ]

  test("names file and line of each problem", async () => {
    const report = await checkDocSamples(docs, dictionary)
    expect(report.problems).toEqual([
      { file: "content/docs/a.mdx", line: 6, kind: "fix", message: "CheckSum (10) is 070, should be 007" },
      { file: "content/docs/c.mdx", line: 6, kind: "java", message: expect.stringMatching(/^Java does not parse/) },
    ])
    expect(report.samples.map((s) => s.kind)).toEqual(["fix", "python", "bash", "java"])
    expect(report.missingTools).toEqual([])
  })

  test("a second run with the results checks nothing again, with the same result", async () => {
    const first = await checkDocSamples(docs, dictionary)
    const second = await checkDocSamples(docs, dictionary, first.results)
    expect(second.checkedNow).toBe(0)
    expect(second.problems).toEqual(first.problems)
    const changed = [{ file: "content/docs/b.mdx", blocks: [block("python", "print('changed'", 5)] }]
    const third = await checkDocSamples(changed, dictionary, first.results)
    expect(third.checkedNow).toBe(1)
    expect(third.problems).toEqual([
      { file: "content/docs/b.mdx", line: 6, kind: "python", message: expect.stringMatching(/^Python: SyntaxError/) },
    ])
  })

  test("a FIX block is checked again when the dictionary changes", async () => {
    const first = await checkDocSamples(docs.slice(0, 1), dictionary)
    const smaller = new Map([...dictionary].filter(([tag]) => tag !== 98))
    const second = await checkDocSamples(docs.slice(0, 1), smaller, first.results)
    expect(second.checkedNow).toBe(1)
    expect(second.problems.map((p) => p.message)).toContain(
      "tag 98 is not in the FIX dictionary (content/reference/fix-tags.yaml)",
    )
  })
})

describe("checkDocSamples: Java compiled against the API source", () => {
  // The repository's API, compiled into a folder of this test's own.
  const cache = mkdtempSync(path.join(tmpdir(), "tachyon-java-api-test-"))
  afterAll(() => rmSync(cache, { recursive: true, force: true }))
  const api = () => javaApi(JAVA_API_DIR, cache)
  const java = (value: string, line: number, meta = "") => ({ lang: "java", meta, value, line })
  const params =
    "import io.tachyon.algo.AlgoParameters;\n\npublic record P(int slices) implements AlgoParameters {\n}\n"
  const algo = [
    "import io.tachyon.algo.AbstractAlgorithm;",
    "import io.tachyon.algo.Algorithm;",
    "",
    '@Algorithm(name = "X")',
    "public final class X extends AbstractAlgorithm<P> {",
    "    @Override",
    "    public void onStart() {",
    "        long n = params().slices() + parent().getLeavesQty;",
    "    }",
    "}",
  ].join("\n")

  test("a compile error names the file and the line of the page; a block uses the page's earlier blocks", async () => {
    const docs = [
      { file: "content/docs/j.mdx", blocks: [java(params, 3), java(algo, 10), java("ctx().log();", 30, "fragment")] },
    ]
    const report = await checkDocSamples(docs, dictionary, {}, api)
    expect(report.problems).toEqual([
      {
        file: "content/docs/j.mdx",
        line: 18,
        kind: "java",
        message: expect.stringMatching(/^javac: cannot find symbol; symbol: variable getLeavesQty/),
      },
    ])
    const fixed = [{ ...docs[0], blocks: [java(params, 3), java(algo.replace("getLeavesQty", "getLeavesQty()"), 10)] }]
    const again = await checkDocSamples(fixed, dictionary, report.results, api)
    expect(again.problems).toEqual([])
    expect(again.checkedNow).toBe(1)
    expect((await checkDocSamples(fixed, dictionary, again.results, api)).checkedNow).toBe(0)
  })
})
