import { parseMdx } from "../markdown/mdx"
import {
  cellMembers,
  codeSpanMention,
  javaTypeIndex,
  pageJavaNameProblems,
  UNTYPED_TABLE,
  type JavaType,
} from "./java-names"

const member = (name: string, extra: Partial<JavaType["members"][number]> = {}) => ({
  name,
  kind: "method",
  own: true,
  doc: true,
  params: [],
  ...extra,
})

const API: JavaType[] = [
  {
    name: "io.tachyon.api.Quote",
    kind: "interface",
    doc: true,
    members: [member("getBidPrice"), member("isStale"), member("getSymbol", { doc: false })],
  },
  {
    name: "io.tachyon.api.MdFlag",
    kind: "enum",
    doc: true,
    members: [member("CROSSED", { kind: "enum_constant" }), member("values")],
  },
  {
    name: "io.tachyon.algo.Timers",
    kind: "interface",
    doc: true,
    members: [member("schedule", { params: ["java.time.Duration", "java.lang.String"] })],
  },
  { name: "io.tachyon.api.NewOrder", kind: "interface", doc: true, members: [member("builder")] },
  { name: "io.tachyon.api.NewOrder.Builder", kind: "interface", doc: true, members: [member("algo")] },
]
const index = javaTypeIndex(API)
const isApiType = (name: string) => index.has(name)
const problemsOf = (mdx: string) => pageJavaNameProblems(parseMdx(mdx, { tables: true }), index)

describe("codeSpanMention", () => {
  test("reads a member of an API type, with the arguments written", () => {
    expect(codeSpanMention("Timers.schedule(Duration, String)", 3, isApiType)).toEqual({
      type: "Timers",
      member: "schedule",
      arity: 2,
      line: 3,
    })
    expect(codeSpanMention("MdFlag.CROSSED", 1, isApiType)).toEqual({ type: "MdFlag", member: "CROSSED", line: 1 })
  })

  test("leaves the JDK's, the Python client's and the server's own names alone", () => {
    expect(codeSpanMention("Duration.ofSeconds(5)", 1, isApiType)).toBeNull()
    expect(codeSpanMention("Quote.is_stale", 1, isApiType)).toBeNull()
    expect(codeSpanMention("io.tachyon.core.idle.BusySpinIdleStrategy", 1, isApiType)).toBeNull()
  })

  test("reads a qualified API type, and the first member of a call chain", () => {
    expect(codeSpanMention("io.tachyon.api.Level", 1, isApiType)).toEqual({ type: "io.tachyon.api.Level", line: 1 })
    expect(codeSpanMention("NewOrder.builder().symbol(s)", 1, isApiType)).toEqual({
      type: "NewOrder",
      member: "builder",
      arity: 0,
      line: 1,
    })
  })
})

describe("cellMembers", () => {
  test("reads fields, getters with arguments, return types, receivers and chains", () => {
    expect(cellMembers("symbol, venue")).toEqual([
      { member: "symbol", field: true },
      { member: "venue", field: true },
    ])
    expect(cellMembers("getBidPrice(i), getAskPrice(i)").map((m) => [m.member, m.arity])).toEqual([
      ["getBidPrice", 1],
      ["getAskPrice", 1],
    ])
    expect(cellMembers("OrderId sendChild(ChildOrder order)")[0]).toEqual({
      member: "sendChild",
      arity: 1,
      field: false,
    })
    expect(cellMembers("client.orders()")[0]).toEqual({ member: "orders", arity: 0, field: false })
    expect(cellMembers("of(Class) ... build()").map((m) => m.member)).toEqual(["of", "build"])
  })
})

describe("javaNameProblems", () => {
  test("a field table under a heading naming its type: a field stands for its getter", () => {
    const mdx = [
      "## Quote fields",
      "",
      "| Field | Type | Meaning |",
      "|---|---|---|",
      "| `bidPrice` | `double` | Best bid |",
      "| `stale` | `boolean` | Stale |",
      "| `askPrice` | `double` | Best offer |",
      "",
    ].join("\n")
    expect(problemsOf(mdx)).toEqual([
      { line: 7, message: "Quote.askPrice: io.tachyon.api.Quote has no member askPrice" },
    ])
  })

  test("a member the page names must have Javadoc", () => {
    expect(problemsOf("Read `Quote.getSymbol()` first.\n")).toEqual([
      { line: 1, message: "Quote.getSymbol(…): io.tachyon.api.Quote.getSymbol has no Javadoc" },
    ])
  })

  test("a wrong number of arguments names the API's signature", () => {
    expect(problemsOf("Call `Timers.schedule(Duration delay)`.\n")).toEqual([
      {
        line: 1,
        message: "Timers.schedule(…): 1 argument(s), but the API has schedule(java.time.Duration, java.lang.String)",
      },
    ])
  })

  test("a constants table headed by its enum; a builder's setter named on its type", () => {
    const mdx = [
      "| `MdFlag` | Meaning |",
      "|---|---|",
      "| `CROSSED` | Crossed |",
      "| `HALTED` | Halted |",
      "",
      "See `NewOrder.algo`.",
      "",
    ]
    expect(problemsOf(mdx.join("\n"))).toEqual([
      { line: 4, message: "MdFlag.HALTED: io.tachyon.api.MdFlag has no member HALTED" },
    ])
  })

  test("a Java table of a type the API lacks; lower-case REST tables are not Java's", () => {
    const mdx = [
      "## Bar fields",
      "",
      "| Field | Type | Meaning |",
      "|---|---|---|",
      "| `open` | `double` | Open |",
      "",
      "## Endpoints",
      "",
      "| field | type | meaning |",
      "|---|---|---|",
      "| `symbol` | string | Symbol |",
      "",
    ].join("\n")
    expect(problemsOf(mdx)).toEqual([{ line: 5, message: "Bar.open: the Java API has no type Bar" }])
  })
})

