import { CACHE_INPUTS, cacheVersion, versionedCache } from "./cache-version"

const files = (contents: Record<string, string>) => (file: string) => {
  const name = Object.keys(contents).find((input) => file.endsWith(input))
  if (name === undefined) throw new Error(`ENOENT: ${file}`)
  return contents[name]
}

describe("cacheVersion", () => {
  const base = Object.fromEntries(CACHE_INPUTS.map((input) => [input, `${input} v1`]))

  it("is stable for the same inputs and changes when any input changes", () => {
    const version = cacheVersion("/site", "", files(base))
    expect(cacheVersion("/site", "", files(base))).toBe(version)
    for (const input of CACHE_INPUTS)
      expect(cacheVersion("/site", "", files({ ...base, [input]: `${input} v2` }))).not.toBe(version)
  })

  it("changes with the settings that no file holds", () => {
    expect(cacheVersion("/site", "devtool false", files(base))).not.toBe(
      cacheVersion("/site", "devtool source-map", files(base)),
    )
  })

  it("fails naming a missing input rather than keying the cache without it", () => {
    for (const input of CACHE_INPUTS) {
      const { [input]: _missing, ...without } = base
      expect(() => cacheVersion("/site", "", files(without))).toThrow(input)
    }
  })
})

describe("versionedCache", () => {
  it("replaces the traced build dependencies of a filesystem cache by a version", () => {
    const cache = versionedCache(
      { type: "filesystem", name: "build-javascript", buildDependencies: { config: ["/gatsby/webpack.config.js"] } },
      "/site",
      "",
      files(Object.fromEntries(CACHE_INPUTS.map((input) => [input, input]))),
    )
    expect(cache).toMatchObject({ type: "filesystem", name: "build-javascript", buildDependencies: {} })
    expect(typeof cache === "object" && cache.version).toMatch(/^[0-9a-f]{40}$/)
  })

  it("fails on a memory cache or no cache: Gatsby 5.16 gives every stage a filesystem cache", () => {
    expect(() => versionedCache(false, "/site")).toThrow(/not the filesystem cache/)
    expect(() => versionedCache({ type: "memory" }, "/site")).toThrow(/not the filesystem cache/)
  })
})
