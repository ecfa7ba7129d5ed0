import { collectGarbage } from "./heap-collect"

describe("collectGarbage", () => {
  it("gives back what nothing refers to any more, without a flag on the command line", () => {
    let garbage: number[][] | null = Array.from({ length: 200 }, () => Array.from({ length: 50_000 }, (_, i) => i))
    const held = process.memoryUsage().heapUsed
    expect(garbage.length).toBe(200)
    garbage = null
    collectGarbage(0)
    // 200 × 50,000 small integers: 80 MB as elements, all of it unreachable now.
    expect(held - process.memoryUsage().heapUsed).toBeGreaterThan(50 * 2 ** 20)
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined()
  })

  it("does not collect a heap smaller than is worth it", () => {
    expect(collectGarbage(Number.MAX_SAFE_INTEGER)).toBe(0)
  })
})
