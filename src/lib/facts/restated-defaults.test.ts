import { restatedDefaultProblems } from "./restated-defaults"
import { sourceLines } from "./source-lines"

const DEFAULTS = new Map([
  ["journal.fsync", "batch"],
  ["dr.maxLag", "5s"],
  ["journal.retention", "14d"],
  ["rest.ws.threads", "4"],
])
const check = (...rows: string[]) => restatedDefaultProblems(sourceLines(rows.join("\n")), DEFAULTS)

describe("restatedDefaultProblems (a default restated in prose is the data's)", () => {
  test("the usual phrasings agree with the data", () => {
    expect(
      check(
        "Set `journal.fsync` (default `batch`) first.",
        "`dr.maxLag` defaults to `5s`; `rest.ws.threads`, default `4`, is enough.",
      ),
    ).toEqual([])
  })
  test("a default that is not the data's is named at its line", () => {
    expect(check("Intro.", "`dr.maxLag` (default `10s`) alerts.")).toEqual([
      { line: 2, message: "the page gives dr.maxLag a default of 10s; content/reference/config-keys.yaml says 5s" },
    ])
  })
  test("another key after 'default', defaults in words, unknown keys and code blocks are left alone", () => {
    expect(
      check(
        "under `journal.path`, and the default `journal.retention` of `14d` keeps it",
        "`server.dayRollTime` (default midnight)",
        "`other.key` (default `1`)",
        "```hocon",
        "# `journal.fsync` (default `always`)",
        "```",
      ),
    ).toEqual([])
  })
})
