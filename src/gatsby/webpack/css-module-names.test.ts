import { MODULE_CLASS_NAME, shortModuleClassNames } from "./css-module-names"

const cssLoader = (modules: unknown) => ({ loader: "/site/node_modules/css-loader/dist/cjs.js", options: { modules } })

describe("shortModuleClassNames", () => {
  test("renames on the CSS Modules loaders only, in oneOf and nested rules, keeping their other options", () => {
    const modulesLoader = cssLoader({ namedExport: true, localIdentName: "[name]--[local]--[hash:hex:5]" })
    const globalLoader = cssLoader(false)
    const rules = [
      { test: /\.js$/, use: [{ loader: "/site/node_modules/swc-loader/index.js", options: {} }] },
      { oneOf: [{ test: /\.module\.css$/, use: [{ loader: "mini-css-extract" }, modulesLoader] }] },
      { rules: [{ test: /\.css$/, use: [globalLoader] }] },
    ]
    expect(shortModuleClassNames(rules, "build-javascript")).toBe(1)
    expect(modulesLoader.options.modules).toEqual({ namedExport: true, localIdentName: MODULE_CLASS_NAME })
    expect(globalLoader.options.modules).toBe(false)
  })

  test("fails loudly when Gatsby's rules have no CSS Modules loader", () => {
    expect(() => shortModuleClassNames([{ use: [cssLoader(false)] }], "build-html")).toThrow(
      /no css-loader with CSS Modules/,
    )
  })
})
