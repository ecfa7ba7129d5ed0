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

  it("treats a missing input as empty rather than failing", () => {
    const { "package-lock.json": _lock, ...withoutLock } = base
    expect(cacheVersion("/site", "", files(withoutLock))).toMatch(/^[0-9a-f]{40}$/)
    expect(cacheVersion("/site", "", files(withoutLock))).not.toBe(cacheVersion("/site", "", files(base)))
  })
})

describe("versionedCache", () => {
  it("replaces the traced build dependencies of a filesystem cache by a version", () => {
    const cache = versionedCache(
      { type: "filesystem", name: "build-javascript", buildDependencies: { config: ["/gatsby/webpack.config.js"] } },
      "/no/such/site",
    )
    expect(cache).toMatchObject({ type: "filesystem", name: "build-javascript", buildDependencies: {} })
    expect(typeof cache === "object" && cache.version).toMatch(/^[0-9a-f]{40}$/)
  })

  it("leaves a memory cache or no cache alone", () => {
    expect(versionedCache(false, "/site")).toBe(false)
    expect(versionedCache({ type: "memory" }, "/site")).toEqual({ type: "memory" })
  })
})
