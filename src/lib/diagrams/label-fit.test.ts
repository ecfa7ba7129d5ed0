import { estimatedLabelWidth, fitLabelsToBoxes, WIDEST_FALLBACK_RATIO } from "./label-fit"

const node = (width: number, label: string, anchor = "middle") =>
  `<g class="node">
  <rect x="40" y="40" width="${width}" height="36.90" rx="0" ry="0" />
  <text x="${40 + width / 2}" y="58.45" text-anchor="${anchor}" font-size="13" font-weight="500" dy="4.55">${label}</text>
</g>`

const textLength = (svg: string) => /textLength="([\d.]+)"/.exec(svg)?.[1]

describe("estimatedLabelWidth", () => {
  it("counts capitals and wide letters wider than narrow ones, and weight widens", () => {
    expect(estimatedLabelWidth("WWW", 13, 400)).toBeGreaterThan(estimatedLabelWidth("iii", 13, 400) * 3)
    expect(estimatedLabelWidth("Order", 13, 600)).toBeGreaterThan(estimatedLabelWidth("Order", 13, 400))
    // "Level 1": L 1.2, e v e 3, l 0.4, space 0.3, 1 0.4 ems at 13 px and weight 500.
    expect(estimatedLabelWidth("Level 1", 13, 500)).toBeCloseTo(5.3 * 13 * 0.57, 5)
  })
})

describe("fitLabelsToBoxes", () => {
  it("gives a label sized as tightly as its box the estimate's length, condensed in a wider font", () => {
    const width = estimatedLabelWidth("Level 3: order by order", 13, 500) + 32
    const out = fitLabelsToBoxes(node(width, "Level 3: order by order"))
    expect(Number(textLength(out))).toBeCloseTo(width - 32, 1)
    expect(out).toContain('lengthAdjust="spacingAndGlyphs"')
  })

  it("never gives a label more than its box's room, less a margin at each edge", () => {
    const out = fitLabelsToBoxes(node(80, "A label much too long for its box"))
    expect(Number(textLength(out))).toBeCloseTo(80 - 6, 1)
  })

  it("leaves a label alone that the widest fallback still fits", () => {
    const estimate = estimatedLabelWidth("NEW", 13, 500)
    const svg = node(estimate * WIDEST_FALLBACK_RATIO + 10, "NEW")
    expect(fitLabelsToBoxes(svg)).toBe(svg)
  })

  it("measures a group's header from where it starts to its header's right edge, not the group's", () => {
    const header = (width: number) => `<g class="subgraph">
  <rect x="100" y="40" width="600" height="300" />
  <rect x="100" y="40" width="${width}" height="28" />
  <text x="112" y="54" font-size="12" font-weight="600" dy="4.19">Pending cancel or replace</text>
</g>`
    const estimate = estimatedLabelWidth("Pending cancel or replace", 12, 600)
    expect(textLength(fitLabelsToBoxes(header(estimate + 20)))).toBe(estimate.toFixed(2))
    expect(textLength(fitLabelsToBoxes(header(estimate * 2)))).toBeUndefined()
  })

  it("measures a note from its page's bounds, not its folded corner", () => {
    const note = (right: number) => `<g class="note">
  <polygon points="245,138 ${right - 6},138 ${right},144 ${right},161 245,161" />
  <polygon points="${right - 6},138 ${right},144 ${right - 6},144" />
  <text x="${(245 + right) / 2}" y="149.5" font-size="11" text-anchor="middle" font-weight="400" dy="3.84">client silent for 36 s</text>
</g>`
    const estimate = estimatedLabelWidth("client silent for 36 s", 11, 400)
    expect(textLength(fitLabelsToBoxes(note(245 + estimate + 16)))).toBe(estimate.toFixed(2))
    expect(textLength(fitLabelsToBoxes(note(245 + estimate * 2)))).toBeUndefined()
  })

  it("reads escaped text as the characters drawn, and leaves groups without a box or with a length alone", () => {
    const escaped = fitLabelsToBoxes(node(60, "A &amp; B &lt;C&gt;"))
    expect(Number(textLength(escaped))).toBeLessThanOrEqual(54)
    const message = `<g class="message"><line x1="0" x2="300" /><text x="150" y="80" font-size="11">TCP connect</text></g>`
    expect(fitLabelsToBoxes(message)).toBe(message)
    const fitted = fitLabelsToBoxes(node(100, "Level 3: order by order"))
    expect(fitLabelsToBoxes(fitted)).toBe(fitted)
  })
})
