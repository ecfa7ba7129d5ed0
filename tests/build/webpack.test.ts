import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { ARTIFACTS } from "./builds"
import type { StageCapture } from "../../src/gatsby/webpack/capture"

// The webpack hooks (src/gatsby/webpack/config.ts) against the configuration Gatsby really made in
// this run: npm test builds the fixture site and runs `gatsby develop` with TACHYON_WEBPACK_CAPTURE,
// and the hooks record, for real modules of the site, the loaders Gatsby gave them and the ones they
// got (src/gatsby/webpack/capture.ts). A Gatsby that makes other rules shows here, not in a hand copy.

function capture(stage: string): StageCapture {
  const file = path.join(ARTIFACTS, "webpack", `${stage}.json`)
  if (!existsSync(file)) throw new Error(`${file} is missing: npm test's fixture build and develop run write it.`)
  return JSON.parse(readFileSync(file, "utf8")) as StageCapture
}

const GATSBY_BABEL = "gatsby/dist/utils/babel-loader.js"
const SWC = "swc-loader/src/index.js"
const QUERY_REMOVAL = "babel-loader/lib/index.js"
const MEMO = "src/gatsby/webpack/memo-loader.cjs"
const MDX = "gatsby-plugin-mdx/dist/gatsby-mdx-loader"
const LAYOUT = "gatsby-plugin-mdx/dist/gatsby-layout-loader"

describe.each(["build-javascript", "build-html"])("the %s compilation", (stage) => {
  const after = (probe: string) => capture(stage).chains[probe]?.after

  it("is Gatsby's configuration as it was checked: Babel twice on a component, three times on a template copy", () => {
    const chains = capture(stage).chains
    expect(chains.component.before).toEqual([GATSBY_BABEL, GATSBY_BABEL])
    expect(chains["template copy"].before.filter((l) => l === GATSBY_BABEL)).toHaveLength(3)
    expect(chains["mdx page"].before).toEqual([GATSBY_BABEL, MDX])
  })

  it.each([
    ["component", [SWC]],
    ["page with Head", [SWC]],
    ["gatsby runtime", [SWC]],
    ["template", [SWC, QUERY_REMOVAL]],
    ["mdx page", [MEMO, SWC, MDX]],
    ["template copy", [LAYOUT, MEMO, SWC, QUERY_REMOVAL]],
  ])("gives a %s the loaders %j", (probe, loaders) => {
    expect(after(probe)).toEqual(loaders)
  })

  it("keys webpack's filesystem cache by a version instead of Gatsby's traced dependencies; no source maps", () => {
    const { cache, devtool } = capture(stage)
    expect(cache).toMatchObject({ type: "filesystem", buildDependencies: {} })
    expect(cache.version).toMatch(/^[0-9a-f]{40}$/)
    expect(devtool).toBe(false)
  })
})

describe("the build-javascript compilation's minimizer", () => {
  it("is Gatsby's TerserPlugin, running SWC's minifier instead of Terser", () => {
    const { minimizer } = capture("build-javascript")
    expect(minimizer.before).toContain("TerserPlugin(terserMinify)")
    expect(minimizer.after).toContain("TerserPlugin(swcMinify)")
    expect(minimizer.after.filter((m) => m.startsWith("TerserPlugin"))).toEqual(["TerserPlugin(swcMinify)"])
  })
})

describe("the develop compilation", () => {
  const after = (probe: string) => capture("develop").chains[probe]?.after

  it.each([
    ["component", [SWC]],
    ["mdx page", [SWC, MDX]],
    ["template copy", [LAYOUT, MEMO, SWC, QUERY_REMOVAL]],
  ])("gives a %s the loaders %j", (probe, loaders) => {
    expect(after(probe)).toEqual(loaders)
  })

  it("keeps Gatsby's Babel where develop splits a template with Head in two halves", () => {
    // babel-plugin-remove-api removes Head from one half and the page from the other.
    expect(after("page with Head, head half")).toContain(GATSBY_BABEL)
    expect(after("template copy, head half")).toContain(GATSBY_BABEL)
    expect(after("template copy, default half")).toContain(GATSBY_BABEL)
  })

  it("keeps Gatsby's source maps and a versioned cache", () => {
    const { cache, devtool } = capture("develop")
    expect(cache).toMatchObject({ type: "filesystem", buildDependencies: {} })
    expect(devtool).not.toBe(false)
  })
})

describe("the develop-html compilation (the page shell develop renders at start-up)", () => {
  const after = (probe: string) => capture("develop-html").chains[probe]?.after

  // Gatsby's Babel ran on every module of the shell: 3-4 s of `develop`'s start on its one thread.
  it.each([
    ["component", [SWC]],
    ["gatsby runtime", [SWC]],
  ])("gives a %s the loaders %j", (probe, loaders) => {
    expect(after(probe)).toEqual(loaders)
  })
})
