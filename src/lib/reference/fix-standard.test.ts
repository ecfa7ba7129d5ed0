import type { EngineDictionary } from "../samples/fix-engine"
import { fixTagEntry, type FixTag } from "./fix-tags"
import { sinceProblems, standardProblems } from "./fix-standard"

const emptySet = { required: [], parts: [], order: [] }

/** A standard dictionary of one version with the given fields and messages. */
function standard(version: string, fields: EngineDictionary["fields"], messages: string[] = []): EngineDictionary {
  return {
    version,
    header: emptySet,
    trailer: emptySet,
    messages: Object.fromEntries(messages.map((m) => [m, { name: `Msg${m}`, body: emptySet }])),
    fields,
  }
}

const FIX42 = standard("4.2", { 102: { name: "CxlRejReason", type: "INT", values: ["0", "1", "2", "3"] } }, ["D", "8"])
const FIX44 = standard(
  "4.4",
  {
    102: { name: "CxlRejReason", type: "INT", values: ["0", "1", "2", "3", "99"] },
    111: { name: "MaxFloor", type: "QTY" },
  },
  ["D", "8", "AB"],
)
const engine = (v: string) => ({ "4.2": FIX42, "4.4": FIX44 })[v]

const tag = (raw: Record<string, unknown>): FixTag =>
  fixTagEntry.parse({ use: ["order-entry"], meaning: "m", type: "int", ...raw })

