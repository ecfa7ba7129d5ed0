import { isQuestion } from "./matching"
import { memoryIndex, TEST_PAGES } from "./fixtures"
import { rankQuery, search, type SearchResult } from "./query"
import { SCORE } from "./ranking"
import { partialMatchNotice, resultTitle, resultTrail } from "./results"
import { SearchDocumentType, type SearchPage } from "./documents"

const where = (results: SearchResult[]) => results.map((r) => `${r.document.url}#${r.document.anchor}`)
const first = async (query: string) => where(await search((await memoryIndex()).index, query))[0]

describe("search", () => {
  it("returns nothing for an empty query or only stop words, and fetches nothing for them", async () => {
    const { index, fetched } = await memoryIndex()
    fetched.length = 0
    for (const query of ["", "   ", "the of and", undefined]) expect(await search(index, query)).toEqual([])
    expect(fetched).toEqual([])
  })

  it("finds a page by its title first, with the result fields of docs/contract.md", async () => {
    const { index } = await memoryIndex()
    const [result] = await search(index, "iceberg")
    expect(result).toMatchObject({
      type: SearchDocumentType.Title,
      isInterOfTree: false,
      isLastOfTree: false,
      headingRepeats: false,
    })
    expect(result.tokens).toContain("iceberg")
    expect(result.document).toMatchObject({
      url: "/docs/algos/iceberg/",
      anchor: "",
      title: "Iceberg orders",
      breadcrumbs: ["Docs", "Execution algorithms"],
    })
    expect(result.page).toMatchObject({ url: "/docs/algos/iceberg/", title: "Iceberg orders", id: 0, pageId: 0 })
    expect(typeof result.score).toBe("number")
  })

  it.each([
    ["35=D", "/docs/algos/iceberg/#examples"],
    ["OrderRejectReason", "/docs/algos/twap/#rejects"],
    ["TRJ-1005", "/docs/algos/twap/#rejects"],
    ["RSK-2004", "/docs/api/fix/fix_client_onboarding/#logon"],
    ["fix.gateway.port", "/docs/api/fix/fix_client_onboarding/#"],
    ["tachyon.journal.path", "/docs/tools/journal-recover/#"],
    ["journal-recover", "/docs/tools/journal-recover/#"],
    ["TWAP", "/docs/algos/twap/#"],
    ["kill switch", "/docs/tools/journal-recover/#options"],
  ])("finds %s as typed", async (query, expected) => {
    expect(await first(query)).toBe(expected)
  })

  it("finds codes by their number, and identifiers by their parts", async () => {
    expect(await first("reject 1005")).toBe("/docs/algos/twap/#rejects")
    const { index } = await memoryIndex()
    expect(where(await search(index, "recover"))).toContain("/docs/tools/journal-recover/#")
    // "kill_switch" is nowhere whole; "kill" and "switch" are in one section.
    expect(await first("kill_switch ")).toBe("/docs/tools/journal-recover/#options")
    expect(await first("KillSwitch ")).toBe("/docs/tools/journal-recover/#options")
    expect(await first("kill_swi")).toBe("/docs/tools/journal-recover/#options")
    expect(await search(index, "kill_iceberg ")).toEqual([])
  })

  it("matches the last word as a prefix while it is being typed, not after a space", async () => {
    const { index } = await memoryIndex()
    expect(where(await search(index, "jour"))).toContain("/docs/tools/journal-recover/#")
    expect(where(await search(index, "fix gat"))[0]).toBe("/docs/api/fix/fix_client_onboarding/#")
    expect(await search(index, "jour ")).toEqual([])
  })

  it("forgives a typo, one edit (two in a long word), and marks the word it matched", async () => {
    const { index } = await memoryIndex()
    for (const typo of ["icberg ", "iecberg ", "icebreg "]) {
      const [result] = await search(index, typo)
      expect(result.document.url).toBe("/docs/algos/iceberg/")
      expect(result.tokens).toContain("iceberg")
    }
    expect(where(await search(index, "onbaording "))[0]).toBe("/docs/api/fix/fix_client_onboarding/#")
    // Three edits are too many; identifiers and short words stay exact.
    expect(await search(index, "icbrgx ")).toEqual([])
    expect(await search(index, "twpa ")).not.toEqual([]) // a swap is one edit
    expect(await search(index, "TRJ-1006 ")).toEqual([])
  })

  it("ranks an exact word above a near spelling of another", async () => {
    const pages: SearchPage[] = [
      { ...TEST_PAGES[4], url: "/docs/a/", title: "Market making", intro: "Quotes on both sides.", sections: [] },
      { ...TEST_PAGES[4], url: "/docs/b/", title: "Marker files", intro: "Files that mark a state.", sections: [] },
    ]
    const { index } = await memoryIndex(pages)
    expect(where(await search(index, "marker ")).slice(0, 1)).toEqual(["/docs/b/#"])
  })

  it("finds a dotted key in the section its last part heads, on the page its first part titles", async () => {
    // `journal.fsync`: the journal page's "Fsync modes" section explains it; the page itself only
    // lists both words among its keywords, and a long reference section mentions it once.
    const filler = "Segments roll when full and old ones are deleted after retention. ".repeat(12)
    const pages: SearchPage[] = [
      {
        ...TEST_PAGES[4],
        url: "/docs/journal/",
        title: "The journal",
        description: "How the journal is laid out, and how fsync modes trade durability against latency.",
        keywords: ["journal", "fsync", "durability", "journal.path"],
        intro: "Every event is written to the journal first.",
        sections: [
          { anchor: "layout", heading: "Layout on disk", depth: 2, text: `${filler} Set journal.path.` },
          {
            anchor: "fsync-modes",
            heading: "Fsync modes and durability",
            depth: 2,
            text: `${filler} journal.fsync decides when dirty pages reach the device: none, batch or always.`,
          },
        ],
      },
      {
        ...TEST_PAGES[4],
        url: "/docs/config/reference/",
        title: "Configuration reference",
        keywords: ["configuration"],
        intro: "Every key of tachyon.conf.",
        sections: [
          {
            anchor: "server",
            heading: "server",
            depth: 2,
            text: `${filler} server.name names the node; journal.fsync is under journal.`,
          },
        ],
      },
    ]
    const { index } = await memoryIndex(pages)
    for (const query of ["journal.fsync", "journal.fsync "])
      expect(where(await search(index, query))[0]).toBe("/docs/journal/#fsync-modes")
  })

  it("finds words typed apart that the docs write as one", async () => {
    const pages: SearchPage[] = [
      {
        ...TEST_PAGES[4],
        url: "/docs/ha/",
        title: "High availability",
        description: "What a split of the network does to a cluster, and the brain behind failover.",
        keywords: ["split", "brain", "failover"],
        intro: "Two nodes, one active; a split leaves each side deciding alone, with half a brain.",
        sections: [],
      },
      {
        ...TEST_PAGES[4],
        url: "/docs/ha/cluster/",
        title: "Cluster",
        keywords: ["cluster"],
        intro: "Two nodes replicate the journal.",
        sections: [{ anchor: "split-brain-protection", heading: "Split-brain protection", depth: 2, text: "Fencing." }],
      },
    ]
    const { index } = await memoryIndex(pages)
    for (const query of ["split brain", "split brain "])
      expect(where(await search(index, query))[0]).toBe("/docs/ha/cluster/#split-brain-protection")
    const [result] = await search(index, "split brain")
    expect(result.tokens).toContain("split-brain")
  })

  it("meets other forms of a word", async () => {
    const { index } = await memoryIndex()
    expect(where(await search(index, "hugepage "))).toContain("/docs/api/fix/fix_client_onboarding/#hugepages")
    expect(where(await search(index, "throttle "))).toContain("/docs/algos/iceberg/#timing")
  })

  it("ranks results with every word above those with some, and a section that answers first", async () => {
    const { index } = await memoryIndex()
    const { rows } = await rankQuery(index, "twap rejects ")
    expect(rows[0]).toMatchObject({ page: 1, section: 1, allWords: true })
    expect(rows.findIndex((row) => !row.allWords)).toBeGreaterThan(0)
    for (const [n, row] of rows.entries()) if (!row.allWords) expect(rows.slice(n).every((r) => !r.allWords)).toBe(true)
    expect(rows[0].score).toBeGreaterThanOrEqual(SCORE.allWords)
  })

  it("ranks a heading that is the one word typed, then a title match, above body matches", async () => {
    const { index } = await memoryIndex()
    const results = await search(index, "journal ")
    expect(results.slice(0, 2).map((r) => `${r.document.url}#${r.document.anchor}`)).toEqual([
      "/docs/api/fix/fix_client_onboarding/#journal",
      "/docs/tools/journal-recover/#",
    ])
    expect(results[1].type).toBe(SearchDocumentType.Title)
  })

  it("gives one result per url and anchor, at most three per page, drawn as a tree under the first", async () => {
    const { index } = await memoryIndex()
    const results = await search(index, "iceberg", { limit: 50 })
    expect(new Set(where(results)).size).toBe(results.length)
    const iceberg = results.filter((r) => r.document.url === "/docs/algos/iceberg/")
    expect(iceberg.length).toBeLessThanOrEqual(3)
    expect(iceberg[0].isInterOfTree || iceberg[0].isLastOfTree).toBe(false)
    if (iceberg.length > 1) expect(iceberg[iceberg.length - 1].isLastOfTree).toBe(true)
  })

  it("keeps the limit, 8 by default", async () => {
    const { index } = await memoryIndex()
    expect((await search(index, "a e i o", { limit: 2 })).length).toBeLessThanOrEqual(2)
    expect(await search(index, "journal", { limit: 1 })).toHaveLength(1)
    expect((await search(index, "the journal to a", {})).length).toBeLessThanOrEqual(8)
  })

  it("narrows to a docs folder with ctx", async () => {
    const { index } = await memoryIndex()
    const results = await search(index, "journal", { ctx: "docs/api" })
    expect(results.length).toBeGreaterThan(0)
    expect(results.every((r) => r.document.url.startsWith("/docs/api/"))).toBe(true)
    expect(await search(index, "windows", { ctx: "/docs/kb/" })).not.toHaveLength(0)
    expect(await search(index, "journal", { ctx: "docs/nothing" })).toEqual([])
  })

  it("shows a repeated heading with its page's title, and no trail that repeats the title", async () => {
    const { index } = await memoryIndex()
    const results = await search(index, "examples", { limit: 20 })
    const twap = results.find((r) => r.document.url === "/docs/algos/twap/")!
    expect(twap.headingRepeats).toBe(true)
    expect(resultTitle(twap)).toBe("TWAP › Examples")
    expect(resultTrail(twap)).toBe("Docs › Execution algorithms")
    const [described] = await search(index, "refills")
    expect(described.document.anchor).toBe("")
    expect(resultTrail(described)).toBe("Docs › Execution algorithms")
    const section = (await search(index, "logon"))[0]
    expect(resultTitle(section)).toBe("Logon")
    expect(resultTrail(section)).toBe("Docs › APIs › FIX › FIX client onboarding")
  })

  it("fetches the shards of the query's words and the result files of the results shown, nothing else", async () => {
    const { index, fetched, built } = await memoryIndex()
    fetched.length = 0
    const results = await search(index, "twap", { limit: 1 })
    const resultFiles = fetched.filter((url) => url.includes("/texts-"))
    expect(resultFiles).toEqual([`/search-index/${built.entry[0].index.texts}/4.json`])
    expect(results).toHaveLength(1)
    expect(fetched.length).toBeLessThan(built.shards)
    fetched.length = 0
    await search(index, "twap", { limit: 1 })
    expect(fetched).toEqual([])
  })

  it("cuts Chinese against the index's own words and segments Japanese", async () => {
    const pages: SearchPage[] = [
      { ...TEST_PAGES[4], url: "/docs/zh/", title: "交易所订单", intro: "订单簿的深度", sections: [] },
      { ...TEST_PAGES[4], url: "/docs/ja/", title: "注文の取り消し", intro: "東京証券取引所", sections: [] },
    ]
    const { index } = await memoryIndex(pages)
    expect(where(await search(index, "订单"))[0]).toBe("/docs/zh/#")
    expect(where(await search(index, "交易所"))[0]).toBe("/docs/zh/#")
    expect(where(await search(index, "取り消し"))[0]).toBe("/docs/ja/#")
  })

  it("returns quickly and never throws on hostile input", async () => {
    const { index } = await memoryIndex()
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
      42,
      null,
    ]
    for (const input of inputs) {
      const started = Date.now()
      await expect(search(index, input)).resolves.toBeInstanceOf(Array)
      expect(Date.now() - started).toBeLessThan(500)
    }
  })
})