describe("a table of Java members must name its type", () => {
  const getters = ["| Getter | Meaning |", "|---|---|", "| `getBidPrice()` | Best bid |", "| `isStale()` | Stale |", ""]

  test("a table of getters under a heading that names no type fails, naming the table's line", () => {
    expect(problemsOf(["## Reference data", "", ...getters].join("\n"))).toEqual([{ line: 3, message: UNTYPED_TABLE }])
    // A one-word heading that is not an API type names none either.
    expect(problemsOf(["## Connecting", "", ...getters].join("\n"))).toEqual([{ line: 3, message: UNTYPED_TABLE }])
  })

  test("a type named in the heading, or in the header of the member column, is the table's type", () => {
    expect(problemsOf(["## Reference data", "", "### `Quote` getters", "", ...getters].join("\n"))).toEqual([])
    expect(problemsOf(["| `Quote` getter | Meaning |", ...getters.slice(1)].join("\n"))).toEqual([])
    const factories = [
      "### `NewOrder` factories",
      "",
      "| Factory | Effect |",
      "|---|---|",
      "| `builder()` | A builder |",
    ]
    expect(problemsOf(factories.join("\n"))).toEqual([])
  })

  test("a Type column before the member column names each row's type", () => {
    const mdx = [
      "## Reference data",
      "",
      "| Type | Method | Meaning |",
      "|---|---|---|",
      "| `Quote` | `getBidPrice()` | Best bid |",
      "| `Timers` | `schedule(Duration delay, String tag)` | A timer |",
      "",
    ].join("\n")
    expect(problemsOf(mdx)).toEqual([])
  })

  test("a member the type lacks still fails, whichever way the type is named", () => {
    const missing = "| `getAskPrice()` | Best offer |"
    expect(problemsOf(["### `Quote` getters", "", ...getters.slice(0, 2), missing, ""].join("\n"))).toEqual([
      { line: 5, message: "Quote.getAskPrice(…): io.tachyon.api.Quote has no member getAskPrice" },
    ])
    const typeColumn = [
      "| Type | Method | Meaning |",
      "|---|---|---|",
      "| `Quote` | `getAskPrice()` | Best offer |",
      "",
    ]
    expect(problemsOf(typeColumn.join("\n"))).toEqual([
      { line: 3, message: "Quote.getAskPrice(…): io.tachyon.api.Quote has no member getAskPrice" },
    ])
    // A type named in code or beside a word only Java uses is Java's, even when the API lacks it.
    expect(problemsOf(["| `ClientStats` getter | Meaning |", ...getters.slice(1)].join("\n"))).toEqual([
      { line: 3, message: "ClientStats.getBidPrice(…): the Java API has no type ClientStats" },
      { line: 4, message: "ClientStats.isStale(…): the Java API has no type ClientStats" },
    ])
  })

  test("a row of a Type column table that names no type fails", () => {
    const mdx = ["| Type | Method | Meaning |", "|---|---|---|", "| | `getBidPrice()` | Best bid |", ""].join("\n")
    expect(problemsOf(mdx)).toEqual([{ line: 3, message: UNTYPED_TABLE }])
  })

  test("fields of a record that names no type, values and plain `Marker field` tables are not Java's", () => {
    const mdx = [
      "## Replace and cancel",
      "",
      "| Field | Type | Meaning | FIX tag |",
      "|---|---|---|---|",
      "| `venueSymbol` | `String` | Venue's code | 55 |",
      "",
      "| Value | Meaning |",
      "|---|---|",
      "| `always` | Every write |",
      "",
      "| Marker field | Type | Meaning |",
      "|---|---|---|",
      "| `bookDepth` | `int` | Levels |",
      "",
    ].join("\n")
    expect(problemsOf(mdx)).toEqual([])
  })
})