describe("standardProblems", () => {
  it("accepts a tag and values every declared version's standard has", () => {
    const t = tag({
      tag: 102,
      name: "CxlRejReason",
      versions: [4.2, 4.4],
      values: [{ value: 1, name: "UnknownOrder" }],
    })
    expect(standardProblems([t], engine)).toEqual([])
  })

  it("names a tag the standard of a version lacks, unless notInStandard says so", () => {
    const t = tag({ tag: 1138, name: "DisplayQty", type: "Qty", versions: [4.2, 4.4] })
    expect(standardProblems([t], engine).map((p) => p.message)).toEqual([
      "tag 1138 (DisplayQty) is not a field of standard FIX 4.2: name 4.2 in its notInStandard, or take 4.2 out of its versions",
      "tag 1138 (DisplayQty) is not a field of standard FIX 4.4: name 4.4 in its notInStandard, or take 4.4 out of its versions",
    ])
    expect(standardProblems([{ ...t, notInStandard: ["4.2", "4.4"] }], engine)).toEqual([])
  })

  it("names a notInStandard version whose standard has the tag", () => {
    const t = tag({ tag: 111, name: "MaxFloor", type: "Qty", versions: [4.4], notInStandard: [4.4] })
    expect(standardProblems([t], engine)[0].message).toBe(
      "tag 111 (MaxFloor) is a field of standard FIX 4.4: take 4.4 out of its notInStandard",
    )
  })

  it("names a value a version's standard does not enumerate, and accepts it on the versions given", () => {
    const value = { value: 99, name: "Other" }
    const t = tag({ tag: 102, name: "CxlRejReason", versions: [4.2, 4.4], values: [value] })
    expect(standardProblems([t], engine)).toEqual([
      {
        tag: 102,
        value: "99",
        message:
          "102=99 (Other) is not a value of standard FIX 4.2: name 4.2 in the value's notInStandard, or give the value the versions that have it",
      },
    ])
    expect(standardProblems([tag({ ...t, values: [{ ...value, versions: [4.4] }] })], engine)).toEqual([])
    expect(standardProblems([tag({ ...t, values: [{ ...value, notInStandard: [4.2] }] })], engine)).toEqual([])
    expect(
      standardProblems([tag({ ...t, values: [{ ...value, notInStandard: [4.2, 4.4] }] })], engine)[0].message,
    ).toBe("102=99 (Other) is a value of standard FIX 4.4: take 4.4 out of the value's notInStandard")
  })

  it("reads MsgType's values as the standard's messages", () => {
    const t = tag({
      tag: 35,
      name: "MsgType",
      type: "String",
      versions: [4.2, 4.4],
      values: [
        { value: "D", name: "NewOrderSingle" },
        { value: "AB", name: "NewOrderMultileg" },
      ],
    })
    expect(standardProblems([t], engine).map((p) => `${p.value} ${p.message.split(":")[0]}`)).toEqual([
      "AB 35=AB (NewOrderMultileg) is not a value of standard FIX 4.2",
    ])
  })

  it("leaves Tachyon's own tags and the values of a field the standard lacks alone", () => {
    const custom = tag({ tag: 7001, name: "AlgoName", type: "String", custom: true, versions: [4.2] })
    const added = tag({
      tag: 1138,
      name: "DisplayQty",
      versions: [4.2],
      notInStandard: [4.2],
      values: [{ value: 1, name: "One" }],
    })
    expect(standardProblems([custom, added], engine)).toEqual([])
  })

  it("refuses notInStandard outside the versions carried", () => {
    expect(() => tag({ tag: 1, name: "Account", versions: [4.4], notInStandard: [4.2] })).toThrow(/notInStandard/)
    expect(() =>
      tag({ tag: 102, name: "CxlRejReason", versions: [4.4], values: [{ value: 9, name: "N", versions: [4.2] }] }),
    ).toThrow(/a value's versions must be versions of its tag/)
  })
})

describe("sinceProblems", () => {
  const FIX43 = standard("4.3", { 269: { name: "MDEntryType", type: "CHAR", values: ["0", "1", "A"] } })
  const history = (v: string) =>
    ({
      "4.2": standard("4.2", { 269: { name: "MDEntryType", type: "CHAR", values: ["0", "1"] } }),
      "4.3": FIX43,
      "4.4": standard("4.4", { 269: { name: "MDEntryType", type: "CHAR", values: ["0", "1", "A", "B"] } }),
      "5.0SP2": standard("5.0SP2", {
        269: { name: "MDEntryType", type: "CHAR", values: ["0", "1", "A", "B", "E"] },
        1385: { name: "ContingencyType", type: "INT", values: ["1", "2"] },
      }),
    })[v]
  const mdEntryType = (values: Record<string, unknown>[]) =>
    tag({ tag: 269, name: "MDEntryType", type: "char", use: ["market-data"], versions: [4.2, 4.4], values })

  it("accepts a value first in the version its meaning names", () => {
    const t = mdEntryType([
      { value: "A", name: "ImbalanceA", meaning: "Since FIX 4.3, not in 4.2's" },
      { value: "B", name: "TradeVolume", meaning: "Since FIX 4.4." },
      { value: "E", name: "SimulatedSellPrice", meaning: "since FIX 5.0" },
      { value: "0", name: "Bid" },
    ])
    expect(sinceProblems([t], history)).toEqual([])
  })

  it("names a value whose claimed version is wrong, with the first version that has it", () => {
    const t = mdEntryType([{ value: "B", name: "TradeVolume", meaning: "Since FIX 4.3, in Tachyon's only" }])
    expect(sinceProblems([t], history)).toEqual([
      {
        tag: 269,
        value: "B",
        message: '269=B (TradeVolume) says "since FIX 4.3", but the standard dictionaries first have it in FIX 4.4',
      },
    ])
  })

  it("names a claimed value no standard has, and counts a field absent from older versions as having no values there", () => {
    const bad = mdEntryType([{ value: "Z", name: "Made", meaning: "Since FIX 4.4" }])
    expect(sinceProblems([bad], history)[0].message).toBe(
      '269=Z (Made) says "since FIX 4.4", but no standard dictionary (4.2, 4.3, 4.4, 5.0SP2) has it',
    )
    const contingency = tag({
      tag: 1385,
      name: "ContingencyType",
      versions: [4.4, "5.0SP2"],
      notInStandard: [4.4],
      values: [{ value: 1, name: "OneCancelsTheOther", meaning: "Since FIX 5.0" }],
    })
    expect(sinceProblems([contingency], history)).toEqual([])
  })

  it("checks nothing where a shipped dictionary is missing or the field is free-form", () => {
    const t = mdEntryType([{ value: "B", name: "TradeVolume", meaning: "Since FIX 4.3" }])
    expect(sinceProblems([t], (v) => (v === "4.3" ? undefined : history(v)))).toEqual([])
    const freeForm = (v: string) => standard(v, { 269: { name: "MDEntryType", type: "CHAR" } })
    expect(sinceProblems([t], freeForm)).toEqual([])
  })
})
