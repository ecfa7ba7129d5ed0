import { errorChain } from "./errors"

describe("errorChain", () => {
  it("lists an error and each cause on its own line", () => {
    const root = new TypeError("fetch failed")
    const mid = new Error("Could not load the journal view", { cause: root })
    const top = new Error("Render failed", { cause: mid })
    expect(errorChain(top)).toEqual([
      "Error: Render failed",
      "Error: Could not load the journal view",
      "TypeError: fetch failed",
    ])
  })
  it("handles non-Error causes and cycles", () => {
    const a = new Error("a") as Error & { cause?: unknown }
    a.cause = a
    expect(errorChain(a)).toEqual(["Error: a"])
    expect(errorChain(new Error("x", { cause: "plain text" }))).toEqual(["Error: x", "plain text"])
  })
})
