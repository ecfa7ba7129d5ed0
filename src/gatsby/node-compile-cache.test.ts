import { cacheDir, enableNodeCompileCache } from "./node-compile-cache.cjs"

describe("Node's compile cache for the build's processes", () => {
  it("lives under node_modules/.cache, which gatsby clean keeps", () => {
    expect(cacheDir("/site")).toBe("/site/node_modules/.cache/tachyon-docs/node-compile-cache")
  })

  it("stays off when switched off, and leaves the children's environment alone", () => {
    const env: NodeJS.ProcessEnv = { TACHYON_NODE_COMPILE_CACHE: "off" }
    expect(enableNodeCompileCache("/site", env)).toBeNull()
    expect(env.NODE_COMPILE_CACHE).toBeUndefined()
  })
})
