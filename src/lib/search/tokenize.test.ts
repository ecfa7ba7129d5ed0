import {
  buildZhDictionary,
  forwardMaximumMatch,
  MAX_PHRASE_WORDS,
  MAX_QUERY_WORDS,
  phraseTerm,
  queryWords,
  segmentWords,
  splitWords,
  STOP_WORDS,
  termsOfWords,
  tokenize,
} from "./tokenize"

describe("tokenize", () => {
  it("lowercases, splits into words and drops English stop words", () => {
    expect(tokenize("The Iceberg algorithm shows a small display quantity")).toEqual([
      "iceberg",
      "algorithm",
      "shows",
      "small",
      "display",
      "quantity",
    ])
    expect(tokenize("the of and to")).toEqual([])
  })

  it("keeps product words that happen to be English stop words elsewhere", () => {
    expect(tokenize("NOR and XOR")).toEqual(["nor", "xor"])
    expect(STOP_WORDS.has("get")).toBe(false)
  })

  it.each([
    ["35=D", ["35=d", "35", "d"]],
    ["OrderRejectReason", ["orderrejectreason", "order", "reject", "reason"]],
    ["journal-recover", ["journal-recover", "journal", "recover"]],
    ["tachyon.journal.path", ["tachyon.journal.path", "tachyon", "journal", "path"]],
    ["TWAP", ["twap"]],
    ["TRJ-1005", ["trj-1005", "trj", "1005"]],
    ["RSK-2004", ["rsk-2004", "rsk", "2004"]],
    ["fix.gateway.port", ["fix.gateway.port", "fix", "gateway", "port"]],
    ["UNSUPPORTED_ORDER_TYPE", ["unsupported_order_type", "unsupported", "order", "type"]],
    ["HTTPServer", ["httpserver", "http", "server"]],
    ["--cancel-open", ["--cancel-open", "cancel", "open"]],
    ["connectors.<name>.fees", ["connectors.<name>.fees", "connectors", "name", "fees"]],
    ["connectors.<name>.fees.<name>", ["connectors.<name>.fees.<name>", "connectors", "name", "fees"]],
    ["fix.gateway.sessions[].store", ["fix.gateway.sessions[].store", "fix", "gateway", "sessions", "store"]],
  ])("keeps the identifier %s whole and in parts", (identifier, terms) => {
    expect(tokenize(identifier)).toEqual(terms)
  })

  it("keeps the dashes of a command-line option, but not of dashes after a word", () => {
    expect(tokenize("order-debugger --force")).toEqual(["order-debugger", "order", "debugger", "--force", "force"])
    expect(tokenize("x--y")).toEqual(["x", "y"])
    expect(tokenize("ünïcode --förce")).toEqual(["unicode", "--force", "force"])
    expect(tokenize("ünïcode connectors.<name>.fées")).toEqual([
      "unicode",
      "connectors.<name>.fees",
      "connectors",
      "name",
      "fees",
    ])
  })

  it("splits FIX messages on the field separator and keeps tag=value pairs", () => {
    expect(tokenize("8=FIX.4.4|35=D|49=CLIENT1")).toEqual([
      "8=fix.4.4",
      "8",
      "fix",
      "4",
      "35=d",
      "35",
      "d",
      "49=client1",
      "49",
      "client1",
    ])
  })

  it("does not join words across sentence punctuation", () => {
    expect(tokenize("Restart the node. Then check")).toEqual(["restart", "node", "check"])
    expect(tokenize("parent's venue")).toEqual(["parent", "venue"])
  })

  it("folds accents of Latin letters and full-width forms", () => {
    expect(tokenize("Café ＡＰＩ")).toEqual(["cafe", "api"])
  })

  it("keeps only the parts of a term too long to be typed", () => {
    const hash = "a".repeat(40) + "-" + "b".repeat(40)
    expect(tokenize(hash)).toEqual(["a".repeat(40), "b".repeat(40)])
  })

  it("indexes Chinese as characters and pairs, and cuts queries against the dictionary", () => {
    expect(tokenize("交易所")).toEqual(["交", "交易", "易", "易所", "所"])
    const dictionary = buildZhDictionary(["交易", "交易所", "订单", "order", "单"])
    expect(dictionary.words.has("order")).toBe(false)
    expect(forwardMaximumMatch("交易所订单取消", dictionary)).toEqual(["交易所", "订单", "取", "消"])
    expect(splitWords("交易所订单 order", { dictionary }).map((w) => w.term)).toEqual(["交易所", "订单", "order"])
  })

  it("segments Japanese and Thai with Intl.Segmenter", () => {
    const japanese = tokenize("注文を送信する")
    expect(japanese).toContain("注文")
    expect(japanese.join("")).toBe("注文を送信する")
    const thai = tokenize("ทดสอบภาษาไทย")
    expect(thai.length).toBeGreaterThan(1)
    expect(thai.join("")).toBe("ทดสอบภาษาไทย")
  })

  it("falls back to characters without a segmenter", () => {
    expect(segmentWords("ทดสอบ", "th", null)).toEqual(["ท", "ด", "ส", "อ", "บ"])
  })

  it("never throws on odd input", () => {
    for (const input of [
      "",
      "   ",
      "(a+)+$",
      "[",
      "<script>alert(1)</script>",
      "\u0000\uffff",
      "🙂🙂",
      "x".repeat(100000),
    ]) {
      expect(() => tokenize(input)).not.toThrow()
    }
    expect(tokenize(undefined as unknown as string)).toEqual([])
  })
})

describe("queryWords and termsOfWords", () => {
  it("caps the number of words of a query", () => {
    expect(queryWords(Array.from({ length: 100 }, (_, n) => `word${n}`).join(" "))).toHaveLength(MAX_QUERY_WORDS)
  })

  it("gives the terms to highlight, longest first", () => {
    expect(termsOfWords(queryWords("journal-recover the 35=D"))).toEqual([
      "journal-recover",
      "journal",
      "recover",
      "35=d",
      "35",
      "d",
    ])
    expect(termsOfWords(queryWords("the"))).toEqual([])
  })
})

describe("phraseTerm", () => {
  it("joins the terms of a name of a few words with a space, which no word holds", () => {
    const terms = (text: string) => queryWords(text).map((word) => word.term)
    expect(phraseTerm(terms("Python client"))).toBe("python client")
    expect(phraseTerm(terms("the order book depth"))).toBe("order book depth")
    expect(phraseTerm(terms("python"))).toBeNull()
    expect(phraseTerm(terms("tag 7001"))).toBeNull()
    expect(phraseTerm(Array.from({ length: MAX_PHRASE_WORDS + 1 }, (_, n) => `w${n}`))).toBeNull()
  })
})
