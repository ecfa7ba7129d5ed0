import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { endpointRows, fieldRows, type OpenApiDocument } from "./openapi"

const doc = parse(
  readFileSync(path.join(__dirname, "../../../content/reference/openapi.yaml"), "utf8"),
) as OpenApiDocument

describe("endpointRows", () => {
  it("lists each operation with its request, success response and error statuses", () => {
    const rows = endpointRows(doc)
    expect(rows.find((r) => r.method === "POST" && r.path === "/api/v1/orders")).toEqual({
      method: "POST",
      path: "/api/v1/orders",
      summary: "Submit an order",
      request: "NewOrder",
      success: "201 Order (`PENDING_NEW`)",
      errors: "400, 401, 403, 409, 413, 422, 429, 503, 504",
    })
    expect(rows.find((r) => r.method === "GET" && r.path === "/api/v1/orders")?.request).toBe(
      "query: `status`, `symbol`, `account`, `since`, `limit`, `cursor`",
    )
    expect(rows.find((r) => r.path === "/api/v1/health")).toMatchObject({ request: "none", errors: "none" })
    expect(rows.find((r) => r.path === "/api/v1/positions")?.success).toBe("200 list of Position")
  })
})

describe("fieldRows", () => {
  it("shows types, requirement (conditional and defaults) and nested objects' fields", () => {
    const rows = new Map(fieldRows(doc, "NewOrder").map((r) => [r.name, r]))
    expect(rows.get("symbol")).toMatchObject({ type: "string", required: "yes" })
    expect(rows.get("side")?.type).toBe("`BUY` \\| `SELL` \\| `SELL_SHORT`")
    expect(rows.get("limitPrice")?.required).toBe("for `LIMIT`, `STOP_LIMIT`")
    expect(rows.get("tif")?.required).toBe("no, default `DAY`")
    expect(rows.get("clOrdId")?.type).toBe("string, max 64")
    expect(rows.get("expireTime")?.type).toBe("time")
    expect([...rows.keys()]).toEqual(expect.arrayContaining(["algo", "algo.name", "algo.params"]))
  })
  it("shows the fields of the records a composite message carries", () => {
    const names = fieldRows(doc, "Level1UpdateMessage").map((r) => r.name)
    expect(names).toEqual(expect.arrayContaining(["channel", "level", "type", "bidPrice", "receiveTime"]))
  })
  it("shows nothing for a schema the document lacks", () => {
    expect(fieldRows(doc, "Nothing")).toEqual([])
  })
})
