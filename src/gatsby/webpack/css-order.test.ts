import { ignoreCssModuleOrder } from "./css-order"

class MiniCssExtractPlugin {
  options: { ignoreOrder?: boolean; filename?: string } = { filename: "[name].[contenthash].css" }
}
class OtherPlugin {
  options = {}
}

describe("ignoreCssModuleOrder", () => {
  test("turns the order warnings off on Gatsby's one extract plugin, keeping its other options", () => {
    const extract = new MiniCssExtractPlugin()
    ignoreCssModuleOrder([new OtherPlugin(), extract], "build-javascript")
    expect(extract.options).toEqual({ filename: "[name].[contenthash].css", ignoreOrder: true })
  })

  test.each([
    ["none", [new OtherPlugin()]],
    ["two", [new MiniCssExtractPlugin(), new MiniCssExtractPlugin()]],
  ])("fails loudly when Gatsby's configuration has %s", (_count, plugins) => {
    expect(() => ignoreCssModuleOrder(plugins, "develop")).toThrow(/MiniCssExtractPlugin instances/)
  })
})
