import { releaseAnchor, releaseLine } from "./release"

describe("releaseAnchor", () => {
  it("turns a version or title into an id", () => {
    expect(releaseAnchor("4.2.3")).toBe("release-4-2-3")
    expect(releaseAnchor("Tachyon 4.0.0 (LTS)")).toBe("release-Tachyon-4-0-0-LTS-")
  })
})

describe("releaseLine", () => {
  it("is the major and minor version, the site's one version label", () => {
    expect(releaseLine("4.2.3")).toBe("4.2")
    expect(releaseLine("10.12.0")).toBe("10.12")
    expect(releaseLine("4.2")).toBe("4.2")
  })
  it("refuses anything but a version, naming the setting", () => {
    expect(() => releaseLine("4.2.3-rc1")).toThrow(/site-settings\.ts release\.version/)
    expect(() => releaseLine("")).toThrow(/major\.minor\.patch/)
  })
})
