import { CODE_WRAP_ATTRIBUTE, codeWrapScript, isCodeWrap, isWrapped } from "./wrap"

describe("code wrap", () => {
  it("follows the reader's choice, else the block's default", () => {
    expect(isWrapped(null, true)).toBe(true)
    expect(isWrapped(null, false)).toBe(false)
    expect(isWrapped("off", true)).toBe(false)
    expect(isWrapped("on", false)).toBe(true)
  })
  it("accepts only on and off", () => {
    expect(isCodeWrap("on")).toBe(true)
    expect(isCodeWrap("true")).toBe(false)
  })
  it("marks <html> with the stored choice, and survives refused storage", () => {
    const run = (storage: { getItem: (k: string) => string | null }) => {
      const attributes: Record<string, string> = {}
      const d = { setAttribute: (k: string, v: string) => (attributes[k] = v) }
      new Function("d", "localStorage", codeWrapScript())(d, storage)
      return attributes
    }
    expect(run({ getItem: () => "on" })).toEqual({ [CODE_WRAP_ATTRIBUTE]: "on" })
    expect(run({ getItem: () => "sideways" })).toEqual({})
    expect(
      run({
        getItem: () => {
          throw new Error("SecurityError")
        },
      }),
    ).toEqual({})
  })
})
