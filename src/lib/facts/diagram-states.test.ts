import { drawnStates, fenceStates, javaEnumConstants, stateProblems } from "./diagram-states"

const ORDER = ["PENDING_NEW", "NEW", "FILLED"]

describe("fenceStates", () => {
  test("reads the enum a fence names", () => {
    expect(fenceStates('title="Order states" states="io.tachyon.api.OrderStatus"')).toBe("io.tachyon.api.OrderStatus")
    expect(fenceStates('title="x"')).toBeNull()
  })
})

describe("drawnStates (the states of a stateDiagram-v2, groups left out)", () => {
  test("edges, bare states and labelled states count; composite groups do not", () => {
    const code = [
      "stateDiagram-v2",
      "  [*] --> PENDING_NEW",
      '  state "Open" as Open {',
      "    PENDING_NEW --> NEW: acknowledged",
      "    HALTED",
      "  }",
      "  Open --> FILLED: fill",
      '  state "Waiting" as WAITING',
    ].join("\n")
    expect([...drawnStates(code)]).toEqual([
      ["PENDING_NEW", 2],
      ["NEW", 4],
      ["HALTED", 5],
      ["FILLED", 7],
      ["WAITING", 8],
    ])
  })
})

describe("javaEnumConstants", () => {
  test("reads constants, with or without arguments", () => {
    expect(javaEnumConstants("public enum A { X, Y,\n Z }", "A")).toEqual(["X", "Y", "Z"])
    expect(javaEnumConstants('enum R { P("RSK-1"), Q("RSK-2"); final String c; }', "R")).toEqual(["P", "Q"])
    expect(javaEnumConstants("enum B { X }", "A")).toBeNull()
  })
})

describe("stateProblems", () => {
  test("a state the enum lacks, at its line, and values not drawn, at the fence", () => {
    const code = "stateDiagram-v2\n  [*] --> PENDING_NEW\n  PENDING_NEW --> DONE_FOR_DAY: close"
    expect(stateProblems(code, "OrderStatus", ORDER)).toEqual([
      { line: 3, message: "the diagram draws DONE_FOR_DAY, which is not a value of OrderStatus" },
      { line: 0, message: "the diagram does not draw NEW, FILLED of OrderStatus" },
    ])
  })
  test("a diagram that draws exactly the enum passes", () => {
    const code = "stateDiagram-v2\n  PENDING_NEW --> NEW\n  NEW --> FILLED"
    expect(stateProblems(code, "OrderStatus", ORDER)).toEqual([])
  })
  test("states= on another kind of diagram is a problem", () => {
    expect(stateProblems("flowchart LR\n  a --> b", "OrderStatus", ORDER)).toHaveLength(1)
  })
})
