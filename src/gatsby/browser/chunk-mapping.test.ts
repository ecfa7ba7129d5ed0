import { chunkMappingLoad, enqueueAfter, loadChunkMapping } from "./chunk-mapping"

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

describe("enqueueAfter", () => {
  function fakeEnqueue() {
    const calls: string[] = []
    const aborted: string[] = []
    const enqueue = (path: string) => {
      calls.push(path)
      return { then: (resolve: (queued: boolean) => unknown) => resolve(true), abort: () => aborted.push(path) }
    }
    return { calls, aborted, enqueue }
  }

  it("queues nothing with Gatsby until the mapping has settled, then queues and resolves as Gatsby does", async () => {
    const gatsby = fakeEnqueue()
    let settle!: () => void
    const ready = new Promise<void>((resolve) => (settle = resolve))
    const queued = enqueueAfter(ready, gatsby.enqueue)("/docs/a/")
    await Promise.resolve()
    expect(gatsby.calls).toEqual([])
    settle()
    await expect(new Promise((resolve) => queued.then(resolve))).resolves.toBe(true)
    expect(gatsby.calls).toEqual(["/docs/a/"])
  })

  it("drops a link that left view before the mapping arrived, and aborts one already queued", async () => {
    const gatsby = fakeEnqueue()
    const early = enqueueAfter(Promise.resolve(), gatsby.enqueue)("/docs/gone/")
    early.abort()
    await expect(new Promise((resolve) => early.then(resolve))).resolves.toBe(false)
    const late = enqueueAfter(Promise.resolve(), gatsby.enqueue)("/docs/kept/")
    await new Promise((resolve) => late.then(resolve))
    late.abort()
    expect(gatsby.calls).toEqual(["/docs/kept/"])
    expect(gatsby.aborted).toEqual(["/docs/kept/"])
  })
})

describe("chunkMappingLoad", () => {
  const g = globalThis as unknown as { window?: Record<string, unknown> }
  afterEach(() => delete g.window)

  it("settles without fetching when the mapping is not wanted", async () => {
    const fetched: string[] = []
    const { settled, load } = chunkMappingLoad(
      () => fetched.push("scheduled"),
      async (url) => fetched.push(url),
    )
    load(false)
    await settled
    expect(fetched).toEqual([])
  })

  it("fetches when scheduled, and settles whether the fetch worked or not", async () => {
    for (const works of [true, false]) {
      g.window = { ___chunkMapping: {}, ___webpackCompilationHash: "h" }
      const scheduled: (() => void)[] = []
      const { settled, load } = chunkMappingLoad(
        (run) => scheduled.push(run),
        async () => {
          if (!works) throw new Error("offline")
          return { "component---a": ["/a-1.js"] }
        },
      )
      load(true)
      expect(scheduled).toHaveLength(1)
      scheduled[0]()
      await settled
      expect(g.window.___chunkMapping).toEqual(works ? { "component---a": ["/a-1.js"] } : {})
    }
  })
})
