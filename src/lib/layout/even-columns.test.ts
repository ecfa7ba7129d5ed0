import { evenColumns } from "./even-columns"

describe("evenColumns", () => {
  it("is the largest divisor of the count up to the maximum", () => {
    expect([5, 4, 3, 2, 1].map((max) => evenColumns(15, max))).toEqual([5, 3, 3, 1, 1])
    expect([4, 3, 2].map((max) => evenColumns(4, max))).toEqual([4, 2, 2])
    expect(evenColumns(12, 5)).toBe(4)
    expect(evenColumns(3, 5)).toBe(3)
  })
  it("falls back to one column for a prime count or nothing", () => {
    expect(evenColumns(7, 5)).toBe(1)
    expect(evenColumns(0, 5)).toBe(1)
    expect(evenColumns(1, 5)).toBe(1)
  })
})
