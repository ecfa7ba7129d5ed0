import { ADMONITION_TITLES, ADMONITION_TYPES, isAdmonitionType } from "./admonitions"

describe("the admonition kinds", () => {
  it("are note, tip, info, warning and danger, in that order, each with its default title", () => {
    expect(ADMONITION_TYPES).toEqual(["note", "tip", "info", "warning", "danger"])
    expect(ADMONITION_TYPES.map((type) => ADMONITION_TITLES[type])).toEqual([
      "Note",
      "Tip",
      "Info",
      "Warning",
      "Danger",
    ])
  })
  it("are recognised by name, and nothing else is", () => {
    expect(isAdmonitionType("warning")).toBe(true)
    expect(isAdmonitionType("caution")).toBe(false)
    expect(isAdmonitionType("toString")).toBe(false)
  })
})
