import { checkFixBlock, completeMessage, fixChecksum, type FixDictionary } from "./fix"

const dictionary: FixDictionary = new Map([
  [8, { tag: 8, name: "BeginString" }],
  [9, { tag: 9, name: "BodyLength" }],
  [10, { tag: 10, name: "CheckSum" }],
  [34, { tag: 34, name: "MsgSeqNum" }],
  [
    35,
    {
      tag: 35,
      name: "MsgType",
      values: new Map([
        ["A", "Logon"],
        ["D", "NewOrderSingle"],
      ]),
    },
  ],
  [49, { tag: 49, name: "SenderCompID" }],
  [52, { tag: 52, name: "SendingTime" }],
  [56, { tag: 56, name: "TargetCompID" }],
  [98, { tag: 98, name: "EncryptMethod", values: new Map([["0", "None"]]) }],
  [108, { tag: 108, name: "HeartBtInt" }],
  [11, { tag: 11, name: "ClOrdID" }],
  [
    18,
    {
      tag: 18,
      name: "ExecInst",
      values: new Map([
        ["P", "MarketPeg"],
        ["R", "PrimaryPeg"],
      ]),
      multiple: true,
    },
  ],
])

// The FIX example Wikipedia prints, SOH written as "|": BodyLength 65, CheckSum 062.
const WIKIPEDIA = "8=FIX.4.2|9=65|35=A|49=SERVER|56=CLIENT|34=177|52=20090107-18:15:16|98=0|108=30|10=062|"
const LOGON = "8=FIX.4.4|9=69|35=A|34=1|49=CLIENT1|52=20251015-13:29:55.120|56=TACHYON|98=0|108=30|10=007|"

describe("FIX BodyLength and CheckSum", () => {
  test("are computed with | read as SOH", () => {
    expect(completeMessage(WIKIPEDIA)).toBe(WIKIPEDIA)
    expect(fixChecksum("8=FIX.4.2|9=65|35=A|49=SERVER|56=CLIENT|34=177|52=20090107-18:15:16|98=0|108=30|")).toBe("062")
  })

  test("a message without them is completed, and a complete one is unchanged", () => {
    expect(completeMessage("8=FIX.4.4|35=A|34=1|49=CLIENT1|52=20251015-13:29:55.120|56=TACHYON|98=0|108=30|")).toBe(
      LOGON,
    )
    expect(completeMessage(LOGON)).toBe(LOGON)
    expect(
      completeMessage("8=FIX.4.4|9=1|35=A|34=1|49=CLIENT1|52=20251015-13:29:55.120|56=TACHYON|98=0|108=30|10=000|"),
    ).toBe(LOGON)
    expect(completeMessage("35=D|11=A|")).toBeNull()
  })
})

describe("checkFixBlock", () => {
  test("a correct message has no problems", () => {
    expect(checkFixBlock(`${LOGON}\n\n${LOGON}`, false, dictionary)).toEqual([])
  })

  test("a wrong BodyLength and CheckSum are named with the right values", () => {
    const wrong = LOGON.replace("9=69", "9=70").replace("10=007", "10=123")
    expect(checkFixBlock(`${LOGON}\n${wrong}`, false, dictionary)).toEqual([
      { line: 2, message: "BodyLength (9) is 70, should be 69" },
      { line: 2, message: "CheckSum (10) is 123, should be 007" },
    ])
  })

  test("placeholders are not values", () => {
    const problems = checkFixBlock(LOGON.replace("9=69", "9=...").replace("10=007", "10=..."), false, dictionary)
    expect(problems.map((p) => p.message)).toEqual([
      "BodyLength (9) is ..., should be 69",
      "CheckSum (10) is ..., should be 007",
    ])
  })

  test("a message without 9 and 10 gets the complete message to paste", () => {
    const [problem] = checkFixBlock(
      "8=FIX.4.4|35=A|34=1|49=CLIENT1|52=20251015-13:29:55.120|56=TACHYON|98=0|108=30|",
      false,
      dictionary,
    )
    expect(problem.message).toBe(`no BodyLength (9) and CheckSum (10); with them the message reads ${LOGON}`)
  })

  test("the SOH after CheckSum and the header order are required", () => {
    expect(checkFixBlock(LOGON.slice(0, -1), false, dictionary).map((p) => p.message)).toEqual([
      'missing the "|" (SOH) that ends CheckSum (10)',
    ])
    const reordered = "8=FIX.4.4|35=A|9=69|34=1|49=CLIENT1|52=20251015-13:29:55.120|56=TACHYON|98=0|108=30|10=007|"
    expect(checkFixBlock(reordered, false, dictionary)[0].message).toMatch(/header must start 8=, 9=, 35=/)
  })

  test("a line that is not a whole message needs the fragment mark", () => {
    expect(checkFixBlock("35=D|11=A-1|", false, dictionary)[0].message).toMatch(/not a complete message.*fix fragment/)
    expect(checkFixBlock("35=D|11=A-1|...        a note after the fields", true, dictionary)).toEqual([])
  })

  test("tags and enumerated values must be in the dictionary, in fragments too", () => {
    expect(checkFixBlock("35=Q|9999=1|11=x|", true, dictionary)).toEqual([
      { line: 1, message: 'MsgType (35) has no value "Q" in the FIX dictionary (known: A, D)' },
      { line: 1, message: "tag 9999 is not in the FIX dictionary (content/reference/fix-tags.yaml)" },
    ])
  })

  test("a multiple-value field checks each value", () => {
    expect(checkFixBlock("18=P R|", true, dictionary)).toEqual([])
    expect(checkFixBlock("18=P X|", true, dictionary)[0].message).toMatch(/ExecInst \(18\) has no value "X"/)
  })

  test("SOH is written as |, never ^A", () => {
    expect(checkFixBlock("35=D^A11=x^A", true, dictionary)[0].message).toMatch(/write SOH as "\|"/)
  })
})
