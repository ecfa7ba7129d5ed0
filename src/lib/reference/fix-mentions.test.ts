import { inlineSequences, parseMdx } from "../markdown/mdx"
import { fixTagMentions, fixTagsInCode, fixTagsInProse, type FixTagMention } from "./fix-mentions"

const short = (mentions: readonly FixTagMention[]) =>
  mentions.map((m) => `${m.line}:${m.tag}${m.value === undefined ? "" : `=${m.value}`}${m.label ? `(${m.label})` : ""}`)
const onPage = (mdx: string) => short(fixTagMentions(inlineSequences(parseMdx(mdx))))

describe("FIX tags named outside fix blocks", () => {
  test("inline code: one pair, a message fragment, a placeholder, a tag list", () => {
    expect(short(fixTagsInCode("35=D", 1))).toEqual(["1:35=D"])
    expect(short(fixTagsInCode("58=Invalid password", 1))).toEqual(["1:58=Invalid password"])
    expect(short(fixTagsInCode("35=D|11=A-1|...", 1))).toEqual(["1:35=D", "1:11=A-1"])
    expect(short(fixTagsInCode("12=<commission>", 1))).toEqual(["1:12"])
    expect(short(fixTagsInCode("tags 131-133", 1))).toEqual(["1:131", "1:132", "1:133"])
    expect(short(fixTagsInCode("x = 1", 1))).toEqual([])
  })

  test("prose: pairs (a full stop after them is the sentence's), tag lists, a number named beside it", () => {
    expect(short(fixTagsInProse("never 35=3. Then 35=W/X", 2))).toEqual(["2:35=3", "2:35=W", "2:35=X"])
    expect(short(fixTagsInProse("Tags 8, 49 and 56 and tag 7001", 2))).toEqual(["2:8", "2:49", "2:56", "2:7001"])
    expect(short(fixTagsInProse("ClOrdID (11) and 527 (SecondaryExecID); Step (2)", 2))).toEqual([
      "2:11(ClOrdID)",
      "2:527(SecondaryExecID)",
    ])
    expect(short(fixTagsInProse("version 4.4 costs 3 ms, 2025-10-14", 2))).toEqual([])
  })

  test("tables: a tag column's numbers and value lists, a value column's values, other columns as prose", () => {
    const table = [
      "| Field | Meaning | FIX tag (35=R) | 39 |",
      "|---|---|---|---|",
      "| `a` | 300 shares | 537 (0, 1) | 6 or E |",
      "| `b` | ports 9876 | 1094 (PegPriceType: 5, 4, 2) and 211 | 0, 1 or 2, never 5 |",
      "| `c` | x | 9876 orders, 73 (NoOrders) = 2 | D (Restated) |",
      "| `d` | x | 269 (0 or 1), 327 (HaltReason): 4 NewsPending, 2 OrderImbalance | |",
    ].join("\n")
    expect(onPage(table)).toEqual([
      "1:35=R",
      "3:537",
      "3:537=0",
      "3:537=1",
      "3:39=6",
      "3:39=E",
      "4:1094(PegPriceType)",
      "4:1094",
      "4:1094=5",
      "4:1094=4",
      "4:1094=2",
      "4:211",
      "4:39=0",
      "4:39=1",
      "4:39=2",
      "4:39=5",
      "5:73(NoOrders)",
      "5:73",
      "5:39=D",
      "6:327(HaltReason)",
      "6:269",
      "6:269=0",
      "6:269=1",
      "6:327",
      "6:327=4",
      "6:327=2",
    ])
  })

  test("a column headed by one tag holds its values; `body length (tag 9)` too", () => {
    expect(onPage("| Status | FIX 297 | body length (tag 9) |\n|---|---|---|\n| a | 16 (Active) | 143 |")).toEqual([
      "1:9",
      "3:297=16",
      "3:9=143",
    ])
  })
})
