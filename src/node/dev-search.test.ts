import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { serveSearchIndex as onCreateDevServer } from "./dev-search"

type Handler = (req: { path: string }, res: FakeResponse) => void
interface FakeResponse {
  headers: Record<string, string>
  code: number
  body: string
  setHeader: (key: string, value: string) => void
  status: (code: number) => FakeResponse
  send: (body: string) => void
}

const response = (): FakeResponse => {
  const res: FakeResponse = {
    headers: {},
    code: 200,
    body: "",
    setHeader: (key, value) => (res.headers[key] = value),
    status: (code) => ((res.code = code), res),
    send: (body) => (res.body = body),
  }
  return res
}

describe("the search index under gatsby develop", () => {
  const cwd = process.cwd()
  let dir = ""
  const mdx = {
    iceberg: { body: "Intro.\n\n## Parameters\n\nDisplayQty sets the slice.", internal: { contentDigest: "a" } },
  }
  const docs = [
    {
      id: "algos/iceberg",
      path: "/docs/algos/iceberg/",
      relativePath: "algos/iceberg.mdx",
      sourceFile: "content/docs/algos/iceberg.mdx",
      references: [],
      title: "Iceberg orders",
      description: "Slices.",
      keywords: [],
      draft: false,
      mdxId: "iceberg",
    },
  ]
  const routes = new Map<string, Handler>()
  const get = (url: string) => {
    const res = response()
    const route = url.startsWith("/search-index/") ? "/search-index/*" : url
    routes.get(route)!({ path: url }, res)
    return res
  }

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "dev-search-"))
    mkdirSync(path.join(dir, "public", "search-index"), { recursive: true })
    writeFileSync(path.join(dir, "public", "search-index.json"), "[]")
    process.chdir(dir)
    const app = { get: (route: string, handler: Handler) => routes.set(route, handler) }
    const api = onCreateDevServer as unknown as (args: unknown) => void
    api({
      app,
      getNodesByType: () => docs,
      getNode: (id: keyof typeof mdx) => mdx[id],
    })
  })
  afterAll(() => {
    process.chdir(cwd)
    rmSync(dir, { recursive: true, force: true })
  })

  it("removes a built index that would shadow it", () => {
    expect(existsSync(path.join(dir, "public", "search-index.json"))).toBe(false)
    expect(existsSync(path.join(dir, "public", "search-index"))).toBe(false)
  })

  it("answers the entry file and its files from the MDX sources, never cached", () => {
    const entry = get("/search-index.json")
    expect(entry.headers["Cache-Control"]).toBe("no-store")
    const [titles] = JSON.parse(entry.body)
    const shard = get(`/search-index/${titles.index.shards[0][1]}.json`)
    expect(shard.code).toBe(200)
    expect(shard.body).toContain("displayqty")
    expect(get(`/search-index/${titles.index.texts}/1.json`).body).toContain('"h":"parameters"')
    expect(get("/search-index/nothing.json").code).toBe(404)
  })

  it("answers an edit with a new index", () => {
    const before = get("/search-index.json").body
    expect(get("/search-index.json").body).toBe(before)
    mdx.iceberg = { body: "Intro.\n\n## Parameters\n\nRefreshDelay waits.", internal: { contentDigest: "b" } }
    const after = get("/search-index.json").body
    expect(after).not.toBe(before)
    const [titles] = JSON.parse(after)
    expect(get(`/search-index/${titles.index.texts}/1.json`).body).toContain("RefreshDelay")
  })
})
