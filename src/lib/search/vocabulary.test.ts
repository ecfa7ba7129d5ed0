import {
  editDistance,
  expandPrefix,
  forgivesTypos,
  keptPluralSingular,
  maxEdits,
  nearSpellings,
  otherForms,
  stemOf,
} from "./vocabulary"

describe("expandPrefix", () => {
  it("lists the longer terms with the prefix, shortest first when capped", () => {
    const terms = ["jar", "journal", "journal-recover", "journals", "jour", "judge"].sort()
    expect(expandPrefix(terms, "jour")).toEqual(["journal", "journals", "journal-recover"])
    expect(expandPrefix(terms, "j", 2)).toEqual(["jar", "jour"])
    expect(expandPrefix(terms, "x")).toEqual([])
  })
})

describe("other forms", () => {
  it("meets words by their Porter2 stem, keeping product words whole", () => {
    expect(stemOf("throttling")).toBe(stemOf("throttle"))
    expect(stemOf("hugepages")).toBe(stemOf("hugepage"))
    expect(stemOf("news")).toBe("news")
    expect(stemOf("35=d")).toBe("35=d")
    const terms = ["throttle", "throttled", "throttles", "throttling", "through", "policies", "policy"].sort()
    expect(otherForms(terms, "throttling").sort()).toEqual(["throttle", "throttled", "throttles"])
    expect(otherForms(terms, "policy")).toEqual(["policies"])
    expect(otherForms(terms, "trj-1003")).toEqual([])
  })

  it("takes a plural the stemmer keeps whole for its singular, when the docs have it", () => {
    const terms = ["class", "cpu", "cpus", "isolation", "new", "news", "status"].sort()
    expect(keptPluralSingular("cpus")).toBe("cpu")
    expect(otherForms(terms, "cpus")).toEqual(["cpu"])
    expect(keptPluralSingular("class")).toBeNull()
    expect(keptPluralSingular("news")).toBeNull()
    expect(keptPluralSingular("orders")).toBeNull()
    expect(otherForms(terms, "status")).toEqual([])
  })
})

describe("editDistance", () => {
  it.each([
    ["iceberg", "iceberg", 0],
    ["icberg", "iceberg", 1],
    ["iecberg", "iceberg", 1],
    ["icebreg", "iceberg", 1],
    ["icebrgs", "iceberg", 2],
    ["kafak", "kafka", 1],
  ])("%s → %s: %i", (a, b, distance) => {
    expect(editDistance(a, b, 2)).toBe(distance)
  })
  it("stops beyond the maximum", () => {
    expect(editDistance("abcdef", "uvwxyz", 1)).toBe(2)
    expect(editDistance("a", "abcd", 2)).toBe(3)
  })
})

describe("nearSpellings", () => {
  const terms = ["iceberg", "icebergs", "ice", "icon", "journal", "journals", "latency", "lateness"].sort()
  const frequency = (term: string) => (term === "iceberg" ? 10 : 1)
  it("finds words within one edit, two for long words, that start like the word", () => {
    expect(nearSpellings(terms, "icberg", false, frequency)).toEqual(
      [
        { term: "iceberg", edits: 1 },
        { term: "icebergs", edits: 2 },
      ].slice(0, 1),
    )
    expect(nearSpellings(terms, "latnecy", false, frequency).map((n) => n.term)).toEqual(["latency"])
    expect(nearSpellings(terms, "iecberg", false, frequency)[0]?.term).toBe("iceberg")
    expect(nearSpellings(terms, "cieberg", false, frequency)).toEqual([])
    expect(maxEdits("journals")).toBe(2)
  })
  it("matches the start of a longer word while it is typed", () => {
    expect(nearSpellings(terms, "icbe", true, frequency)[0]?.term).toBe("iceberg")
  })
  it("leaves identifiers, numbers and short words exact", () => {
    for (const word of ["trj-1003", "1003", "ice", "35=d"]) expect(forgivesTypos(word)).toBe(false)
  })
})
