import { build, tail } from "./builds"

// The upgrade path of src/gatsby/README.md, on every run: the fixture site built with Gatsby's plain
// webpack configuration (TACHYON_GATSBY_DEFAULTS=1) must give readers the same site as the build
// with the hooks, as tests/bench/compare-builds.mjs judges it (tests/run-all.mjs runs both).
describe("the fixture site built with Gatsby's defaults", () => {
  const defaults = () => build("defaults")

  it("builds, saying the hooks are off", () => {
    if (defaults().status !== 0) throw new Error(`the build failed:\n${tail(defaults())}`)
    expect(defaults().output).toContain("TACHYON_GATSBY_DEFAULTS=1: building with Gatsby's plain webpack configuration")
  })

  it("is identical for readers to the build with the hooks", () => {
    const { compareStatus, comparison } = defaults()
    if (compareStatus !== 0) throw new Error(`compare-builds found differences:\n${comparison}\n${tail(defaults())}`)
    expect(comparison).toMatch(
      /\d+ pages, \d+ page-data files, \d+ search\/sitemap files compared: identical for readers/,
    )
  })
})
