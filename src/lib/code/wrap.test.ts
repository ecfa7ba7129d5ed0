import { isWrapped, scrollToKeepTop, toggledWrap } from "./wrap"

describe("code wrap", () => {
  it("follows the click on the block, else the block's default", () => {
    expect(isWrapped(null, true)).toBe(true)
    expect(isWrapped(null, false)).toBe(false)
    expect(isWrapped("off", true)).toBe(false)
    expect(isWrapped("on", false)).toBe(true)
  })
  it("turns what the block shows now", () => {
    expect(toggledWrap(true)).toBe("off")
    expect(toggledWrap(false)).toBe("on")
  })
  it("scrolls by the distance the block's top moved", () => {
    expect(scrollToKeepTop(120, 120)).toBe(0)
    expect(scrollToKeepTop(120, -81)).toBe(-201)
    expect(scrollToKeepTop(300, 340)).toBe(40)
  })
})
