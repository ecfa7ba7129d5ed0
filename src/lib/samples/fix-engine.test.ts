import type { FixDictionary } from "./fix"
import { applicationVersion, checkFixMessages, type EngineDictionary } from "./fix-engine"

const set = (required: number[], parts: EngineDictionary["header"]["parts"] = [], optional: number[] = []) => ({
  required,
  parts,
  order: [...required, ...optional, ...parts.map((p) => p.name)],
})
const strings = (fields: Record<number, { name: string; values?: string[] }>): EngineDictionary["fields"] =>
  Object.fromEntries(Object.entries(fields).map(([tag, field]) => [tag, { type: "STRING", ...field }]))

// A FIX 4.4 engine dictionary cut to what the tests need: ExecutionReport with a required
// Instrument component, an optional Commission component and an optional NoLegs group.
const fix44: EngineDictionary = {
  version: "4.4",
  header: set([8, 9, 35]),
  trailer: set([10]),
  messages: {
    "8": {
      name: "ExecutionReport",
      body: set(
        [37, 17, 150, 39, 54, 151, 14, 6],
        [
          { kind: "component", name: "Instrument", required: true, set: set([55]) },
          { kind: "component", name: "CommissionData", required: false, set: set([13], [], [12]) },
          { kind: "group", name: "NoLegs", required: false, counter: 555, set: set([600], [], [624]) },
        ],
        [11, 38, 31, 32, 103, 7003],
      ),
    },
  },
  fields: strings({
    6: { name: "AvgPx" },
    12: { name: "Commission" },
    13: { name: "CommType", values: ["1", "2", "3"] },
    14: { name: "CumQty" },
    17: { name: "ExecID" },
    37: { name: "OrderID" },
    39: { name: "OrdStatus", values: ["0", "1", "2", "8"] },
    54: { name: "Side", values: ["1", "2"] },
    55: { name: "Symbol" },
    103: { name: "OrdRejReason", values: ["0", "1"] },
    150: { name: "ExecType", values: ["0", "F", "8"] },
    151: { name: "LeavesQty" },
    600: { name: "LegSymbol" },
  }),
}
const engine = (version: string) => (version === "4.4" ? fix44 : undefined)

const ours: FixDictionary = new Map([
  [7003, { tag: 7003, name: "TachyonOrderId", versions: ["4.2", "4.4", "5.0SP2"] }],
  [7004, { tag: 7004, name: "LegExecution", versions: ["5.0SP2"] }],
  [103, { tag: 103, name: "OrdRejReason", values: new Map([["2003", "PRICE_COLLAR"]]), versions: ["4.4"] }],
  [12, { tag: 12, name: "Commission", versions: ["4.4"] }],
  [13, { tag: 13, name: "CommType", versions: ["4.4"] }],
  [
    150,
    {
      tag: 150,
      name: "ExecType",
      values: new Map([
        ["0", "New"],
        ["F", "Trade"],
        ["8", "Rejected"],
        ["C", "Expired"],
      ]),
      valueVersions: new Map([["C", ["5.0SP2"]]]),
      versions: ["4.4", "5.0SP2"],
    },
  ],
])

const report = (fields: string) => `8=FIX.4.4|9=1|35=8|37=T1|17=X1|55=AAPL|54=1|${fields}|10=000|`
const check = (...lines: string[]) =>
  checkFixMessages(lines.join("\n"), engine, ours).map((p) => `${p.line}: ${p.message}`)

describe("FIX messages against a FIX engine's dictionary", () => {
  test("a complete report passes; a custom tag declared for its version is accepted", () => {
    expect(check(report("150=0|39=0|38=100|14=0|151=100|6=0|7003=T1"))).toEqual([])
  })

  test("a missing required field, of the body or of a component or group present, is named", () => {
    expect(check(report("150=8|39=8|14=0|151=0|103=2003"))).toEqual([
      "1: ExecutionReport (35=8) of FIX 4.4 requires AvgPx (6)",
    ])
    expect(check(report("150=0|39=0|14=0|151=0|6=0|12=1.5|555=1|624=1"))).toEqual([
      "1: ExecutionReport (35=8) of FIX 4.4 requires CommType (13)",
      "1: ExecutionReport (35=8) of FIX 4.4 requires LegSymbol (600) in NoLegs (555)",
    ])
  })

  test("a tag declared only for other versions, a value FIX does not know where the site lists none", () => {
    expect(check(report("150=0|39=0|14=0|151=0|6=0|7004=N|12=1|13=9"))).toEqual([
      "1: tag 7004 is not a field of FIX 4.4, and content/reference/fix-tags.yaml does not declare it for 4.4",
      "1: CommType (13) has no value 9 in FIX 4.4, and content/reference/fix-tags.yaml declares none",
    ])
  })

  test("a value the site declares for other versions only is named", () => {
    expect(check(report("150=C|39=C|38=100|14=0|151=0|6=0"))).toEqual([
      "1: ExecType (150) value C is not one of FIX 4.4: content/reference/fix-tags.yaml declares it for 5.0SP2",
    ])
  })

  test("CumQty + LeavesQty = OrderQty while the order lives; AvgPx is the average of the fills shown", () => {
    expect(check(report("150=F|39=1|38=1000|32=400|31=187.24|14=400|151=500|6=187.24"))).toEqual([
      "1: CumQty (14) 400 + LeavesQty (151) 500 = 900, not OrderQty (38) 1000, on a live order (39=1)",
    ])
    expect(check(report("150=8|39=8|38=1000|14=0|151=0|6=0"))).toEqual([])
    expect(
      check(
        report("150=F|39=1|38=1000|32=400|31=187.24|14=400|151=600|6=187.24"),
        report("150=F|39=2|38=1000|32=600|31=187.25|14=1000|151=0|6=187.246"),
        report("150=F|39=2|38=1000|32=600|31=187.25|14=1000|151=0|6=187.25"),
      ),
    ).toEqual([])
    expect(
      check(
        report("150=F|39=1|38=1000|32=400|31=187.24|14=400|151=600|6=187.24"),
        report("150=F|39=2|38=1000|32=600|31=187.25|14=1000|151=0|6=187.245"),
      ),
    ).toEqual(["2: AvgPx (6) 187.245 is not the average of the fills this block shows (1000 for 187.246)"])
  })

  test("an unknown message type or version is named", () => {
    expect(check("8=FIX.4.4|9=5|35=ZZ|10=000|")).toEqual(["1: MsgType (35) ZZ is not a message of FIX 4.4"])
    expect(check("8=FIX.4.3|9=5|35=8|10=000|")).toEqual([
      "1: no FIX engine dictionary for BeginString FIX.4.3 (Tachyon speaks FIX 4.2, 4.4 and 5.0 SP2)",
    ])
  })

  test("FIXT.1.1 messages are of their ApplVerID's version, by default 5.0 SP2", () => {
    const fields = (text: string) =>
      text.split("|").map((f) => ({ tag: Number(f.split("=")[0]), value: f.split("=")[1] }))
    expect(applicationVersion(fields("8=FIXT.1.1|9=5|35=X"))).toBe("5.0SP2")
    expect(applicationVersion(fields("8=FIXT.1.1|9=5|35=X|1128=9"))).toBe("5.0SP2")
    expect(applicationVersion(fields("8=FIXT.1.1|9=5|35=X|1128=7"))).toBeNull()
  })
})
