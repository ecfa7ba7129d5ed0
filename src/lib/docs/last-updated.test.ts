import { lastCommitTimes, lastUpdate } from "./last-updated"

// `git log --relative --name-only --format=%x1e%ct%x09%P`, newest first
const LOG = [
  "",
  "1700000300\tccc\n\nalgos/vwap.mdx\n",
  "1700000200\tbbb\n\nalgos/vwap.mdx\nalgos/twap.mdx\nkb/windows service.mdx\n",
  "1700000100\t\n\nalgos/twap.mdx\nalgos/iceberg.mdx\n",
].join("\x1e")

describe("lastCommitTimes", () => {
  it("takes each file's newest commit", () => {
    expect(lastCommitTimes(LOG, { shallow: false })).toEqual(
      new Map([
        ["algos/vwap.mdx", 1700000300_000],
        ["algos/twap.mdx", 1700000200_000],
        ["kb/windows service.mdx", 1700000200_000],
        ["algos/iceberg.mdx", 1700000100_000],
      ]),
    )
  })
  it("in a shallow clone, knows no date for files only the boundary commit names", () => {
    const times = lastCommitTimes(LOG, { shallow: true })
    expect(times.get("algos/twap.mdx")).toBe(1700000200_000)
    expect(times.has("algos/iceberg.mdx")).toBe(false)
  })
  it("is empty for no history", () => {
    expect(lastCommitTimes("", { shallow: false }).size).toBe(0)
  })
})

describe("lastUpdate", () => {
  it("uses the commit time, without an author", () => {
    expect(lastUpdate(undefined, Date.UTC(2025, 9, 14, 23, 30))).toEqual({
      date: "2025-10-14T23:30:00.000Z",
      author: null,
    })
  })
  it("lets the frontmatter set the date, the author, or both", () => {
    expect(lastUpdate({ date: "2024-05-01", author: "Docs team" }, 1700000000_000)).toEqual({
      date: "2024-05-01",
      author: "Docs team",
    })
    expect(lastUpdate({ author: "Docs team" }, Date.UTC(2025, 0, 2))).toEqual({
      date: "2025-01-02T00:00:00.000Z",
      author: "Docs team",
    })
  })
  it("knows nothing without history or frontmatter", () => {
    expect(lastUpdate(undefined, undefined)).toEqual({ date: null, author: null })
  })
})
