import { safeDecode } from "./decode-uri"

describe("safeDecode", () => {
  it("decodes a percent-encoded path, keeping reserved characters with decodeURI", () => {
    expect(safeDecode("/docs/kb/windows%20service/")).toBe("/docs/kb/windows service/")
    expect(safeDecode("/a%2Fb/")).toBe("/a%2Fb/")
    expect(safeDecode("a%2Fb", decodeURIComponent)).toBe("a/b")
  })
  it("returns malformed text as written", () => {
    expect(safeDecode("%E0%A4%A")).toBe("%E0%A4%A")
    expect(safeDecode("%", decodeURIComponent)).toBe("%")
  })
})
