import { APPLE_PLATFORM } from "./platform"

describe("APPLE_PLATFORM", () => {
  it("matches macOS, iPadOS and iOS", () => {
    for (const platform of ["MacIntel", "iPhone", "iPad", "iPod touch", "Macintosh"])
      expect(APPLE_PLATFORM.test(platform)).toBe(true)
  })
  it("leaves everything else, and an empty platform, to Ctrl", () => {
    for (const platform of ["Win32", "Linux x86_64", "Linux armv8l", ""])
      expect(APPLE_PLATFORM.test(platform)).toBe(false)
  })
})
