import type { ConfigKey } from "./config-keys"
import { buildNameIndex, isDeclaredConfigKey, undeclaredNames } from "./names-check"

const key = (k: string, extra: Partial<ConfigKey> = {}): ConfigKey =>
  ({ key: k, type: "string", defaultText: "unset", meaning: "x", ...extra }) as ConfigKey
const keys = [
  key("cluster.tls.enabled", { type: "bool" }),
  key("connectors.<name>.throttle.rate", { type: "int" }),
  key("connectors.<name>.session", { type: "block" }),
  key("connectors.<name>.session.host", { for: "fix" }),
  key("algos.defaults.<name>", { type: "block" }),
  key("server.cpuAffinity.threads", { type: "map" }),
  key("fix.gateway.sessions", { type: "list", items: "block" }),
  key("fix.gateway.sessions[].store"),
  key("fix.mdg.sessions", { type: "list", items: "block", keysOf: "fix.gateway.sessions[]" }),
  key("rest.apiKeys", { type: "list", items: "block" }),
  key("monitor.ldap.*", { type: "block" }),
]

describe("isDeclaredConfigKey", () => {
  test.each([
    ["cluster.tls.enabled", true],
    ["cluster.tls", true],
    ["cluster.tls.*", true],
    ["cluster.tls.enable", false],
    ["connectors.lse.throttle.rate", true],
    ["connectors.lse.session.host", true],
    ["connectors.lse.session.hots", false],
    ["algos.defaults.ACME_TWAP.Slices", true],
    ["server.cpuAffinity.threads.tx-oms", true],
    ["fix.gateway.sessions[].store", true],
    ["fix.gateway.sessions[].stroe", false],
    ["fix.mdg.sessions[].store", true],
    ["fix.mdg.sessions[].stroe", false],
    ["rest.apiKeys[].user", true],
    ["monitor.ldap.url", true],
    ["journal.fsycn", false],
  ])("%s → %s", (path, declared) => {
    expect(isDeclaredConfigKey(path, keys)).toBe(declared)
  })
})

describe("undeclaredNames", () => {
  const index = buildNameIndex({
    configKeys: keys,
    rejectCodes: [{ code: "TRJ-1001" }, { code: "RSK-9xxx" }] as never,
    metrics: [
      { name: "tachyon_up", type: "gauge", labels: [], meaning: "x" },
      { name: "tachyon_journal_fsync_seconds", type: "histogram", labels: [], meaning: "x" },
    ],
    cliTools: [
      { tool: "common", options: [{ name: "--journal", meaning: "x" }], exitCodes: [], commands: [] },
      { tool: "journal-recover", options: [{ name: "--salvage", meaning: "x" }], exitCodes: [], commands: [] },
      {
        tool: "tachyon-console-app",
        options: [],
        exitCodes: [],
        commands: [{ command: "`kill-switch on|off [--cancel-open]`", group: "Risk", meaning: "x" }],
      },
    ],
    counters: [{ name: "connector.<name>.up", kind: "value", meaning: "x" }],
    fixTags: [
      {
        tag: 11,
        name: "ClOrdID",
        type: "String",
        custom: false,
        use: ["order-entry"],
        versions: ["4.4"],
        meaning: "x",
      },
      {
        tag: 35,
        name: "MsgType",
        type: "String",
        custom: false,
        use: ["session"],
        versions: ["4.4"],
        meaning: "x",
        values: [
          { value: "D", name: "NewOrderSingle" },
          { value: "8", name: "ExecutionReport" },
        ],
      },
    ],
  })

  test("a FIX tag, value or name beside a number resolves in the dictionary, else says why", () => {
    const fix = (name: string, extra: { value?: string; label?: string } = {}) =>
      ({ kind: "fixTag", name, line: 7, ...extra }) as const
    expect(
      undeclaredNames(
        [fix("11"), fix("35", { value: "D" }), fix("11", { label: "ClOrdID" }), fix("8", { label: "ExecutionReport" })],
        index,
        null,
      ),
    ).toEqual([])
    expect(
      undeclaredNames(
        [fix("7099"), fix("35", { value: "Q" }), fix("11", { label: "OrderID" }), fix("2", { label: "TradingHalt" })],
        index,
        null,
      ).map((p) => p.message),
    ).toEqual([
      "FIX tag 7099 is not in content/reference/fix-tags.yaml",
      "MsgType (35) has no value Q in content/reference/fix-tags.yaml (known: D, 8)",
      "FIX tag 11 is ClOrdID in content/reference/fix-tags.yaml, not OrderID",
      "TradingHalt (2) is neither a tag nor a value in content/reference/fix-tags.yaml",
    ])
  })

  test("reports each undeclared name once per line, with the file it belongs in", () => {
    expect(
      undeclaredNames(
        [
          { kind: "rejectCode", name: "TRJ-1099", line: 3 },
          { kind: "rejectCode", name: "RSK-9001", line: 3 },
          { kind: "metric", name: "tachyon_journal_fsync_seconds_bucket", line: 4 },
          { kind: "metric", name: "tachyon_dr_lag_second", line: 4 },
          { kind: "metric", name: "tachyon_dr_lag_second", line: 4 },
          { kind: "configKey", name: "connector.lse.up", line: 5 },
          { kind: "configKey", name: "journal.fsycn", line: 6 },
          { kind: "cliOption", name: "--journal", tool: "journal-recover", line: 7 },
          { kind: "cliOption", name: "--cancel-open", tool: "tachyon-console-app", line: 7 },
          { kind: "cliOption", name: "--salvge", tool: null, line: 8 },
          { kind: "cliOption", name: "--whatever", tool: null, line: 9 },
        ],
        index,
        "journal-recover",
      ),
    ).toEqual([
      { line: 3, message: "reject code TRJ-1099 is not in content/reference/reject-codes.yaml" },
      { line: 4, message: "metric tachyon_dr_lag_second is not in content/reference/metrics.yaml" },
      { line: 6, message: "configuration key journal.fsycn is not in content/reference/config-keys.yaml" },
      { line: 8, message: "journal-recover has no option --salvge in content/reference/cli-tools.yaml" },
      { line: 9, message: "journal-recover has no option --whatever in content/reference/cli-tools.yaml" },
    ])
  })

  test("a bare option on a page that documents no tool is not checked", () => {
    expect(undeclaredNames([{ kind: "cliOption", name: "--whatever", tool: null, line: 1 }], index, null)).toEqual([])
  })
})