describe("what a result marks, and a query no page answers whole", () => {
  const page = (url: string, title: string, text: string): SearchPage => ({
    url,
    title,
    description: "",
    keywords: [],
    breadcrumbs: ["Docs"],
    intro: text,
    sections: [],
  })
  const pages: SearchPage[] = [
    page("/docs/memory/", "Memory", "Huge pages: enable hugepages for the journal. Each page is 2 MB."),
    page("/docs/paging/", "Paging", "Paging through huge result sets: one page at a time, in pages of 100."),
    page("/docs/algos/vwap/", "VWAP", "VWAP follows the volume curve; MaxPOV caps its share of the volume."),
    ...["a", "b", "c", "d"].map((n) =>
      page(`/docs/algos/${n}/`, `Algorithm ${n}`, `The vwap benchmark and the participation rate of ${n}.`),
    ),
    page("/docs/other/", "Other", "Participation limits apply to every order."),
  ]

  it("marks what the reader typed and, of the other forms, only those the result's page holds", async () => {
    const { index } = await memoryIndex(pages)
    const results = await search(index, "huge pages ")
    const tokensOf = (url: string) => results.find((r) => r.document.url === url)?.tokens
    expect(tokensOf("/docs/memory/")).toEqual(["hugepages", "pages", "huge", "page"])
    // "paging" is a form of "pages" this page holds; "hugepages" is not on it.
    expect(tokensOf("/docs/paging/")).toEqual(["paging", "pages", "huge", "page"])
    const twap = await search((await memoryIndex()).index, "hugepages")
    expect(twap[0].tokens).toEqual(["hugepages"])
  })

  it("puts a page whose title holds one of the words before pages that only mention them", async () => {
    const { index } = await memoryIndex(pages)
    const { rows } = await rankQuery(index, "vwap participation")
    const order = [...new Set(rows.map((row) => row.page))]
    // Four pages hold both words in their text, none in a title or heading; the VWAP page names one
    // in its title, and comes first.
    expect(order.indexOf(2)).toBe(0)
    expect(where(await search(index, "vwap participation"))[0]).toBe("/docs/algos/vwap/#")
    // Without the title promotion it would be left out: less than half the best coverage.
    expect(rows.filter((row) => row.page === 2 && !row.allWords)).toHaveLength(1)
  })

  it("puts the page that has the words as one of its keywords, whole, above titles that hold them apart", async () => {
    const client = (url: string, title: string, keywords: string[], intro: string): SearchPage => ({
      url,
      title,
      description: "",
      keywords,
      breadcrumbs: ["Docs", "Python"],
      intro,
      sections: [],
    })
    const pages = [
      client("/docs/python/fix-sample/", "Python FIX client sample", ["python", "fix client"], "A FIX client."),
      client("/docs/python/rest-sample/", "Python REST client samples", ["python", "rest"], "Two clients."),
      client("/docs/python/reference/", "tachyon-client reference", ["python", "Python client"], "The client."),
    ]
    const { index } = await memoryIndex(pages)
    expect(where(await search(index, "python client"))[0]).toBe("/docs/python/reference/#")
    // Its words apart, or only some of the phrase, name nothing: the titles decide.
    expect(where(await search(index, "client python"))[0]).toBe("/docs/python/fix-sample/#")
    expect(where(await search(index, "python fix client"))[0]).toBe("/docs/python/fix-sample/#")
  })

  it("says what it matched when no page holds every word", async () => {
    const { index } = await memoryIndex(pages)
    const results = await search(index, "maxpov participation")
    expect(results.length).toBeGreaterThan(0)
    expect(partialMatchNotice(results)).toBe(
      "No page has all of “maxpov participation”; showing pages with some of them",
    )
    const withUnknown = await search(index, "vwap zyxwvq")
    expect(partialMatchNotice(withUnknown)).toBe("No page has all of “vwap zyxwvq”; showing pages with “vwap”")
    expect(partialMatchNotice(await search(index, "vwap participation"))).toBeNull()
    expect(partialMatchNotice(await search(index, "vwap"))).toBeNull()
    expect(partialMatchNotice([])).toBeNull()
  })
})

