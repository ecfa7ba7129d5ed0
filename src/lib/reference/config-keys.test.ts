import { configDefaultText, configKeysSpec, configTypeText, type ConfigKey } from "./config-keys"
import { loadYamlList } from "./yaml-list"

const load = (yaml: string) => loadYamlList(yaml, "config-keys.yaml", configKeysSpec)

describe("config key data", () => {
  test("the type and default columns", () => {
    const k = (fields: Partial<ConfigKey>) => ({ key: "a.b", type: "string", meaning: "x", ...fields }) as ConfigKey
    expect(configTypeText(k({ type: "enum", values: ["none", "lz4"] }))).toBe("enum `none` | `lz4`")
    expect(configTypeText(k({ type: "list", items: "int" }))).toBe("list of int")
    expect(configTypeText(k({ type: "secret" }))).toBe("string (secret)")
    expect(configTypeText(k({ format: "HH:MM:SS" }))).toBe("string `HH:MM:SS`")
    expect(configDefaultText(k({ default: "2ms" }))).toBe("`2ms`")
    expect(configDefaultText(k({ required: true }))).toBe("**required**")
    expect(configDefaultText(k({ required: "when TLS is on" }))).toBe("**required** when TLS is on")
    expect(configDefaultText(k({ defaultText: "unset" }))).toBe("unset")
  })

  test("validation names the entry and the rule", () => {
    const { problems } = load(
      [
        "- key: journal.fsync",
        "  type: enum",
        "  default: batch",
        "  meaning: x",
        "- key: jornal.path",
        "  type: path",
        "  default: /x",
        "  meaning: x",
        "- key: journal.retention",
        "  type: duration",
        "  default: 14d",
        "  required: true",
        "  meaning: x",
        "- key: journal.compression",
        "  type: enum",
        "  values: [none, lz4]",
        "  default: zstd",
        "  meaning: x",
        "- key: journal.archivePath",
        "  type: path",
        "  defaultText: unset",
        "  meaning: see [retention](../journal/_index.mdx)",
      ].join("\n"),
    )
    expect(problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      "1: journal.fsync: values: an enum lists its values, and only an enum does",
      "5: jornal.path: key: must start with a top-level block: server, journal, api, fix, rest, monitor, cluster, dr, risk, marketData, connectors, algos, exporters, secrets, metrics, logging",
      "9: journal.retention: give exactly one of default, defaultText or required",
      "17: journal.compression: default: the default is not one of the values",
      '22: journal.archivePath: meaning: link "../journal/_index.mdx": write an absolute route ending in "/" (/docs/ha/cluster/) or a web address',
    ])
  })

  test("a key may be listed once per type", () => {
    const entry = (forType: string) =>
      `- key: exporters.<name>.compression\n  for: ${forType}\n  type: string\n  default: lz4\n  meaning: x\n`
    expect(load(entry("kafka") + entry("s3")).problems).toEqual([])
    expect(load(entry("kafka") + entry("kafka")).problems[0].message).toMatch(/duplicate/)
  })
})
