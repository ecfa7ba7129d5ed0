import { askedAsTypedFirst, askingKeys } from "./asked"
import { SearchDocumentType } from "./documents"
import { SCORE, type RankedKey } from "./ranking"

const key = (n: number, score: number): RankedKey => ({
  key: n,
  page: n,
  section: 1,
  type: SearchDocumentType.Heading,
  score,
  allWords: true,
  coverage: 1,
  matched: 3,
  named: 1,
  headed: true,
  namedWords: 2,
  asked: score >= SCORE.question + SCORE.allWords,
})

const HEADINGS = new Map([
  [1, "Why was this order rejected?"],
  [2, "Why was my order rejected?"],
  [3, "Order rejected"],
])
const headingOf = (n: number) => HEADINGS.get(n)
const asked = SCORE.question + SCORE.allWords

describe("askedAsTypedFirst", () => {
  it("puts first the heading that asks the question in the words typed, stop words included", () => {
    const ranked = [key(1, asked + 900), key(2, asked + 800), key(3, SCORE.allWords)]
    expect(askedAsTypedFirst(ranked, "why was my order rejected", headingOf).map((k) => k.key)).toEqual([2, 1, 3])
    expect(askedAsTypedFirst(ranked, "Why was THIS order rejected?", headingOf).map((k) => k.key)).toEqual([1, 2, 3])
  })

  it("moves only keys that answer the question, and nothing when no heading asks it so", () => {
    const ranked = [key(1, asked), key(3, SCORE.allWords)]
    expect(askedAsTypedFirst(ranked, "order rejected", headingOf).map((k) => k.key)).toEqual([1, 3])
    expect(askedAsTypedFirst(ranked, "why was an order rejected", headingOf).map((k) => k.key)).toEqual([1, 3])
  })
})

describe("askingKeys", () => {
  it("gives the first keys whose headings answer a question", () => {
    const ranked = [key(1, asked), key(2, asked), key(3, SCORE.allWords)]
    expect(askingKeys(ranked, 1).map((k) => k.key)).toEqual([1])
    expect(askingKeys(ranked, 8).map((k) => k.key)).toEqual([1, 2])
  })
})
