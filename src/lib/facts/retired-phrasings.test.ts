import { loadYamlList } from "../reference/yaml-list"
import { normalise, retiredPhrasingProblems, retiredPhrasingsSpec, type RetiredPhrasing } from "./retired-phrasings"

const NOT_ACTIVE: RetiredPhrasing = {
  phrase: "a connector that is not `ACTIVE`",
  fact: 1027,
  now: "a cancel is refused by a connector that is neither ACTIVE nor SUSPENDED",
}

describe("normalise", () => {
  test("drops backticks and asterisks, folds case and whitespace, and keeps each character's line", () => {
    const { text, lines } = normalise("A **cancel** to\n  a `connector`")
    expect(text).toBe("a cancel to a connector")
    expect(lines[text.indexOf("connector")]).toBe(2)
    expect(lines[text.indexOf("to")]).toBe(1)
  })
})

describe("retiredPhrasingProblems", () => {
  test("finds a retired phrasing wrapped over two lines, at the line where it starts", () => {
    const page = "The refusal of a\ncancel to a connector that is\nnot `ACTIVE` does not apply.\n"
    expect(retiredPhrasingProblems(page, [NOT_ACTIVE])).toEqual([
      {
        line: 2,
        message:
          'says "a connector that is not `ACTIVE`", which fact 1027 retired: a cancel is refused by a connector that is neither ACTIVE nor SUSPENDED',
      },
    ])
  })

  test("finds every occurrence, and ignores the wording the fact chose", () => {
    const page =
      "a connector that is not ACTIVE\n\nA Connector That Is Not `Active`\n\na connector that is neither `ACTIVE` nor `SUSPENDED`\n"
    expect(retiredPhrasingProblems(page, [NOT_ACTIVE]).map((p) => p.line)).toEqual([1, 3])
  })

  test("nothing retired, nothing found", () => {
    expect(retiredPhrasingProblems("a connector that is not ACTIVE", [])).toEqual([])
  })
})

describe("retiredPhrasingsSpec", () => {
  test("loads entries and names a bad one by its phrase and line", () => {
    const ok = loadYamlList(
      '- phrase: "level 2 adds onDepth"\n  fact: 1015\n  now: each level delivers its own\n',
      "r.yaml",
      retiredPhrasingsSpec,
    )
    expect(ok.problems).toEqual([])
    expect(ok.entries[0].fact).toBe(1015)
    const bad = loadYamlList('- phrase: "short"\n  fact: 12\n  now: x\n', "r.yaml", retiredPhrasingsSpec)
    expect(bad.problems.map((p) => `${p.line} ${p.message}`).join("\n")).toMatch(/1 .*"short".*a phrase of a few words/)
  })

  test("the same phrase twice, spelled differently, is one phrase", () => {
    const twice = '- phrase: "level 2 adds"\n  fact: 1\n  now: x\n- phrase: "Level  2 `adds`"\n  fact: 2\n  now: y\n'
    expect(loadYamlList(twice, "r.yaml", retiredPhrasingsSpec).problems.length).toBe(1)
  })
})
