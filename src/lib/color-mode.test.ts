import { noFlashScript, resolveColorMode } from "./color-mode"

const off = { defaultMode: "dark" as const, respectPrefersColorScheme: false }
const on = { defaultMode: "dark" as const, respectPrefersColorScheme: true }

describe("resolveColorMode", () => {
  it("uses the stored choice", () => {
    expect(resolveColorMode("light", true, off)).toBe("light")
    expect(resolveColorMode("dark", false, on)).toBe("dark")
  })
  it("falls back to dark for anything else, ignoring the system unless the site respects it", () => {
    expect(resolveColorMode(null, false, off)).toBe("dark")
    expect(resolveColorMode('"light"', false, off)).toBe("dark")
    expect(resolveColorMode("true", false, off)).toBe("dark")
    expect(resolveColorMode(null, false, on)).toBe("light")
    expect(resolveColorMode(null, null, on)).toBe("dark")
  })
})

describe("noFlashScript", () => {
  function run(storage: Record<string, string> | "throws", prefersDark = false, platform = "Linux x86_64") {
    const attributes: Record<string, string> = {}
    const localStorage = {
      getItem: (k: string) => {
        if (storage === "throws") throw new Error("SecurityError")
        return storage[k] ?? null
      },
    }
    const document = { documentElement: { setAttribute: (k: string, v: string) => (attributes[k] = v) } }
    const window = { matchMedia: () => ({ matches: prefersDark }) }
    new Function(
      "document",
      "localStorage",
      "window",
      "navigator",
      noFlashScript({ ...on, respectPrefersColorScheme: false, announcementId: "a1", announcementKey: "dismiss" }),
    )(document, localStorage, window, { platform })
    return attributes
  }
  it("applies the stored mode and a dismissed announcement before paint", () => {
    expect(run({ theme: "light", dismiss: "a1" })).toEqual({
      "data-theme": "light",
      "data-announcement-dismissed": "true",
    })
  })
  it("shows a re-configured announcement again and ignores bad values", () => {
    expect(run({ theme: "purple", dismiss: "old-id" })).toEqual({ "data-theme": "dark" })
  })
  it("survives a browser that throws on localStorage", () => {
    expect(run("throws")).toEqual({ "data-theme": "dark" })
  })
  it("marks an Apple platform, for the ⌘K hint", () => {
    expect(run({}, false, "MacIntel")).toEqual({ "data-theme": "dark", "data-platform": "apple" })
    expect(run("throws", false, "iPhone")).toEqual({ "data-theme": "dark", "data-platform": "apple" })
  })
})
