import { cpSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { buildNameIndex } from "../lib/reference/names-check"
import { dataNameProblems } from "../lib/reference/data-names"

// These run the real python3, bash and shellcheck, as the build does.
jest.setTimeout(60000)

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? walk(full) : full.endsWith(".mdx") ? [full] : []
  })

/** The node modules read TACHYON_CONTENT_DIR when they load: load them for one content tree. */
function modulesFor(contentDir: string) {
  let loaded:
    | {
        check: typeof import("./content-check")
        data: typeof import("./reference-data")
        rest: typeof import("./rest-api")
      }
    | undefined
  jest.isolateModules(() => {
    process.env.TACHYON_CONTENT_DIR = contentDir
    // A fresh module registry (isolateModules) is loaded with require, not import.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
    loaded = { check: require("./content-check"), data: require("./reference-data"), rest: require("./rest-api") }
  })
  delete process.env.TACHYON_CONTENT_DIR
  return loaded!
}

describe("the content checks", () => {
  test("the site's reference data is valid and declares every name it uses itself", () => {
    const { data } = modulesFor("content")
    const loaded = data.loadReferenceData()
    expect(dataNameProblems(loaded, buildNameIndex(loaded), data.toolNames(loaded))).toEqual([])
    expect(loaded.configKeys.length).toBeGreaterThan(300)
    expect(loaded.fixTags.find((t) => t.tag === 35)?.values?.length).toBeGreaterThan(20)
  })

  describe("on a copy of the fixture site", () => {
    const root = mkdtempSync(path.join(tmpdir(), "tachyon-content-"))
    afterAll(() => rmSync(root, { recursive: true, force: true }))
    cpSync("tests/fixtures/site", root, { recursive: true })
    writeFileSync(
      path.join(root, "docs/guide/names.mdx"),
      [
        "---",
        "title: Names",
        "---",
        "",
        'Rejected with TRJ-1099; see `journal.fsycn` and `tachyon_up{job="x"}`, `tachyon_dowm_total`.',
        "",
        "```bash",
        "journal-to-json --tpye Order",
        "```",
        "",
        '<ConfigKeys prefix="clustr." />',
        "",
        "```python",
        "print('ok'",
        "```",
        "",
        '<RestSchema name="Ordr" />',
        "",
        '```json schema="Order"',
        '{"orderId": "T00000A1F3C2B9A21", "side": "BUY", "quantity": 1, "status": "NEW", "cumQty": 0, "leavesQty": 1, "avgPx": 0, "x": 1}',
        "```",
      ].join("\n"),
    )

    test("every undeclared name and every failing sample is reported with its line", async () => {
      const { check, data, rest } = modulesFor(root)
      const report = await check.checkContent(
        walk(path.join(root, "docs")),
        data.loadReferenceData(),
        {},
        [],
        rest.loadRestApi(),
      )
      const names = report.nameProblems.map((p) => p.replace(/^.*names\.mdx:/, ""))
      expect(names).toEqual([
        "5 reject code TRJ-1099 is not in content/reference/reject-codes.yaml",
        "5 configuration key journal.fsycn is not in content/reference/config-keys.yaml",
        "5 metric tachyon_dowm_total is not in content/reference/metrics.yaml",
        "8 journal-to-json has no option --tpye in content/reference/cli-tools.yaml",
        '11 <ConfigKeys prefix="clustr." /> shows no entries of the reference data',
        '17 <RestSchema name="Ordr" />: the REST API document has no schema "Ordr"',
      ])
      expect(report.sampleProblems.map((p) => `${p.line} ${p.kind}`)).toEqual(["14 python", "20 json"])
      expect(report.jsonExamples).toMatchObject({ blocks: 1, values: 1, checkedNow: 1 })
    })

    test("release notes are held to the same names", async () => {
      writeFileSync(
        path.join(root, "news/release-9-9.mdx"),
        '---\ntitle: Release 9.9\nversion: "9.9"\ndate: 2025-10-20\nhighlights:\n  - "Rejects now use `TRJ-1077`."\n---\n',
      )
      const { check, data } = modulesFor(root)
      const report = await check.checkContent([], data.loadReferenceData(), {}, [
        path.join(root, "news/release-9-9.mdx"),
      ])
      expect(report.nameProblems).toEqual([
        expect.stringMatching(/news\/release-9-9\.mdx \(highlights\): reject code TRJ-1077 is not in/),
      ])
    })

    test("a second run with the caches parses and checks nothing again", async () => {
      const { check, data, rest } = modulesFor(root)
      const docs = walk(path.join(root, "docs"))
      const first = await check.checkContent(docs, data.loadReferenceData(), {}, [], rest.loadRestApi())
      const second = await check.checkContent(docs, data.loadReferenceData(), first, [], rest.loadRestApi())
      expect(second.blocksChecked).toBe(0)
      expect(second.jsonExamples.checkedNow).toBe(0)
      expect(second.sampleProblems).toEqual(first.sampleProblems)
      expect(second.nameProblems).toEqual(first.nameProblems)
    })

    test("invalid reference data is named by file, line and entry", () => {
      writeFileSync(
        path.join(root, "reference/metrics.yaml"),
        "- name: tachyon_up\n  type: gauge\n  meaning: x\n- name: Bad\n  type: gauge\n  meaning: x\n",
      )
      const { data } = modulesFor(root)
      expect(() => data.loadReferenceData()).toThrow(/reference\/metrics\.yaml:4: Bad: name: a metric name/)
    })
  })
})
