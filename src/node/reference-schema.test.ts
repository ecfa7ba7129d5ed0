import { createReferenceNodes, referenceNodeInputs } from "./reference-schema"
import { currentCodeVersion } from "./code-version"
import { loadReferenceData } from "./reference-data"

/** Gatsby's cache, in memory. */
function memoryCache(initial: Record<string, unknown> = {}) {
  const store = new Map(Object.entries(initial))
  return {
    store,
    get: async (key: string) => store.get(key),
    set: async (key: string, value: unknown) => void store.set(key, value),
  }
}

function run(cache: ReturnType<typeof memoryCache>) {
  const created: { id: string; internal: { type: string } }[] = []
  return createReferenceNodes({
    actions: { createNode: (node: never) => void created.push(node) } as never,
    createNodeId: (seed: string) => `id:${seed}`,
    createContentDigest: (fields: unknown) => JSON.stringify(fields).length.toString(),
    cache: cache as never,
  }).then(() => created)
}

describe("the reference nodes", () => {
  const data = loadReferenceData()

  it("parse the data's prose as inline markdown, one node input per entry", () => {
    const inputs = referenceNodeInputs(data)
    expect(inputs.filter((i) => i.type === "RejectCode")).toHaveLength(data.rejectCodes.length)
    const meaning = inputs.find((i) => i.type === "RejectCode")!.fields.meaning
    expect(Array.isArray(meaning)).toBe(true)
  })

  it("are created from the parse kept in the cache while the data and the code are unchanged", async () => {
    const kept = { type: "RejectCode", key: "TRJ-0000", fields: { code: "TRJ-0000" } }
    const cache = memoryCache({
      "reference-node-inputs": { hash: `${currentCodeVersion()} ${data.hash}`, inputs: [kept] },
    })
    const created = await run(cache)
    // With the REST API document's node, made from the file each time (it is parsed, not converted).
    expect(created.map((n) => n.id)).toEqual(["id:RejectCode-TRJ-0000", "id:RestApiDocument"])
  })

  it("are parsed again, and the cache replaced, when the data or the code changed", async () => {
    const cache = memoryCache({ "reference-node-inputs": { hash: "old code, old data", inputs: [] } })
    const created = await run(cache)
    expect(created.filter((n) => n.internal.type !== "RestApiDocument").length).toBe(referenceNodeInputs(data).length)
    expect((cache.store.get("reference-node-inputs") as { hash: string }).hash).toBe(
      `${currentCodeVersion()} ${data.hash}`,
    )
  })
})
