import { byCodePoint } from "./compare"

describe("byCodePoint", () => {
  it("orders by code point, whatever the locale: capitals before small letters, '/' before letters", () => {
    expect(["b", "a", "B", "/docs/", "/", "é"].sort(byCodePoint)).toEqual(["/", "/docs/", "B", "a", "b", "é"])
  })
  it("says 0 for equal strings", () => {
    expect(byCodePoint("same", "same")).toBe(0)
  })
})
