import { fixDictionary, fixTagsSpec } from "./fix-tags"
import { loadYamlList } from "./yaml-list"

const load = (yaml: string) => loadYamlList(yaml, "fix-tags.yaml", fixTagsSpec)

describe("FIX tag data", () => {
  test("a tag with enumerated values becomes a dictionary entry; numbers are read as wire strings", () => {
    const { entries, problems } = load(
      "- tag: 54\n  name: Side\n  type: char\n  use: [order-entry]\n  versions: [4.2, 4.4, 5.0SP2]\n  meaning: Side.\n  values:\n    - { value: 1, name: Buy }\n    - { value: '2', name: Sell }\n",
    )
    expect(problems).toEqual([])
    const side = fixDictionary(entries).get(54)
    expect([...side!.values!.entries()]).toEqual([
      ["1", "Buy"],
      ["2", "Sell"],
    ])
    expect(side!.multiple).toBe(false)
  })

  test("custom tags are 5000 and up; names are FIX names; values are listed once", () => {
    const { problems } = load(
      [
        "- tag: 700",
        "  name: AlgoName",
        "  type: String",
        "  custom: true",
        "  use: [order-entry]",
        "  versions: [4.4]",
        "  meaning: x",
        "- tag: 7002",
        "  name: algo params",
        "  type: String",
        "  use: [order-entry]",
        "  versions: [4.4]",
        "  meaning: x",
        "- tag: 40",
        "  name: OrdType",
        "  type: char",
        "  use: [order-entry]",
        "  versions: [4.4]",
        "  meaning: x",
        "  values: [{ value: '1', name: Market }, { value: '1', name: Market }]",
      ].join("\n"),
    )
    expect(problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      "1: tag 700: tag: custom tags are user-defined tags, 5000 and up",
      "9: tag 7002: name: a FIX field name in CamelCase (ClOrdID)",
      "20: tag 40: values: a value is listed twice",
    ])
  })

  test("versions are those Tachyon speaks, read as strings; messages are MsgType values", () => {
    const yaml = (versions: string) =>
      `- tag: 11\n  name: ClOrdID\n  type: String\n  use: [order-entry]\n  versions: ${versions}\n  messages: [D, 8]\n  meaning: x\n`
    const good = load(yaml("[4.2, 4.4, 5.0SP2]"))
    expect(good.problems).toEqual([])
    expect(good.entries[0].versions).toEqual(["4.2", "4.4", "5.0SP2"])
    expect(good.entries[0].messages).toEqual(["D", "8"])
    expect(load(yaml("[4.3]")).problems).toHaveLength(1)
  })

  test("MultipleCharValue fields take several values", () => {
    const { entries } = load(
      "- tag: 18\n  name: ExecInst\n  type: MultipleCharValue\n  use: [order-entry]\n  versions: [4.2, 4.4, 5.0SP2]\n  meaning: x\n  values: [{ value: P, name: MarketPeg }]\n",
    )
    expect(fixDictionary(entries).get(18)!.multiple).toBe(true)
  })
})
