import type { EngineDictionary, EngineFieldSet } from "../samples/fix-engine"
import { fixDictionary, type FixTag } from "./fix-tags"
import { quickFixXml, QUICKFIX_FILES } from "./quickfix-xml"

const set = (
  order: (number | string)[],
  required: number[] = [],
  parts: EngineFieldSet["parts"] = [],
): EngineFieldSet => ({
  required,
  parts,
  order,
})

// FIX 4.4 cut down: a header, Logon, NewOrderSingle with an Instrument component and a NoPartyIDs group.
const engine: EngineDictionary = {
  version: "4.4",
  header: set([8, 9, 35, 49], [8, 9, 35, 49]),
  trailer: set([10], [10]),
  messages: {
    A: { name: "Logon", body: set([98, 108], [98, 108]) },
    D: {
      name: "NewOrderSingle",
      body: set(
        [11, 453, "Instrument", 54, 40, 44, 58],
        [11, 54, 40],
        [
          { kind: "group", name: "NoPartyIDs", required: false, counter: 453, set: set([448], [448]) },
          { kind: "component", name: "Instrument", required: true, set: set([55, 48], [55]) },
        ],
      ),
    },
    q: { name: "OrderMassCancelRequest", body: set([11], [11]) },
  },
  fields: Object.fromEntries(
    [
      [8, "BeginString", "STRING"],
      [9, "BodyLength", "LENGTH"],
      [35, "MsgType", "STRING"],
      [49, "SenderCompID", "STRING"],
      [10, "CheckSum", "STRING"],
      [98, "EncryptMethod", "INT", ["0"]],
      [108, "HeartBtInt", "INT"],
      [11, "ClOrdID", "STRING"],
      [453, "NoPartyIDs", "NUMINGROUP"],
      [448, "PartyID", "STRING"],
      [55, "Symbol", "STRING"],
      [48, "SecurityID", "STRING"],
      [54, "Side", "CHAR", ["1", "2", "5"]],
      [40, "OrdType", "CHAR", ["1", "2"]],
      [44, "Price", "PRICE"],
      [58, "Text", "STRING"],
    ].map(([tag, name, type, values]) => [
      tag,
      { name, type, values, descriptions: (values as string[] | undefined)?.map((v) => `V${v}`) },
    ]),
  ) as EngineDictionary["fields"],
}

const tag = (entry: Partial<FixTag> & Pick<FixTag, "tag" | "name">): FixTag => ({
  type: "String",
  custom: false,
  use: ["order-entry"],
  versions: ["4.2", "4.4", "5.0SP2"],
  meaning: "x",
  ...entry,
})
const tags: FixTag[] = [
  tag({
    tag: 35,
    name: "MsgType",
    messages: ["header"],
    values: [
      { value: "A", name: "Logon" },
      { value: "D", name: "NewOrderSingle" },
      { value: "q", name: "OrderMassCancelRequest", use: "venue" },
      { value: "V", name: "MarketDataRequest" },
    ],
  }),
  tag({ tag: 11, name: "ClOrdID", messages: ["D"] }),
  tag({ tag: 55, name: "Symbol", messages: ["D"] }),
  tag({
    tag: 54,
    name: "Side",
    type: "char",
    messages: ["D"],
    values: [
      { value: "1", name: "Buy" },
      { value: "2", name: "Sell" },
      { value: "5", name: "SellShort", versions: ["5.0SP2"] },
    ],
  }),
  tag({ tag: 44, name: "Price", type: "Price", messages: ["D"], versions: ["5.0SP2"] }),
  tag({ tag: 58, name: "Text", use: ["venue"], messages: ["D"] }),
  tag({ tag: 7001, name: "AlgoName", custom: true, messages: ["D"] }),
  tag({ tag: 7002, name: "AlgoParams", custom: true, type: "String", messages: ["G"] }),
]

describe("quickFixXml", () => {
  const fix44 = QUICKFIX_FILES.find((f) => f.quickFixName === "FIX44.xml")!
  const xml = quickFixXml(fix44, tags, fixDictionary(tags), engine)
  const message = (msgType: string) =>
    new RegExp(`<message [^>]*msgtype="${msgType}"[\\s\\S]*?</message>`).exec(xml)?.[0]

  test("the version's header, with the site's messages that the version defines", () => {
    expect(xml).toContain('<fix type="FIX" major="4" minor="4" servicepack="0">')
    expect(xml).toContain('<header>\n    <field name="BeginString" required="Y"/>')
    expect(message("A")).toContain('msgcat="admin"')
    expect(message("D")).toContain('msgcat="app"')
    expect(message("V")).toBeUndefined()
    expect(message("q")).toBeUndefined()
  })

  test("a message: the version's required fields and the site's own, in the version's order; groups only when placed", () => {
    expect(message("D")!.split("\n").slice(1, -1)).toEqual([
      '      <field name="ClOrdID" required="Y"/>',
      '      <field name="Symbol" required="Y"/>',
      '      <field name="Side" required="Y"/>',
      '      <field name="OrdType" required="Y"/>',
      '      <field name="AlgoName" required="N"/>',
    ])
  })

  test("fields: the site's values of the version where it lists them, the version's otherwise; venue tags and other versions' left out", () => {
    expect(xml).toContain(
      '    <field number="54" name="Side" type="CHAR">\n      <value enum="1" description="BUY"/>\n      <value enum="2" description="SELL"/>\n    </field>',
    )
    expect(xml).toContain('<field number="40" name="OrdType" type="CHAR">\n      <value enum="1" description="V1"/>')
    expect(xml).toContain('<field number="7001" name="AlgoName" type="STRING"/>')
    expect(xml).not.toContain("SELL_SHORT")
    expect(xml).not.toContain('name="Price"')
    expect(xml).not.toContain('name="Text"')
    expect(xml).not.toContain("AlgoParams")
  })

  test("FIX 5.0 SP2 is split: FIXT11 has the session messages and header, FIX50SP2 the rest", () => {
    const [session, application] = ["FIXT11.xml", "FIX50SP2.xml"].map((name) =>
      quickFixXml(
        QUICKFIX_FILES.find((f) => f.quickFixName === name)!,
        tags,
        fixDictionary(tags),
        { ...engine, version: "5.0SP2" },
      ),
    )
    expect(session).toContain('<fix type="FIXT" major="1" minor="1" servicepack="0">')
    expect(session).toContain('msgtype="A"')
    expect(session).not.toContain('msgtype="D"')
    expect(application).toContain('<fix type="FIX" major="5" minor="0" servicepack="2">')
    expect(application).toContain("<header/>")
    expect(application).toContain('msgtype="D"')
    expect(application).toContain('<field name="Price" required="N"/>')
    expect(application).toContain('<value enum="5" description="SELL_SHORT"/>')
  })
})
