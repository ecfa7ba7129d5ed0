import { revealScrollTop } from "./reveal"

describe("revealScrollTop", () => {
  it("leaves a list alone when the item shows", () => {
    expect(revealScrollTop({ top: 100, bottom: 130 }, { scrollTop: 0, height: 600 })).toBe(0)
    expect(revealScrollTop({ top: 700, bottom: 730 }, { scrollTop: 200, height: 600 })).toBe(200)
  })
  it("brings an item below or above the view to a third of the way down", () => {
    expect(revealScrollTop({ top: 1500, bottom: 1530 }, { scrollTop: 0, height: 600 })).toBe(1300)
    expect(revealScrollTop({ top: 100, bottom: 130 }, { scrollTop: 900, height: 600 })).toBe(0)
    expect(revealScrollTop({ top: 590, bottom: 620 }, { scrollTop: 0, height: 600 })).toBe(390)
  })
})
