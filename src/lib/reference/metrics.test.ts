import { counterEntry, metricEntry } from "./metrics"

describe("metricEntry", () => {
  test("a counter's name ends in _total, and labels default to none", () => {
    const parsed = metricEntry.parse({ name: "tachyon_orders_total", type: "counter", meaning: "Orders." })
    expect(parsed.labels).toEqual([])
  })

  test.each([
    ["a counter without _total", { name: "tachyon_orders", type: "counter" }, "ends in _total"],
    ["a gauge with _total", { name: "tachyon_open_total", type: "gauge" }, "ends in _total"],
    ["a name outside tachyon_", { name: "orders_total", type: "counter" }, "a metric name"],
  ])("refuses %s, at its name", (_kind, entry, message) => {
    const result = metricEntry.safeParse({ ...entry, meaning: "x" })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0].path).toEqual(["name"])
    expect(result.error?.issues[0].message).toContain(message)
  })

  test("refuses a key the schema does not know (a typo in the data)", () => {
    expect(metricEntry.safeParse({ name: "tachyon_up", type: "gauge", meaning: "x", lables: ["a"] }).success).toBe(
      false,
    )
  })
})

describe("counterEntry", () => {
  test.each(["connector.<name>.up", "journal.writes", "risk.rejects"])("accepts the dotted name %s", (name) => {
    expect(counterEntry.safeParse({ name, kind: "total", meaning: "x" }).success).toBe(true)
  })

  test.each(["Journal.writes", "journal..writes", "journal.<Name>"])("refuses %s", (name) => {
    expect(counterEntry.safeParse({ name, kind: "total", meaning: "x" }).success).toBe(false)
  })
})
