import { exampleDateProblems, measurementDateProblems, measurementsIn, releaseNoteProblems } from "./release-dates"
import { sourceLines } from "./source-lines"

const RELEASES = [
  { version: "4.2.0", date: "2025-09-01" },
  { version: "4.2.3", date: "2025-10-14" },
]
const page = (...rows: string[]) => sourceLines(rows.join("\n"))

describe("measurementsIn (a paragraph that says measured, with a date and one release)", () => {
  test("reads each date of the paragraph with its line", () => {
    const lines = page("Intro.", "", "Tachyon 4.2.0, measured 2025-09-03 to", "2025-09-05 on the reference host.")
    expect(measurementsIn("p.mdx", lines, RELEASES)).toEqual([
      { file: "p.mdx", line: 3, version: "4.2.0", date: "2025-09-03" },
      { file: "p.mdx", line: 4, version: "4.2.0", date: "2025-09-05" },
    ])
  })
  test("bold dates count; paragraphs without measured, or naming two releases, do not", () => {
    expect(
      measurementsIn("p", page("Measurements were taken on **2025-09-02** with Tachyon **4.2.0**."), RELEASES),
    ).toHaveLength(1)
    expect(measurementsIn("p", page("Released 2025-09-01 as Tachyon 4.2.0."), RELEASES)).toEqual([])
    expect(measurementsIn("p", page("Measured 2025-10-20 on 4.2.0 and 4.2.3."), RELEASES)).toEqual([])
  })
})

describe("measurementDateProblems", () => {
  test("a measurement dated before its release is a problem", () => {
    const early = { file: "p", line: 1, version: "4.2.3", date: "2025-09-02" }
    const fine = { file: "p", line: 2, version: "4.2.0", date: "2025-09-02" }
    expect(measurementDateProblems([early, fine], RELEASES)).toEqual([early])
  })
})

describe("exampleDateProblems (an example runs on or after its release)", () => {
  test("a log line printing a version before its release date", () => {
    const lines = page("```text", "2025-09-02T07:58:11Z INFO [server] Tachyon 4.2.3 started", "```")
    expect(exampleDateProblems(lines, RELEASES)).toEqual([
      { line: 2, message: "an example dated 2025-09-02 runs Tachyon 4.2.3, which was released on 2025-10-14" },
    ])
  })
  test("later dates, unknown versions and prose pass", () => {
    const lines = page(
      "```text",
      "2025-10-15 tachyon-server:4.2.3 version=4.2.3",
      "2024-01-01 Tachyon 9.9.9",
      "```",
      "2025-01-01 Tachyon 4.2.3",
    )
    expect(exampleDateProblems(lines, RELEASES)).toEqual([])
  })
})

describe("releaseNoteProblems (a note quotes no figure measured after it)", () => {
  const note = { version: "4.2.0", date: "2025-09-01" }
  const measured = [{ file: "perf.mdx", line: 21, version: "4.2.0", date: "2025-09-02" }]
  test("figures of its version that the pages date after the note", () => {
    expect(releaseNoteProblems(note, "Figures measured on 4.2.0: p50 4.1 µs.", measured, RELEASES)).toEqual([
      "quotes measurements of 4.2.0, which the pages date from 2025-09-02 (perf.mdx:21), after the note's date 2025-09-01",
    ])
  })
  test("a date after the note", () => {
    expect(releaseNoteProblems(note, "p99 7.9 µs, measured 2025-09-04.", [], RELEASES)).toEqual([
      "quotes a measurement dated 2025-09-04, after the note's date 2025-09-01",
    ])
  })
  test("text without figures, or with measurements dated in time, passes", () => {
    expect(releaseNoteProblems(note, "Figures are measured on the released build.", measured, RELEASES)).toEqual([])
    const onTime = [{ ...measured[0], date: "2025-08-30" }]
    expect(releaseNoteProblems(note, "Measured: p50 4.1 µs.", onTime, RELEASES)).toEqual([])
  })
})
