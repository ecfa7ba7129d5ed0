import {
  claimReload,
  connectionAllowsPrefetch,
  describeLoadError,
  errorLine,
  pageDataUrl,
  pathOnly,
  probePageData,
  releaseReload,
  RELOAD_KEY,
  type SessionLike,
} from "./page-load"

function memoryStorage(): SessionLike & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => Boolean(data.set(k, v)),
    removeItem: (k) => void data.delete(k),
  }
}

/** A browser that refuses storage, as src/state/storage.ts reports it. */
const refusing: SessionLike = {
  getItem: () => null,
  setItem: () => false,
  removeItem: () => undefined,
}

describe("pageDataUrl", () => {
  it("builds Gatsby's page-data path", () => {
    expect(pageDataUrl("/")).toBe("/page-data/index/page-data.json")
    expect(pageDataUrl("/docs/guide/first/")).toBe("/page-data/docs/guide/first/page-data.json")
    expect(pageDataUrl("/docs/guide/first")).toBe("/page-data/docs/guide/first/page-data.json")
    expect(pageDataUrl("/search/?q=fix#top")).toBe("/page-data/search/page-data.json")
  })
})

describe("the reload guard", () => {
  it("allows one reload per target, then refuses until that page has loaded", () => {
    const storage = memoryStorage()
    expect(claimReload(storage, "/docs/a/")).toBe(true)
    expect(storage.data.get(RELOAD_KEY)).toBe("/docs/a/")
    expect(claimReload(storage, "/docs/a/")).toBe(false)
    releaseReload(storage, "/docs/b/")
    expect(claimReload(storage, "/docs/a/")).toBe(false)
    releaseReload(storage, "/docs/a/")
    expect(claimReload(storage, "/docs/a/")).toBe(true)
  })
  it("a different target may reload", () => {
    const storage = memoryStorage()
    expect(claimReload(storage, "/docs/a/")).toBe(true)
    expect(claimReload(storage, "/docs/b/")).toBe(true)
  })
  it("never reloads where storage is refused (no way to prevent a loop)", () => {
    expect(claimReload(refusing, "/docs/a/")).toBe(false)
    expect(claimReload(refusing, "/docs/a/")).toBe(false)
    expect(() => releaseReload(refusing, "/docs/a/")).not.toThrow()
  })
})

describe("messages", () => {
  it("names the URL and the HTTP status", () => {
    expect(
      describeLoadError({ url: "/page-data/x/page-data.json", status: 503, statusText: "Service Unavailable" }),
    ).toBe("/page-data/x/page-data.json answered 503 Service Unavailable")
    expect(describeLoadError({ url: "/p", status: 404 })).toBe("/p answered 404")
  })
  it("names the URL and the network error", () => {
    expect(describeLoadError({ url: "/p", error: new TypeError("Failed to fetch") })).toBe(
      "/p could not be fetched: Failed to fetch",
    )
    expect(describeLoadError({ url: "/p", error: "offline" })).toBe("/p could not be fetched: offline")
  })
  it("says the data could not be loaded when the server answered fine but the loader failed", () => {
    expect(describeLoadError({ url: "/p", status: 200 })).toBe("/p could not be loaded")
  })
  it("errorLine gives name and message", () => {
    expect(errorLine(Object.assign(new Error("Loading chunk 7 failed."), { name: "ChunkLoadError" }))).toBe(
      "ChunkLoadError: Loading chunk 7 failed.",
    )
    expect(errorLine("x")).toBe("x")
  })
  it("pathOnly drops search and hash", () => {
    expect(pathOnly("/docs/a/?q=1#h")).toBe("/docs/a/")
  })
})

describe("connectionAllowsPrefetch", () => {
  it("refuses 2g and slow-2g connections and data saving", () => {
    expect(connectionAllowsPrefetch({ effectiveType: "2g" })).toBe(false)
    expect(connectionAllowsPrefetch({ effectiveType: "slow-2g" })).toBe(false)
    expect(connectionAllowsPrefetch({ effectiveType: "4g", saveData: true })).toBe(false)
  })
  it("allows faster connections and browsers without the API", () => {
    expect(connectionAllowsPrefetch({ effectiveType: "3g" })).toBe(true)
    expect(connectionAllowsPrefetch({ effectiveType: "4g", saveData: false })).toBe(true)
    expect(connectionAllowsPrefetch(undefined)).toBe(true)
  })
})

describe("probePageData", () => {
  it("is null when the data answers, asking past every cache", async () => {
    const calls: [string, unknown][] = []
    const reason = await probePageData("/docs/a/?q=1#h", async (url, init) => {
      calls.push([url, init])
      return { ok: true, status: 200, statusText: "OK" }
    })
    expect(reason).toBeNull()
    expect(calls).toEqual([["/page-data/docs/a/page-data.json", { cache: "no-store" }]])
  })
  it("gives the HTTP status, or the network error", async () => {
    await expect(
      probePageData("/docs/a/", async () => ({ ok: false, status: 503, statusText: "Service Unavailable" })),
    ).resolves.toBe("/page-data/docs/a/page-data.json answered 503 Service Unavailable")
    await expect(
      probePageData("/docs/a/", async () => {
        throw new TypeError("Failed to fetch")
      }),
    ).resolves.toBe("/page-data/docs/a/page-data.json could not be fetched: Failed to fetch")
  })
})
