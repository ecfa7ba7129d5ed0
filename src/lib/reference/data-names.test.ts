import { dataNameProblems, type ReferenceLists } from "./data-names"
import { buildNameIndex } from "./names-check"

const lists = (overrides: Partial<ReferenceLists>): ReferenceLists => ({
  fixTags: [],
  configKeys: [],
  rejectCodes: [],
  cliTools: [],
  metrics: [],
  counters: [],
  ...overrides,
})

describe("dataNameProblems (names the reference data uses and does not declare)", () => {
  const data = lists({
    configKeys: [
      { key: "journal.fsync", type: "string", defaultText: "always", meaning: "How the journal syncs." },
    ] as never,
    rejectCodes: [
      { code: "TRJ-1001", meaning: "Refused; see `journal.fsync`.", cause: "x", fix: "Retry; TRJ-1099 follows." },
    ] as never,
    metrics: [{ name: "tachyon_up", type: "gauge", labels: [], meaning: "Up; compare `tachyon_down_total`." }],
    counters: [{ name: "journal.writes", kind: "total", meaning: "Writes; the key `journal.fsnyc` sets how." }],
  })
  const problems = dataNameProblems(data, buildNameIndex(data), new Set())

  test("names the file and the entry of each undeclared name", () => {
    expect(problems.map((p) => `${p.file} ${p.entry}`)).toEqual([
      "reject-codes.yaml TRJ-1001",
      "metrics.yaml tachyon_up",
      "counters.yaml journal.writes",
    ])
    expect(problems[0].message).toContain("TRJ-1099")
    expect(problems[1].message).toContain("tachyon_down_total")
    expect(problems[2].message).toContain("journal.fsnyc")
  })

  test("declared names are no problem", () => {
    expect(problems.some((p) => p.message.includes("journal.fsync") && !p.message.includes("fsnyc"))).toBe(false)
    expect(dataNameProblems(lists({}), buildNameIndex(lists({})), new Set())).toEqual([])
  })
})
