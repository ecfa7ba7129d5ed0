import { configFamily, countByKind, glossaryTerms } from "./glossary"

const data = {
  fixTags: [
    { tag: 44, name: "Price", custom: false, use: ["order-entry"], meaning: "The limit price." },
    { tag: 11, name: "ClOrdID", custom: false, use: ["order-entry"], meaning: "The client's id." },
    { tag: 7001, name: "TachyonAlgo", custom: true, use: ["venue"], meaning: "The algo." },
    { tag: 1028, name: "ManualOrderIndicator", custom: false, use: ["venue"], meaning: "A venue's own." },
  ],
  rejectCodes: [
    { code: "TRJ-1001", name: "UNKNOWN_SYMBOL", title: "Unknown symbol", meaning: "No such symbol." },
    { code: "RSK-2001", name: "MAX_ORDER_QTY", title: "Max order quantity", meaning: "Too large." },
    { code: "RSK-9xxx", name: "CUSTOM", title: "Custom rules", meaning: "A range." },
  ],
  configKeys: [
    { key: "cluster.nodes" },
    { key: "cluster.election.timeout" },
    { key: "exporters.<name>.compression", for: "kafka" },
    { key: "exporters.<name>.compression", for: "s3" },
    { key: "exporters.<name>.type" },
    { key: "price.limit" },
  ],
  orderStates: [{ name: "PENDING_NEW", meaning: "Accepted; not yet acknowledged." }],
}

describe("glossary terms", () => {
  const terms = glossaryTerms(data)

  test("sorted A-Z whatever the case, a venue's own tag and a range of codes left out", () => {
    expect(terms.map((t) => t.term)).toEqual([
      "ClOrdID",
      "cluster.*",
      "exporters.*",
      "PENDING_NEW",
      "Price",
      "price.*",
      "RSK-2001",
      "TachyonAlgo",
      "TRJ-1001",
    ])
  })

  test("FIX fields link to their row, reject codes to their heading on their own page", () => {
    const byTerm = Object.fromEntries(terms.map((t) => [t.term, t]))
    expect(byTerm.Price.href).toBe("/docs/api/fix/#tag-44")
    expect(byTerm.TachyonAlgo.lead).toBe("Tag 7001, a Tachyon tag.")
    expect(byTerm["TRJ-1001"].href).toBe("/docs/data_model/trading/reject_codes/#trj-1001-unknown-symbol")
    expect(byTerm["RSK-2001"].href).toBe("/docs/risk/risk_reject_codes/#rsk-2001-max-order-quantity")
    expect(byTerm["RSK-2001"].meaning).toBe("Too large.")
    expect(byTerm.PENDING_NEW.href).toBe("/docs/data_model/trading/order_entry_model/#order-states")
  })

  test("a key family counts its distinct keys and links to the first key that has a row id", () => {
    const exporters = terms.find((t) => t.term === "exporters.*")
    expect(exporters).toMatchObject({
      lead: "2 keys of tachyon.conf.",
      href: "/docs/config/config_reference/#key-exporters-name-type",
      meaning: null,
    })
    expect(terms.find((t) => t.term === "price.*")?.lead).toBe("1 key of tachyon.conf.")
  })

  test("every row id is unique, a name shared by two kinds telling them apart", () => {
    const ids = terms.map((t) => t.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toContain("term-price")
    expect(ids).toContain("term-price-configuration-keys")
    expect(ids).toContain("term-clordid")
  })

  test("counts by kind", () => {
    expect(countByKind(terms)).toEqual({
      "FIX field": 3,
      "Reject code": 2,
      "Configuration keys": 3,
      "Order state": 1,
    })
  })

  test("a family is the key's first segment, before a dot or a list's brackets", () => {
    expect(configFamily("journal.fsync")).toBe("journal")
    expect(configFamily("secrets[].name")).toBe("secrets")
  })
})
