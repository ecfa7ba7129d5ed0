import { chartDataRoute } from "./chart-data"

describe("chartDataRoute", () => {
  it("publishes a chart's data at its path under content/, from the site's root", () => {
    expect(chartDataRoute("data: { url: data/benchmarks/gateway.csv }\nmark: line")).toBe(
      "/data/benchmarks/gateway.csv",
    )
    expect(chartDataRoute('{"data": {"url": "./data//rows.json"}}')).toBe("/data/rows.json")
  })

  it("names nothing for a spec without a local data file", () => {
    expect(chartDataRoute("mark: bar")).toBeNull()
    expect(chartDataRoute("data: { values: [{ a: 1 }] }")).toBeNull()
    expect(chartDataRoute("data: { url: https://example.com/x.csv }")).toBeNull()
    expect(chartDataRoute("data: { url: ../secrets.csv }")).toBeNull()
    expect(chartDataRoute("data: [unclosed")).toBeNull()
    expect(chartDataRoute("- a list")).toBeNull()
  })
})
