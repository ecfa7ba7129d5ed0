import { TEST_PAGES } from "./fixtures"
import { buildSearchIndexFile, loadSearchIndex } from "./index"
import { arrangeTree, expandPrefix, search, slotsOf, type SearchResult } from "./query"

const loaded = loadSearchIndex(JSON.parse(JSON.stringify(buildSearchIndexFile(TEST_PAGES))))
const where = (results: SearchResult[]) => results.map((r) => `${r.document.u}#${r.document.h}`)

describe("search", () => {
  it("returns nothing for an empty query or only stop words", () => {
    expect(search(loaded, "", { limit: 8 })).toEqual([])
    expect(search(loaded, "   ", { limit: 8 })).toEqual([])
    expect(search(loaded, "the of and", { limit: 8 })).toEqual([])
  })

  it("finds a page by its title first, with the result fields of the spec", () => {
    const [first] = search(loaded, "iceberg", { limit: 8 })
    expect(first).toMatchObject({ type: 0, tokens: ["iceberg"], isInterOfTree: false, isLastOfTree: false })
    expect(first.document.u).toBe("/docs/algos/iceberg/")
    expect(first.page).toBe(first.document)
    expect(typeof first.score).toBe("number")
  })

  it.each([
    ["35=D", "/docs/algos/iceberg/#parameters"],
    ["OrderRejectReason", "/docs/algos/twap/#rejects"],
    ["reject reason", "/docs/algos/twap/#rejects"],
    ["TRJ-1005", "/docs/algos/twap/#rejects"],
    ["RSK-2004", "/docs/api/fix/fix_client_onboarding/#logon"],
    ["fix.gateway.port", "/docs/api/fix/fix_client_onboarding/#"],
    ["tachyon.journal.path", "/docs/tools/journal-recover/#"],
    ["journal-recover", "/docs/tools/journal-recover/#"],
    ["TWAP", "/docs/algos/twap/#"],
    ["kill switch", "/docs/tools/journal-recover/#options"],
  ])("finds %s as typed", (query, expected) => {
    expect(where(search(loaded, query, { limit: 8 }))).toContain(expected)
  })

  it("finds identifiers by their parts", () => {
    expect(where(search(loaded, "recover", { limit: 8 }))).toContain("/docs/tools/journal-recover/#")
    expect(where(search(loaded, "gateway port", { limit: 8 }))).toContain("/docs/api/fix/fix_client_onboarding/#")
  })

  it("matches an identifier the index does not hold whole by all of its parts", () => {
    // "kill_switch" is nowhere whole; "kill" and "switch" are in one section.
    expect(where(search(loaded, "kill_switch ", { limit: 8 }))[0]).toBe("/docs/tools/journal-recover/#options")
    expect(where(search(loaded, "KillSwitch ", { limit: 8 }))[0]).toBe("/docs/tools/journal-recover/#options")
    // While typed, the last part is a prefix too.
    expect(where(search(loaded, "kill_swi", { limit: 8 }))[0]).toBe("/docs/tools/journal-recover/#options")
    // Parts that are not together in one document do not match.
    expect(search(loaded, "kill_iceberg ", { limit: 8 })).toEqual([])
  })

  it("matches the last word as a prefix while it is being typed, not after a space", () => {
    expect(where(search(loaded, "jour", { limit: 8 }))).toContain("/docs/tools/journal-recover/#")
    expect(where(search(loaded, "fix gat", { limit: 8 }))[0]).toBe("/docs/api/fix/fix_client_onboarding/#")
    expect(search(loaded, "jour ", { limit: 8 })).toEqual([])
    // Only the last word is a prefix: "iceb" matches nothing, so no result has both words.
    expect(search(loaded, "iceb orders", { limit: 8 }).every((r) => r.score < 2000)).toBe(true)
    expect(search(loaded, "orders iceb", { limit: 8 })[0].score).toBeGreaterThanOrEqual(2000)
  })

  it("ranks results with all the words before those with some", () => {
    const results = search(loaded, "journal segment", { limit: 20 })
    const counts = results.map((r) => (r.score >= 2000 ? 2 : 1))
    expect(counts[0]).toBe(2)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(where(results).slice(0, 2)).toEqual(expect.arrayContaining(["/docs/tools/journal-recover/#"]))
  })

  it("ranks titles above headings above descriptions above keywords above contents", () => {
    const results = search(loaded, "journal", { limit: 20 })
    // Before the tree is drawn, scores fall; the types of same-score results keep the group order.
    const flat = [...results].sort((a, b) => b.score - a.score)
    const types = flat.map((r) => r.type)
    expect(types[0]).toBe(0)
    expect(flat.find((r) => r.type === 1)?.document.h).toBe("journal")
    expect(types.filter((t) => t === 0 || t === 1)).toEqual([0, 1])
    expect(search(loaded, "regular intervals", { limit: 8 })[0].type).toBe(4)
  })

  it("gives one result per url and anchor", () => {
    const results = search(loaded, "iceberg", { limit: 50 })
    const keys = where(results)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it("draws sections as a tree under their page", () => {
    const results = search(loaded, "journal", { limit: 20 })
    const page = results.findIndex((r) => r.document.u === "/docs/api/fix/fix_client_onboarding/" && r.type === 0)
    if (page >= 0) {
      const under = results.slice(page + 1).filter((r) => r.page.i === results[page].document.i)
      expect(under.length).toBeGreaterThan(0)
      expect(under[under.length - 1].isLastOfTree).toBe(true)
    }
    for (const [n, result] of results.entries()) {
      if (result.isInterOfTree || result.isLastOfTree) {
        expect(result.type).toBeGreaterThan(0)
        expect(results.slice(0, n).some((r) => r.document === result.page)).toBe(true)
      }
    }
  })

  it("gives with a small limit the best results of the whole ranking (the shortcuts change nothing)", () => {
    const byRank = (a: SearchResult, b: SearchResult) => b.score - a.score || a.document.i - b.document.i
    const keyOf = (r: SearchResult) => `${r.document.u}#${r.document.h}:${r.score}`
    for (const query of [
      "journal",
      "jour",
      "iceberg display",
      "order time",
      "the parent",
      "reject",
      "fix gat",
      "35=D journal",
      "s",
    ]) {
      const all = search(loaded, query, { limit: Infinity }).sort(byRank)
      for (const limit of [1, 2, 3, 5]) {
        const some = search(loaded, query, { limit })
        expect(some.map(keyOf).sort()).toEqual(all.slice(0, limit).map(keyOf).sort())
      }
    }
  })

  it("keeps the limit", () => {
    expect(search(loaded, "a", { limit: 2 }).length).toBeLessThanOrEqual(2)
    expect(search(loaded, "journal", { limit: 1 })).toHaveLength(1)
    expect(search(loaded, "journal", {}).length).toBeLessThanOrEqual(8)
  })

  it("narrows to a docs path with ctx", () => {
    const results = search(loaded, "journal", { limit: 20, ctx: "docs/api" })
    expect(results.length).toBeGreaterThan(0)
    expect(results.every((r) => r.document.u.startsWith("/docs/api/"))).toBe(true)
    expect(search(loaded, "windows", { limit: 8, ctx: "docs/kb/windows service" })).not.toHaveLength(0)
    expect(search(loaded, "journal", { limit: 8, ctx: "docs/nothing" })).toEqual([])
  })

  it("returns quickly and never throws on hostile input", () => {
    const inputs = [
      "<script>alert(1)</script>",
      "<img src=x onerror=alert(1)>",
      "(a+)+$",
      "[",
      "\\",
      "*?+{}|^$.",
      "x".repeat(10000),
      "journal ".repeat(2000),
      "a".repeat(10000) + " b",
      "\u0000\ud800",
      "%E0%A4%A",
    ]
    for (const input of inputs) {
      const started = Date.now()
      expect(() => search(loaded, input, { limit: 8 })).not.toThrow()
      expect(Date.now() - started).toBeLessThan(200)
    }
    expect(search(loaded, undefined as unknown as string, { limit: 8 })).toEqual([])
  })
})

describe("slotsOf", () => {
  it("reads the same score slots as FlexSearch's own search call", () => {
    for (const group of loaded.groups) {
      for (const term of [...group.terms, "missing", ""]) {
        const direct = slotsOf(group, term)
        const viaSearch = slotsOf(group, term, true)
        expect(direct.map((ids) => ids ?? null)).toEqual(viaSearch.map((ids) => ids ?? null))
      }
    }
  })
})

describe("expandPrefix", () => {
  it("lists the longer terms with the prefix, shortest first when capped", () => {
    const terms = ["jar", "journal", "journal-recover", "journals", "jour", "judge"].sort()
    expect(expandPrefix(terms, "jour")).toEqual(["journal", "journals", "journal-recover"])
    expect(expandPrefix(terms, "j", 2)).toEqual(["jar", "jour"])
    expect(expandPrefix(terms, "x")).toEqual([])
  })
})

describe("arrangeTree", () => {
  it("moves sections under their page and flags them", () => {
    const page = { i: 0, p: 0, u: "/a/", h: "", t: "A", s: "", b: [] }
    const other = { i: 1, p: 1, u: "/b/", h: "", t: "B", s: "", b: [] }
    const section = (i: number, p: typeof page, h: string) => ({ i, p: p.i, u: p.u, h, t: h, s: h, b: [] })
    const result = (document: typeof page, type: 0 | 1 | 4, parent = document): SearchResult => ({
      document,
      type,
      page: parent,
      tokens: [],
      score: 0,
      isInterOfTree: false,
      isLastOfTree: false,
    })
    const tree = arrangeTree([
      result(section(5, page, "x"), 1, page),
      result(page, 0),
      result(other, 0),
      result(section(6, page, "y"), 4, page),
      result(section(7, other, "z"), 4, other),
    ])
    expect(tree.map((r) => [r.document.i, r.isInterOfTree, r.isLastOfTree])).toEqual([
      [0, false, false],
      [5, true, false],
      [6, false, true],
      [1, false, false],
      [7, false, true],
    ])
  })
  it("anchors sections under a page found by its description or intro, not only its title", () => {
    const page = { i: 0, p: 0, u: "/a/", h: "", t: "A", s: "", b: [] }
    const description = { i: 10, p: 0, u: "/a/", h: "", t: "A", s: "", b: [], x: "about a" }
    const other = { i: 1, p: 1, u: "/b/", h: "", t: "B", s: "", b: [] }
    const section = { i: 5, p: 0, u: "/a/", h: "x", t: "X", s: "X", b: [] }
    const at = (document: typeof page, type: 0 | 2 | 4, parent: typeof page): SearchResult => ({
      document,
      type,
      page: parent,
      tokens: [],
      score: 0,
      isInterOfTree: false,
      isLastOfTree: false,
    })
    const tree = arrangeTree([at(description, 2, page), at(other, 0, other), at(section, 4, page)])
    expect(tree.map((r) => [r.document.i, r.isInterOfTree, r.isLastOfTree])).toEqual([
      [10, false, false],
      [5, false, true],
      [1, false, false],
    ])
  })
})
