import { releaseAnchor } from "./release"

describe("releaseAnchor", () => {
  it("turns a version or title into an id", () => {
    expect(releaseAnchor("4.2.3")).toBe("release-4-2-3")
    expect(releaseAnchor("Tachyon 4.0.0 (LTS)")).toBe("release-Tachyon-4-0-0-LTS-")
  })
})
