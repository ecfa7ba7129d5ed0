import { codeRunsInText, inlineCodeRuns, softBreakPieces, softBreakPiecesInText } from "./inline-code"

describe("inlineCodeRuns", () => {
  it("marks text between backticks as code", () => {
    expect(inlineCodeRuns("Set `journal.fsync` to `always`.")).toEqual([
      { code: false, text: "Set " },
      { code: true, text: "journal.fsync" },
      { code: false, text: " to " },
      { code: true, text: "always" },
      { code: false, text: "." },
    ])
  })
  it("keeps an unmatched backtick as text", () => {
    expect(
      inlineCodeRuns("a ` b")
        .map((r) => r.text)
        .join(""),
    ).toBe("a ` b")
    expect(inlineCodeRuns("plain")).toEqual([{ code: false, text: "plain" }])
  })
})

describe("softBreakPieces", () => {
  it("breaks long identifiers after dots, underscores and slashes", () => {
    expect(softBreakPieces("fix.gateway.fileStore.path")).toEqual(["fix.", "gateway.", "fileStore.", "path"])
    expect(softBreakPieces("MAX_DAILY_LOSS")).toEqual(["MAX_", "DAILY_", "LOSS"])
    expect(softBreakPieces("/var/lib/tachyon/journal")).toEqual(["/var/", "lib/", "tachyon/", "journal"])
    expect(softBreakPieces("OrderListener.onRejected(RejectEvent)")).toEqual([
      "OrderListener.",
      "onRejected(RejectEvent)",
    ])
    expect(softBreakPieces("connectors.<name>.cancelOnDisconnect")).toEqual([
      "connectors.",
      "<name>.",
      "cancelOnDisconnect",
    ])
  })
  it("breaks lowercase names at their hyphens, and choices after their bars", () => {
    expect(softBreakPieces("lse-millennium")).toEqual(["lse-", "millennium"])
    expect(softBreakPieces("--by-burst-position")).toEqual(["--by-", "burst-", "position"])
    expect(softBreakPieces("nyc-tx-dr:7702")).toEqual(["nyc-", "tx-", "dr:7702"])
    expect(softBreakPieces("connectors.cme-mdp3.venue")).toEqual(["connectors.", "cme-mdp3.", "venue"])
    expect(softBreakPieces("tick-to-trade|order-to-venue")).toEqual([
      "tick-",
      "to-",
      "trade|",
      "order-",
      "to-",
      "venue",
    ])
  })
  it("breaks after commas and spaces", () => {
    expect(softBreakPieces('["TWAP","VWAP"]')).toEqual(['["TWAP",', '"VWAP"]'])
    expect(softBreakPieces("[4,5,6]")).toEqual(["[4,", "5,", "6]"])
    expect(softBreakPieces("fsync = batch")).toEqual(["fsync ", "= ", "batch"])
    expect(softBreakPieces("a, b")).toEqual(["a, ", "b"])
    expect(softBreakPieces("StartTime=09:30:00;EndTime=16:00:00")).toEqual(["StartTime=09:30:00;", "EndTime=16:00:00"])
  })
  it("keeps numbers, versions and codes whole", () => {
    for (const code of [
      "TRJ-1001",
      "RSK-2001",
      "cme-mdp3",
      "tx-algo-0",
      "ISO-8601",
      "4.2.3",
      "1.5",
      "35=D",
      "-Xmx4g",
      "...",
    ])
      expect(softBreakPieces(code)).toEqual([code])
    expect(softBreakPieces("")).toEqual([])
  })
  it("loses no character", () => {
    const text = 'server.cpuAffinity.threads = { "tx-tc-xeur" = 7, "tx-algo-0" = 8 }'
    expect(softBreakPieces(text).join("")).toBe(text)
  })
})

describe("softBreakPiecesInText", () => {
  it("breaks after a slash between words only", () => {
    expect(softBreakPiecesInText("uses REST/WebSocket and 1/2")).toEqual(["uses REST/", "WebSocket and 1/2"])
    expect(softBreakPiecesInText("plain")).toEqual(["plain"])
  })
  it("breaks a long CamelCase name between its words, and leaves shorter names whole", () => {
    expect(softBreakPiecesInText("4 UnsupportedSubscriptionRequestType, 1 DuplicateMDReqID, 2 OrderImbalance")).toEqual(
      ["4 Unsupported", "Subscription", "Request", "Type, 1 Duplicate", "MDReq", "ID, 2 OrderImbalance"],
    )
    expect(softBreakPiecesInText("SubscriptionRequestType/MarketDepth")).toEqual([
      "Subscription",
      "Request",
      "Type/",
      "MarketDepth",
    ])
  })
})

describe("codeRunsInText", () => {
  it("marks codes with a hyphen, leaving words of prose free", () => {
    expect(codeRunsInText("TRJ-1001 to TRJ-1012, an order-by-order view, FIX-only")).toEqual([
      { code: true, text: "TRJ-1001" },
      { code: false, text: " to " },
      { code: true, text: "TRJ-1012" },
      { code: false, text: ", an order-by-order view, " },
      { code: true, text: "FIX-only" },
    ])
    expect(codeRunsInText("plain words")).toEqual([{ code: false, text: "plain words" }])
    expect(codeRunsInText("")).toEqual([])
  })
})
