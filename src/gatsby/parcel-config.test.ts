import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { GATSBY_PARCEL_CONFIG } from "./internals"

// .parcelrc extends Gatsby's Parcel config by path (Parcel takes only `parcel-config-*` package
// names), so it must name the copy Gatsby itself resolves: a reinstall that nests the package under
// gatsby/node_modules would otherwise fail every build with Parcel's "cannot find" error.
describe(".parcelrc", () => {
  const root = path.resolve(__dirname, "../..")
  const text = readFileSync(path.join(root, ".parcelrc"), "utf8").replace(/^\s*\/\/.*$/gm, "")
  const config = JSON.parse(text) as { extends: string; optimizers: Record<string, string[]>; reporters: string[] }

  it("extends the gatsby-parcel-config that Gatsby resolves", () => {
    const gatsbyRequire = createRequire(require.resolve("gatsby/package.json", { paths: [root] }))
    expect(path.resolve(root, config.extends)).toBe(gatsbyRequire.resolve(GATSBY_PARCEL_CONFIG))
  })

  it("keeps every pipeline of Gatsby's config but the optimizer and the dev-server reporter", () => {
    expect(config.optimizers).toEqual({ "*.{js,mjs,cjs}": [] })
    expect(config.reporters).toEqual([])
    expect(Object.keys(config).sort()).toEqual(["extends", "optimizers", "reporters"])
  })
})
