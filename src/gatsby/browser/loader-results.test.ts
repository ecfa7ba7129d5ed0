import { isStartupLoadFailure, loadFailure } from "./loader-results"

describe("loadFailure", () => {
  it("is null for page resources", () => {
    expect(loadFailure({ status: "success" })).toBeNull()
    expect(loadFailure({ component: {}, json: {} } as unknown as { status?: string })).toBeNull()
  })
  it("is 'code' when the loader kept a chunk error", () => {
    const chunk = Object.assign(new Error("Loading chunk 42 failed."), { name: "ChunkLoadError" })
    expect(loadFailure({ status: "error", error: chunk })).toBe("code")
  })
  it("is 'data' when the page data did not arrive (no error object) or nothing came back", () => {
    expect(loadFailure({ status: "error" })).toBe("data")
    expect(loadFailure(undefined)).toBe("data")
    expect(loadFailure(null)).toBe("data")
  })
})

describe("isStartupLoadFailure", () => {
  it("recognises Gatsby giving up on a page at start-up", () => {
    expect(isStartupLoadFailure(new Error("page resources for /docs/a/ not found. Not rendering React"))).toBe(true)
    expect(isStartupLoadFailure(Object.assign(new Error("Loading chunk 7 failed."), { name: "ChunkLoadError" }))).toBe(
      true,
    )
  })
  it("ignores other rejections", () => {
    expect(isStartupLoadFailure(new Error("something else"))).toBe(false)
    expect(isStartupLoadFailure("page resources for /x/ not found")).toBe(false)
  })
})
