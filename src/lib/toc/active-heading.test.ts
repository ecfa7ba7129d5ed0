import { activeHeading, type HeadingBox } from "./active-heading"

const NAVBAR = 60
const HEIGHT = 900
/** Headings 40 px tall whose tops are at `tops`. */
const at = (...tops: number[]): HeadingBox[] => tops.map((top, i) => ({ id: `h${i + 1}`, top, bottom: top + 40 }))

describe("activeHeading", () => {
  it("marks a heading just below the navbar, where a link to it puts it", () => {
    expect(activeHeading(at(-900, 76, 1200), NAVBAR, HEIGHT)).toBe("h2")
  })
  it("marks a heading anywhere in the upper half of the window, not the section above it", () => {
    expect(activeHeading(at(-900, 220, 1200), NAVBAR, HEIGHT)).toBe("h2")
    expect(activeHeading(at(-900, 400, 1200), NAVBAR, HEIGHT)).toBe("h2")
  })
  it("keeps the section above while the next heading is in the lower half", () => {
    expect(activeHeading(at(-900, 420, 1200), NAVBAR, HEIGHT)).toBe("h1")
    expect(activeHeading(at(-900, 700, 1200), NAVBAR, HEIGHT)).toBe("h1")
  })
  it("keeps a heading that has scrolled under the navbar while its text fills the window", () => {
    expect(activeHeading(at(-900, 30, 1200), NAVBAR, HEIGHT)).toBe("h2")
  })
  it("marks nothing above the first heading, and the last one past it", () => {
    expect(activeHeading(at(600, 1400), NAVBAR, HEIGHT)).toBeNull()
    expect(activeHeading(at(-2000, -800), NAVBAR, HEIGHT)).toBe("h2")
    expect(activeHeading([], NAVBAR, HEIGHT)).toBeNull()
  })
})
