import { fetchJson, type Fetch } from "./fetch-json"

type Init = { cache: string }
const answering =
  (answer: { ok: boolean; status: number; body: string }, seen: unknown[] = []): Fetch<Init> =>
  async (url, init) => {
    seen.push([url, init])
    return { ok: answer.ok, status: answer.status, json: async () => JSON.parse(answer.body) }
  }

describe("fetchJson", () => {
  it("gives the parsed body, fetched with the init it was given", async () => {
    const seen: unknown[] = []
    const fetcher = answering({ ok: true, status: 200, body: '{"a":[1]}' }, seen)
    await expect(fetchJson(fetcher, "/x.json", "The file", { cache: "no-store" })).resolves.toEqual({ a: [1] })
    expect(seen).toEqual([["/x.json", { cache: "no-store" }]])
  })

  it("says which step failed, naming the file", async () => {
    const offline: Fetch<Init> = async () => {
      throw new TypeError("Failed to fetch")
    }
    await expect(fetchJson(offline, "/x.json", "The search index")).rejects.toThrow(
      "The search index could not be loaded (no connection).",
    )
    await expect(
      fetchJson(answering({ ok: false, status: 404, body: "" }), "/x.json", "The search index"),
    ).rejects.toThrow("The search index could not be loaded (HTTP 404).")
    await expect(
      fetchJson(answering({ ok: true, status: 200, body: "<html>" }), "/x.json", "The search index"),
    ).rejects.toThrow("The search index could not be read.")
  })
})
