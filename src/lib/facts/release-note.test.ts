import { releaseNoteFields } from "./release-note"

describe("releaseNoteFields", () => {
  test("reads version, date and every text field, lists item by item", () => {
    const source = [
      "---",
      'version: "4.2.0"',
      'date: "2025-09-01"',
      'summary: "S"',
      "highlights:",
      '  - "A"',
      '  - "B"',
      "---",
      "",
    ].join("\n")
    expect(releaseNoteFields(source)).toEqual({
      version: "4.2.0",
      date: "2025-09-01",
      texts: [
        { field: "summary", text: "S" },
        { field: "highlights", text: "A" },
        { field: "highlights", text: "B" },
      ],
    })
  })
  test("a file without frontmatter has nothing", () => {
    expect(releaseNoteFields("no frontmatter")).toEqual({ version: null, date: null, texts: [] })
  })
})
