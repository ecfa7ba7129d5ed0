import { excerpt, findMatches, highlight } from "./excerpt"

const LONG =
  "The ICEBERG algorithm works a large limit order by showing only a small part of it, the display quantity, " +
  "at the parent's limit price. When the displayed slice has filled, the algorithm sends the next one."

describe("excerpt", () => {
  it("returns short text whole", () => {
    expect(excerpt("Iceberg orders", ["iceberg"])).toBe("Iceberg orders")
  })

  it("keeps at most 50 characters around the first match, with … where cut", () => {
    const text = excerpt(LONG, ["display"])
    expect(text.length).toBeLessThanOrEqual(50)
    expect(text).toContain("display")
    expect(text.startsWith("…")).toBe(true)
    expect(text.endsWith("…")).toBe(true)
  })

  it("cuts around the passage that holds the most of the query, the whole identifier over its parts", () => {
    const fsync =
      "Writing a record to the journal means copying it into the active segment, which survives a crash. " +
      "Then journal.fsync decides when that happens and whether anything waits for it."
    expect(excerpt(fsync, ["journal.fsync", "journal", "fsync"])).toContain("journal.fsync decides")
    const both =
      "A split of the network is rare. Much later in the text, a split brain happens when both nodes act alone."
    expect(excerpt(both, ["split", "brain"])).toContain("split brain")
    // With one term only, the first match still leads.
    expect(excerpt(both, ["split"])).toContain("A split of")
  })

  it("cuts at word boundaries when it can", () => {
    const text = excerpt(LONG, ["display"])
    const inner = text.replace(/^…|…$/g, "")
    expect(LONG.includes(inner)).toBe(true)
    const at = LONG.indexOf(inner)
    expect(at === 0 || LONG[at - 1] === " ").toBe(true)
    const end = at + inner.length
    expect(end === LONG.length || LONG[end] === " " || /[,.]/.test(LONG[end - 1])).toBe(true)
  })

  it("starts at the beginning when nothing matches, and honours another length", () => {
    expect(excerpt(LONG, ["zzz"]).startsWith("The ICEBERG")).toBe(true)
    expect(excerpt(LONG, ["zzz"]).endsWith("…")).toBe(true)
    expect(excerpt(LONG, ["next"], 30).length).toBeLessThanOrEqual(30)
    expect(excerpt(LONG, ["next"], 30)).toContain("next")
  })

  it("finds a match at the very end", () => {
    const text = excerpt(LONG, ["one"])
    expect(text.startsWith("…")).toBe(true)
    expect(text.endsWith("one.")).toBe(true)
    expect(text.length).toBeLessThanOrEqual(50)
  })
})

describe("highlight", () => {
  it("wraps matches in <mark>, case-insensitively", () => {
    expect(highlight("Iceberg orders and ICEBERG", ["iceberg"])).toBe(
      "<mark>Iceberg</mark> orders and <mark>ICEBERG</mark>",
    )
  })

  it("marks a prefix at the start of a word, parts of identifiers, and the longest term first", () => {
    expect(highlight("journal-recover reads the journal", ["journal-recover", "journal", "recover"])).toBe(
      "<mark>journal-recover</mark> reads the <mark>journal</mark>",
    )
    expect(highlight("Journaling", ["jour"])).toBe("<mark>Jour</mark>naling")
    expect(highlight("OrderRejectReason", ["reject"])).toBe("Order<mark>Reject</mark>Reason")
    expect(highlight("adjourned", ["jour"])).toBe("adjourned")
    expect(highlight("Send 35=D, then 35=G", ["35=d", "35", "d"])).toBe(
      "Send <mark>35=D</mark>, then <mark>35</mark>=G",
    )
  })

  it("escapes HTML and never returns unescaped input", () => {
    expect(highlight("<script>alert(1)</script>", ["script"])).toBe(
      "&lt;<mark>script</mark>&gt;alert(1)&lt;/<mark>script</mark>&gt;",
    )
    expect(highlight("a & b \"c\" 'd'", [])).toBe("a &amp; b &quot;c&quot; &#39;d&#39;")
    expect(highlight("&amp; amp", ["amp"])).toBe("&amp;<mark>amp</mark>; <mark>amp</mark>")
    expect(highlight("<b>x</b>", ["<b>"])).toBe("<mark>&lt;b&gt;</mark>x&lt;/b&gt;")
  })

  it("treats regex syntax in terms as text", () => {
    expect(highlight("match (a+)+$ here [", ["(a+)+$", "["])).toBe("match <mark>(a+)+$</mark> here <mark>[</mark>")
    expect(() => findMatches("x".repeat(10000), ["(x+x+)+y", "\\", "*"])).not.toThrow()
  })

  it("marks Chinese inside a run of characters", () => {
    expect(highlight("交易所订单", ["订单"])).toBe("交易所<mark>订单</mark>")
  })

  it("ignores empty and non-string terms", () => {
    expect(highlight("text", ["", "  ", null as unknown as string])).toBe("text")
    expect(highlight(undefined as unknown as string, ["x"])).toBe("")
  })
})

describe("findMatches on the target page", () => {
  it("marks whole words only: what was typed, not the longer words it starts", () => {
    const text = "Orders and order-book: an order, OrderRejectReason"
    expect(findMatches(text, ["order"], { wholeWords: true }).map(([s, e]) => text.slice(s, e))).toEqual([
      "order",
      "order",
      "Order",
    ])
    expect(findMatches(text, ["order"]).map(([s, e]) => text.slice(s, e))).toHaveLength(4)
  })

  it("marks the case and accent variants of a word", () => {
    const text = "Le Café, le CAFE et le cafe"
    expect(findMatches(text, ["cafe"], { wholeWords: true }).map(([s, e]) => text.slice(s, e))).toEqual([
      "Café",
      "CAFE",
      "cafe",
    ])
  })
})
