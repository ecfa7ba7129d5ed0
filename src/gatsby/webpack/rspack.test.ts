import path from "node:path"
import { persistentCache, rspackStages, withModuleNamesOfWebpack, type CssLoaderUse } from "./rspack"
import { MODULE_CLASS_NAME } from "./css-module-names"

describe("rspackStages", () => {
  it("compiles both with Rspack unless asked otherwise, and refuses a value it does not know", () => {
    expect(rspackStages({})).toBe("all")
    expect(rspackStages({ TACHYON_RSPACK: "all" })).toBe("all")
    expect(rspackStages({ TACHYON_RSPACK: "browser" })).toBe("browser")
    expect(rspackStages({ TACHYON_RSPACK: "off" })).toBeNull()
    expect(() => rspackStages({ TACHYON_RSPACK: "yes" })).toThrow(/expected "all"/)
  })
})

describe("persistentCache", () => {
  const gatsbyCache = {
    type: "filesystem",
    name: "build-javascript",
    cacheLocation: "/site/.cache/webpack/stage-build-javascript",
    version: "abc123",
    buildDependencies: {},
  }

  it("keeps Gatsby's version and adds Rspack's, in a folder beside webpack's", () => {
    const { cache, experiments } = persistentCache(
      { cache: gatsbyCache, experiments: { topLevelAwait: true } },
      "1.7.12",
    )
    expect(cache).toBe(true)
    expect(experiments).toEqual({
      topLevelAwait: true,
      cache: {
        type: "persistent",
        version: "build-javascript rspack 1.7.12 abc123",
        buildDependencies: [],
        storage: { type: "filesystem", directory: "/site/.cache/webpack/stage-build-javascript-rspack" },
      },
    })
  })

  it("a new Rspack or a new cache version is a new cache", () => {
    const version = (config: object, rspack: string) =>
      (persistentCache({ cache: config }, rspack).experiments as { cache: { version: string } }).cache.version
    expect(version(gatsbyCache, "1.7.12")).not.toBe(version(gatsbyCache, "1.7.13"))
    expect(version(gatsbyCache, "1.7.12")).not.toBe(version({ ...gatsbyCache, version: "def456" }, "1.7.12"))
  })

  it("keeps Gatsby's own build dependencies when no version replaced them (TACHYON_GATSBY_DEFAULTS)", () => {
    const { experiments } = persistentCache(
      { cache: { ...gatsbyCache, version: undefined, buildDependencies: { config: ["/a.js", "/b.js"] } } },
      "1.7.12",
    )
    expect((experiments as { cache: { buildDependencies: string[] } }).cache.buildDependencies).toEqual([
      "/a.js",
      "/b.js",
    ])
  })

  it("fails on any cache but webpack's filesystem one", () => {
    expect(() => persistentCache({ cache: false }, "1.7.12")).toThrow(/not the filesystem cache/)
    expect(() => persistentCache({ cache: { type: "memory" } }, "1.7.12")).toThrow(/not the filesystem cache/)
  })
})

describe("withModuleNamesOfWebpack", () => {
  const cssLoader = require.resolve("css-loader")
  const root = path.resolve("/site")
  const getLocalIdent = (use: CssLoaderUse) =>
    (use.options?.modules as { getLocalIdent: (...args: unknown[]) => string }).getLocalIdent
  const use = withModuleNamesOfWebpack({
    loader: cssLoader,
    options: { modules: { localIdentName: MODULE_CLASS_NAME } },
  })
  const name = (module: object) =>
    getLocalIdent(use)(
      { resourcePath: path.join(root, "src/components/search/SearchBar.module.css"), _module: module },
      MODULE_CLASS_NAME,
      "search-shortcut-ctrl",
      { context: root, hashPrefix: "" },
    )

  it("names a class by its file and name as webpack's build does, whatever the match resource", () => {
    // The name webpack's build gives this class (its style sheet and its pages agree on it).
    expect(name({})).toBe("search-shortcut-ctrl_a284d")
    expect(
      name({ matchResource: path.join(root, "src/components/search/SearchBar.module.css.webpack[javascript/auto]") }),
    ).toBe("search-shortcut-ctrl_a284d")
  })

  it("leaves css-loaders without CSS Modules and the other options as they are", () => {
    const plain = { loader: cssLoader, options: { modules: false, importLoaders: 1 } }
    expect(withModuleNamesOfWebpack(plain)).toBe(plain)
    expect(use.options).toMatchObject({ modules: { localIdentName: MODULE_CLASS_NAME } })
  })
})
