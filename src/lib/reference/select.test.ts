import { referenceUseProblem, selectConfigKeys, selectForPage, selectMetrics, selectRejectCodes } from "./select"

const keys = [
  { key: "fix.gateway.port" },
  { key: "fix.gateway.sessions" },
  { key: "fix.gateway.sessions[].senderCompId" },
  { key: "exporters.<name>.type" },
  { key: "exporters.<name>.compression", for: "kafka" },
  { key: "exporters.<name>.compression", for: "s3" },
  { key: "algos.mmsim.seed" },
]
const data = {
  fixTags: [
    { tag: 35, custom: false, use: ["session"] },
    { tag: 7001, custom: true, use: ["order-entry"] },
  ],
  configKeys: keys,
  rejectCodes: [{ code: "TRJ-1001" }, { code: "RSK-2001" }, { code: "RSK-9xxx" }],
  cliTools: [{ tool: "journal-recover" }],
  metrics: [{ name: "tachyon_dr_lag_seconds" }, { name: "tachyon_up" }],
  counters: [{ name: "journal.records.written" }],
}

describe("reference selection", () => {
  test("the glossary's page downloads no raw entries: its rows are derived at build time", () => {
    const page = selectForPage({ ...data, orderStates: [{ name: "NEW" }] }, [{ component: "Glossary", props: {} }])
    expect(Object.values(page).every((list) => list.length === 0)).toBe(true)
    expect(referenceUseProblem(data, { component: "Glossary", props: {} })).toBeNull()
    expect(referenceUseProblem(data, { component: "Glossary", props: { kind: "x" } })).toMatch(/unknown prop kind/)
  })

  test("a prefix leaves out the keys of a list's blocks, which a table of their own shows", () => {
    expect(selectConfigKeys(keys, { prefix: "fix.gateway." }).map((k) => k.key)).toEqual([
      "fix.gateway.port",
      "fix.gateway.sessions",
    ])
    expect(selectConfigKeys(keys, { prefix: "fix.gateway.sessions[]." }).map((k) => k.key)).toEqual([
      "fix.gateway.sessions[].senderCompId",
    ])
  })

  test("type-specific keys only with for; explicit keys in the order written; exclude", () => {
    expect(selectConfigKeys(keys, { prefix: "exporters.<name>." })).toEqual([{ key: "exporters.<name>.type" }])
    expect(selectConfigKeys(keys, { prefix: "exporters.<name>.", for: "s3" })).toEqual([keys[5]])
    expect(selectConfigKeys(keys, { keys: "algos.mmsim.seed fix.gateway.port" }).map((k) => k.key)).toEqual([
      "algos.mmsim.seed",
      "fix.gateway.port",
    ])
    expect(selectConfigKeys(keys, { prefix: "algos.", exclude: "algos.mmsim." })).toEqual([])
  })

  test("reject code tables leave out ranges; metrics by prefix or names", () => {
    expect(selectRejectCodes(data.rejectCodes, "RejectCodes", { prefix: "RSK" }).map((r) => r.code)).toEqual([
      "RSK-2001",
    ])
    expect(selectRejectCodes(data.rejectCodes, "RejectCodeDetails", { code: "TRJ-1001" })).toHaveLength(1)
    expect(selectMetrics(data.metrics, { names: "tachyon_up tachyon_dr_lag_seconds" }).map((m) => m.name)).toEqual([
      "tachyon_up",
      "tachyon_dr_lag_seconds",
    ])
  })

  test("a page gets the union of its tables' entries, in data order, and nothing else", () => {
    const page = selectForPage(data, [
      { component: "Metrics", props: { prefix: "tachyon_dr_" } },
      { component: "FixTags", props: { custom: "true" } },
      { component: "Admonition", props: { type: "note" } },
      { component: "Metrics", props: { names: "tachyon_dr_lag_seconds" } },
    ])
    expect(page.metrics).toEqual([{ name: "tachyon_dr_lag_seconds" }])
    expect(page.fixTags.map((t) => t.tag)).toEqual([7001])
    expect(page.configKeys).toEqual([])
    expect(selectForPage(data, [])).toEqual({
      fixTags: [],
      configKeys: [],
      rejectCodes: [],
      cliTools: [],
      metrics: [],
      counters: [],
    })
  })

  test("a table with a typo in a prop, or that selects nothing, is a problem", () => {
    expect(referenceUseProblem(data, { component: "ConfigKeys", props: { prefx: "fix." } })).toMatch(
      /unknown prop prefx/,
    )
    expect(referenceUseProblem(data, { component: "ConfigKeys", props: { prefix: "clustr." } })).toBe(
      '<ConfigKeys prefix="clustr." /> shows no entries of the reference data',
    )
    expect(referenceUseProblem(data, { component: "CliOptions", props: { tool: "journal-recover" } })).toBeNull()
  })
})
