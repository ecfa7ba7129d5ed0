import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import type { CodeBlock } from "../markdown/mdx"
import { ExampleSchemas } from "./example-schemas"
import { jsonExampleProblems } from "./json-examples"
import type { OpenApiDocument } from "./openapi"

const doc = parse(
  readFileSync(path.join(__dirname, "../../../content/reference/openapi.yaml"), "utf8"),
) as OpenApiDocument
const schemas = new ExampleSchemas(doc)
const codes = [
  { code: "RSK-2002", name: "MAX_ORDER_NOTIONAL", httpStatus: 422 },
  { code: "TRJ-1007", name: "TOO_LATE_TO_CANCEL", httpStatus: 409 },
]

const order = {
  orderId: "T00000A1F3C2B9A21",
  clOrdId: "A-1",
  symbol: "AAPL",
  side: "BUY",
  type: "LIMIT",
  quantity: 1000,
  limitPrice: 187.25,
  tif: "DAY",
  account: "ACME-EQ",
  status: "PARTIALLY_FILLED",
  cumQty: 300,
  leavesQty: 700,
  avgPx: 187.24,
  createdAt: "2025-10-14T13:29:58.102334871Z",
  updatedAt: "2025-10-14T13:41:12.550190224Z",
  journalSeq: 88412107,
}
const json = (value: unknown) => JSON.stringify(value, null, 2)
const block = (meta: string, value: string, line = 10): CodeBlock => ({ lang: "json", meta, value, line })
const check = (blocks: CodeBlock[], page = "api/restws/api-reference.mdx") =>
  jsonExampleProblems(page, blocks, schemas, codes).problems

describe("JSON examples against the REST API document", () => {
  it("passes a valid example, and counts it", () => {
    const result = jsonExampleProblems("x.mdx", [block('schema="Order"', json(order))], schemas, codes)
    expect(result).toEqual({ problems: [], count: { blocks: 1, values: 1 } })
  })

  it("names the line of a wrong value, a missing field and a field the schema lacks", () => {
    const wrong = json({ ...order, side: "BUYY", avgPrice: 1 }).replace(/\n {2}"tif": "DAY",/, "")
    const lines = check([block('schema="Order"', wrong)]).map((p) => `${p.line} ${p.message}`)
    expect(lines).toEqual(
      [
        "11 Order: (the value): must have required property 'tif'",
        "15 Order: /side: must be equal to one of the allowed values (BUY, SELL, SELL_SHORT)",
        '27 Order: (the value): field "avgPrice" is not in the schema',
      ].sort((a, b) => parseInt(a) - parseInt(b)),
    )
  })

  it("lets a partial example leave out required fields, not add unknown ones", () => {
    expect(check([block('schema="Order" partial', json({ orderId: order.orderId, status: "NEW" }))])).toEqual([])
    expect(check([block('schema="Order" partial', json({ orderId: order.orderId, colour: "red" }))])).toHaveLength(1)
  })

  it("validates each value of a session and each item of a list", () => {
    const session =
      '{"op": "subscribe", "id": 2, "channel": "marketdata", "level": "L1", "symbols": ["AAPL"]}\n{"op": "pong"}'
    expect(check([block('schema="ClientMessage"', session)])).toEqual([
      { line: 12, message: 'ClientMessage: no kind of ClientMessage has op "pong"' },
    ])
    const ack = '{"type": "ack", "id": 2, "channel": "orders", "colour": "red"}'
    expect(check([block('schema="ServerMessage"', ack)])).toEqual([
      { line: 11, message: 'ServerMessage: (the value): field "colour" is not in the schema' },
    ])
    expect(check([block('schema="Order[]"', json(order))])[0].message).toMatch(/is a list, and this is not one/)
  })

  it("requires a schema on the REST pages only, and a schema the document has", () => {
    expect(check([block("", "{}")])[0].message).toMatch(/names its schema/)
    expect(check([block("", "{}")], "dw/kafka.mdx")).toEqual([])
    expect(check([block('schema="Nothing"', "{}")])[0].message).toMatch(/has no schema Nothing/)
  })

  it("checks the quantities and the average price of the orders and fills a page shows", () => {
    const fill = {
      channel: "orders",
      type: "execution",
      journalSeq: 1,
      order: { orderId: order.orderId, status: "PARTIALLY_FILLED", cumQty: 300, leavesQty: 700, avgPx: 187.2433 },
      execution: {
        execId: "X00000A1F3C2B9C12",
        execType: "TRADE",
        lastQty: 300,
        lastPx: 187.24,
        transactTime: order.createdAt,
      },
    }
    const problems = check([
      block('schema="Order"', json({ ...order, leavesQty: 600 }), 10),
      block('schema="ServerMessage"', json(fill), 50),
    ])
    expect(problems.map((p) => p.message)).toEqual([
      "Order: cumQty 300 + leavesQty 600 is not the quantity 1000 of a live (PARTIALLY_FILLED) order",
      "ServerMessage: avgPx 187.2433 is not the mean of the fills shown (300 @ 187.24), 187.24",
    ])
    expect(check([block('schema="Order"', json({ ...order, status: "FILLED", leavesQty: 0 }))])[0].message).toBe(
      "Order: cumQty 300 is not the quantity 1000 of a FILLED order",
    )
    expect(
      check([block('schema="Order"', json({ ...order, status: "NEW", cumQty: 0, avgPx: 1, leavesQty: 1000 }))])[0]
        .message,
    ).toBe("Order: avgPx is 1 before any fill (cumQty 0); it is 0")
  })

  it("checks a reject code, its name and its HTTP status against the reference data", () => {
    const error = (code: string, name: string, status: number) =>
      json({ error: { status, code, name, message: "m", requestId: "r" } })
    expect(check([block('schema="ErrorResponse"', error("RSK-2002", "MAX_ORDER_NOTIONAL", 422))])).toEqual([])
    expect(
      check([block('schema="ErrorResponse"', error("RSK-2002", "MAX_ORDER_QTY", 409))]).map((p) => p.message),
    ).toEqual([
      "ErrorResponse: RSK-2002 answers HTTP 422, not 409",
      "ErrorResponse: RSK-2002 is named MAX_ORDER_NOTIONAL, not MAX_ORDER_QTY",
    ])
    expect(check([block('schema="ErrorResponse"', error("TRJ-1099", "X", 422))])[0].message).toMatch(
      /TRJ-1099 is not in the reject codes/,
    )
  })

  it("checks a bar's prices and a book's order", () => {
    const bar = {
      symbol: "AAPL",
      venue: "XNAS",
      interval: "1m",
      startTime: "2025-10-14T13:31:00Z",
      endTime: "2025-10-14T13:32:00Z",
      open: 187.25,
      high: 187.41,
      low: 187.19,
      close: 187.5,
      volume: 10,
      tradeCount: 1,
      complete: true,
    }
    expect(check([block('schema="Bar[]"', json([bar]))])[0].message).toBe(
      "Bar: close 187.5 is outside the bar's low 187.19 to high 187.41",
    )
    const book =
      '{"channel": "marketdata", "level": "L2", "type": "snapshot", "symbol": "AAPL", "venue": "XNAS", "seq": 1, "bids": [[187.23, 1, 1], [187.24, 1, 1]], "asks": [[187.26, 1, 1]], "flags": [], "receiveTime": "2025-10-14T13:31:00Z"}'
    expect(check([block('schema="ServerMessage"', book)])[0].message).toBe(
      "ServerMessage: bids are not in falling price order, best first",
    )
  })
})
