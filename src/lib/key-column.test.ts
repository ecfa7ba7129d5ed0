import { keyColumnChars } from "./key-column"

describe("keyColumnChars", () => {
  it("is the longest key's length in characters", () => {
    expect(keyColumnChars(["server.port", "fix.gateway.fileStore.archiveRetention", "risk.enabled"])).toBe(38)
    expect(keyColumnChars(["café.größe"])).toBe(10)
  })
  it("counts a column as keys when at least half its cells are one key", () => {
    expect(keyColumnChars(["a.b", null])).toBe(3)
    expect(keyColumnChars(["a.b", null, null])).toBeNull()
    expect(keyColumnChars([])).toBeNull()
    expect(keyColumnChars([null])).toBeNull()
  })
})
