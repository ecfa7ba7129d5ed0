import { inlineCodeRuns } from "./inline-code"

describe("inlineCodeRuns", () => {
  it("marks text between backticks as code", () => {
    expect(inlineCodeRuns("Set `journal.fsync` to `always`.")).toEqual([
      { code: false, text: "Set " },
      { code: true, text: "journal.fsync" },
      { code: false, text: " to " },
      { code: true, text: "always" },
      { code: false, text: "." },
    ])
  })
  it("keeps an unmatched backtick as text", () => {
    expect(
      inlineCodeRuns("a ` b")
        .map((r) => r.text)
        .join(""),
    ).toBe("a ` b")
    expect(inlineCodeRuns("plain")).toEqual([{ code: false, text: "plain" }])
  })
})
