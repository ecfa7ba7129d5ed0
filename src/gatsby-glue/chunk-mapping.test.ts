import { loadChunkMapping } from "./chunk-mapping"

describe("loadChunkMapping", () => {
  const g = globalThis as unknown as { window?: Record<string, unknown> }
  afterEach(() => delete g.window)

  it("fetches the build's chunk-map.json by its compilation hash and fills the mapping", async () => {
    g.window = { ___chunkMapping: {}, ___webpackCompilationHash: "abc123" }
    const urls: string[] = []
    await loadChunkMapping(async (url) => {
      urls.push(url)
      return { "component---a": ["/a-1.js"] }
    })
    expect(urls).toEqual(["/chunk-map.json?abc123"])
    expect(g.window.___chunkMapping).toEqual({ "component---a": ["/a-1.js"] })
  })

  it("rejects when the fetch fails, leaving the empty mapping in place", async () => {
    g.window = { ___chunkMapping: {} }
    await expect(
      loadChunkMapping(async () => {
        throw new Error("offline")
      }),
    ).rejects.toThrow("offline")
    expect(g.window.___chunkMapping).toEqual({})
  })
})
