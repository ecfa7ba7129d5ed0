import { caseTiesFirst, tiedKeys } from "./case-ties"
import type { RankedKey } from "./ranking"
import { SearchDocumentType } from "./documents"

const key = (n: number, score: number): RankedKey => ({
  key: n,
  page: 0,
  section: n,
  type: SearchDocumentType.Heading,
  score,
  allWords: true,
  coverage: 1,
  matched: 1,
  named: 1,
  headed: true,
  namedWords: 2,
  asked: false,
})

const HEADINGS = new Map([
  [1, "35=F OrderCancelRequest"],
  [2, "35=f SecurityStatus"],
  [3, "35=G OrderCancelReplaceRequest"],
])
const headingOf = (n: number) => HEADINGS.get(n)

describe("caseTiesFirst", () => {
  const ranked = [key(1, 11_000), key(2, 11_000), key(3, 10_500)]

  it("puts first, of tied keys, the heading that holds the word as typed", () => {
    expect(caseTiesFirst(ranked, ["35=f"], headingOf).map((k) => k.key)).toEqual([2, 1, 3])
    expect(caseTiesFirst(ranked, ["35=F"], headingOf).map((k) => k.key)).toEqual([1, 2, 3])
  })

  it("never moves a key past one with another score", () => {
    expect(caseTiesFirst(ranked, ["35=G"], headingOf).map((k) => k.key)).toEqual([1, 2, 3])
  })

  it("matches whole words only, and leaves words without case alone", () => {
    expect(caseTiesFirst(ranked, ["35"], headingOf).map((k) => k.key)).toEqual([1, 2, 3])
    expect(caseTiesFirst(ranked, ["Order"], headingOf).map((k) => k.key)).toEqual([1, 2, 3])
  })
})

describe("tiedKeys", () => {
  it("gives the keys among the first that share their score with another", () => {
    const ranked = [key(1, 3), key(2, 3), key(3, 2), key(4, 1), key(5, 1)]
    expect(tiedKeys(ranked, 4).map((k) => k.key)).toEqual([1, 2])
    expect(tiedKeys(ranked, 5).map((k) => k.key)).toEqual([1, 2, 4, 5])
  })
})