describe("questions", () => {
  const faq: SearchPage = {
    url: "/docs/faq/",
    title: "FAQ",
    description: "",
    keywords: [],
    breadcrumbs: ["Docs"],
    intro: "",
    sections: [
      { anchor: "licence", heading: "How is the server licensed?", depth: 3, text: "Per node, yearly." },
      { anchor: "docker", heading: "Can I run the server in Docker?", depth: 3, text: "Yes, from image 4.2." },
    ],
  }
  const guide: SearchPage = {
    url: "/docs/docker/",
    title: "Quick start with Docker",
    description: "",
    keywords: ["docker"],
    breadcrumbs: ["Docs"],
    intro: "Run the server in Docker: pull the image and run it with the journal on a volume.",
    sections: [],
  }

  it("tells a question from other queries", () => {
    expect(["how do i run it", "Can I run it", "is there a client", "run in docker?"].map(isQuestion)).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(["run in docker", "docker howto", "whatever"].map(isQuestion)).toEqual([false, false, false])
  })

  it("answers a question with the heading that asks it, above a page that mentions its words", async () => {
    const { index } = await memoryIndex([guide, faq])
    const asked = await search(index, "can i run the server in docker")
    expect(where(asked)[0]).toBe("/docs/faq/#docker")
    expect(asked[0].score).toBeGreaterThanOrEqual(SCORE.allWords + SCORE.question)
    // The same words, not asked: no heading answers a question.
    const [plain] = await search(index, "run the server in docker")
    expect(plain.score).toBeLessThan(SCORE.allWords + SCORE.question)
  })
})
