import { ACCEPT_EXAMPLES } from "./negotiation-examples"
import { acceptRangePatterns, prefersMarkdown } from "./negotiation"

describe("prefersMarkdown", () => {
  it.each(ACCEPT_EXAMPLES.map((e) => [e.who, e.accept, e.gets]))("%s (%j): %s", (_, accept, gets) =>
    expect(prefersMarkdown(accept) ? "markdown" : "html").toBe(gets),
  )

  it("reads a missing header as no preference", () => {
    expect(prefersMarkdown(null)).toBe(false)
    expect(prefersMarkdown(undefined)).toBe(false)
  })
})

describe("acceptRangePatterns", () => {
  const { named, partial, refused } = acceptRangePatterns("text/markdown")
  const matches = (pattern: string, accept: string) => new RegExp(pattern, "i").test(accept)

  it("names a range only as a whole media range, not as the start of another", () => {
    expect(matches(named, "text/markdown")).toBe(true)
    expect(matches(named, "text/html,text/markdown;q=0.2")).toBe(true)
    expect(matches(named, "text/markdown-extra, text/x-markdown")).toBe(false)
  })

  it("tells a q-value between 0 and 1 from 0 and from 1", () => {
    for (const q of ["0.5", "0.05", "0.001", "0.999"])
      expect([q, matches(partial, `text/markdown;q=${q}`)]).toEqual([q, true])
    for (const q of ["0", "0.0", "0.000", "1", "1.000"])
      expect([q, matches(partial, `text/markdown;q=${q}`)]).toEqual([q, false])
    for (const q of ["0", "0.", "0.000"]) expect([q, matches(refused, `text/markdown;q=${q}`)]).toEqual([q, true])
    for (const q of ["0.5", "1"]) expect([q, matches(refused, `text/markdown;q=${q}`)]).toEqual([q, false])
  })
})
