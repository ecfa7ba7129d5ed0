import { swcMinimizers } from "./swc-minify"

class TerserPlugin {
  static swcMinify = "swc"
  constructor(readonly options: { minify?: unknown } = {}) {}
}
class CssMinimizer {}

describe("swcMinimizers", () => {
  it("replaces Gatsby's TerserPlugin by one that minifies with SWC, and keeps the others", () => {
    const css = new CssMinimizer()
    const out = swcMinimizers([new TerserPlugin(), css], TerserPlugin)
    expect(out[0]).toBeInstanceOf(TerserPlugin)
    expect((out[0] as TerserPlugin).options.minify).toBe("swc")
    expect(out[1]).toBe(css)
  })

  it("fails when there is no TerserPlugin to replace", () => {
    expect(() => swcMinimizers([new CssMinimizer()], TerserPlugin)).toThrow(/CssMinimizer.*terser-webpack-plugin/)
    expect(() => swcMinimizers(undefined, TerserPlugin)).toThrow(/empty/)
  })
})
