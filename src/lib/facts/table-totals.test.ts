import { sourceLines } from "./source-lines"
import { parseQuantity, tableCells, tableTotalProblems } from "./table-totals"

const lines = (...rows: string[]) => sourceLines(rows.join("\n"))

describe("parseQuantity (a table cell as a range in seconds)", () => {
  test.each([
    ["3.0 s", 3, 3],
    ["5 to 20 ms", 0.005, 0.02],
    ["under 10 ms", 0, 0.01],
    ["0.2-2 s", 0.2, 2],
    ["**about 3.3 to 6.1 s**", 3.3, 6.1],
    ["0.7 µs", 0.7e-6, 0.7e-6],
    ["1,000", 1000, 1000],
  ])("%s", (cell, low, high) => {
    const q = parseQuantity(cell)
    expect(q?.low).toBeCloseTo(low, 12)
    expect(q?.high).toBeCloseTo(high, 12)
  })
  test("anything else is not a quantity", () => {
    expect(parseQuantity("Venue logon handshake")).toBeNull()
    expect(parseQuantity("")).toBeNull()
  })
})

describe("tableCells", () => {
  test("pipes in inline code and escaped pipes do not split", () => {
    expect(tableCells("| `a|b` | c \\| d | e |")).toEqual(["`a|b`", "c | d", "e"])
  })
})

describe("tableTotalProblems (a Total row is the sum of its rows)", () => {
  const failover = (total: string) =>
    lines(
      "| Phase | Typical duration | Governed by |",
      "|---|---|---|",
      "| Detection | 3.0 s | `cluster.failoverTimeout` |",
      "| Lease | 5 to 20 ms | Network |",
      "| Promotion | under 10 ms | |",
      "| Gateways | under 100 ms | |",
      "| Logons | 0.2 to 2 s | Venue |",
      "| Reconciliation | 0.1 to 1 s | Venue |",
      `| **Total** | ${total} | |`,
    )
  test("a total that is the sum of the ranges, rounded as written, passes", () => {
    expect(tableTotalProblems(failover("**3.3 to 6.1 s**"))).toEqual([])
  })
  test("a total typed by hand and not updated fails at its row", () => {
    expect(tableTotalProblems(failover("**about 3.5 to 5 s**"))).toEqual([
      { line: 9, message: "table total: the Total row says 3.5 to 5 s, its rows add up to 3.3 to 6 s" },
    ])
  })
  test("single values add up in the Total's unit", () => {
    const ok = lines("| stage | p50 |", "|---|---|", "| a | 0.7 µs |", "| b | 3.4 µs |", "| **Total** | **4.1 µs** |")
    expect(tableTotalProblems(ok)).toEqual([])
  })
  test("a row the total cannot add is named", () => {
    const bad = lines("| stage | p50 |", "|---|---|", "| a | fast |", "| **Total** | 1 µs |")
    expect(tableTotalProblems(bad)).toEqual([
      { line: 3, message: 'table total: "fast" is not a quantity the Total row (line 4) can add up' },
    ])
  })
  test("tables without a Total row, and tables in code blocks, are left alone", () => {
    expect(tableTotalProblems(lines("| a | b |", "|---|---|", "| x | 1 s |"))).toEqual([])
    expect(tableTotalProblems(lines("```text", "| a | b |", "|---|---|", "| Total | 9 s |", "```"))).toEqual([])
  })
})
