import { chooseTab, tabQueryKey, tabStorageKey, tabsRestoreScript } from "./tabs"

describe("chooseTab", () => {
  const values = ["linux", "macos", "windows"]
  it("takes the first candidate that is a tab", () => {
    expect(chooseTab(values, ["macos", "windows"])).toBe("macos")
    expect(chooseTab(values, [null, "windows"])).toBe("windows")
    expect(chooseTab(values, ["beos", undefined, "windows"])).toBe("windows")
  })
  it("falls back to the default value, then to the first tab", () => {
    expect(chooseTab(values, [null], "windows")).toBe("windows")
    expect(chooseTab(values, ["<img src=x>"], "plan9")).toBe("linux")
    expect(chooseTab([], [null])).toBeUndefined()
  })
})

describe("tabQueryKey and tabStorageKey", () => {
  it("name the group's parameter and storage key", () => {
    expect(tabQueryKey("os", true)).toBe("os")
    expect(tabQueryKey("os", "platform")).toBe("platform")
    expect(tabQueryKey(undefined, "platform")).toBe("platform")
    expect(tabQueryKey("os", false)).toBeNull()
    expect(tabQueryKey(undefined, true)).toBeNull()
    expect(tabStorageKey("os")).toBe("tachyon.tabs.os")
  })
})

describe("tabsRestoreScript", () => {
  /** A tabs group as Tabs.tsx renders it, with just what the script touches. */
  function group(id: string, values: string[], queryKey: string | null = null) {
    const element = (attrs: Record<string, string>, className = "") => ({
      attrs,
      className,
      getAttribute: (k: string) => attrs[k] ?? null,
      setAttribute: (k: string, v: string) => (attrs[k] = v),
      removeAttribute: (k: string) => delete attrs[k],
    })
    // The server selects the first tab; its classes are the selected look (Tabs.module.css's names).
    const tabs = values.map((v, i) =>
      element({ "data-value": v, "aria-selected": String(i === 0) }, i === 0 ? "tab selected" : "tab"),
    )
    const panels = values.map((_, i) => element(i === 0 ? {} : { hidden: "" }))
    const root = element({ "data-tabs-group": id, ...(queryKey ? { "data-tabs-query": queryKey } : {}) })
    return {
      ...root,
      querySelectorAll: (selector: string) => (selector.includes("tabpanel") ? panels : tabs),
      shown: () => values.filter((_, i) => !("hidden" in panels[i].attrs) && tabs[i].attrs["aria-selected"] === "true"),
      classes: () => tabs.map((tab) => tab.className),
    }
  }
  function run(groups: ReturnType<typeof group>[], search: string, storage: Record<string, string> | "throws") {
    const document = { querySelectorAll: () => groups }
    const localStorage = {
      getItem: (k: string) => {
        if (storage === "throws") throw new Error("SecurityError")
        return storage[k] ?? null
      },
    }
    new Function("document", "localStorage", "location", tabsRestoreScript())(document, localStorage, { search })
    return groups.map((g) => g.shown())
  }
  const os = () => group("os", ["linux", "macos", "windows"], "os")
  it("shows the stored choice, and the address's over it for a group with queryString", () => {
    expect(run([os(), group("os", ["linux", "macos"])], "", { "tachyon.tabs.os": "macos" })).toEqual([
      ["macos"],
      ["macos"],
    ])
    expect(run([os(), group("os", ["linux", "macos"])], "?os=windows", { "tachyon.tabs.os": "macos" })).toEqual([
      ["windows"],
      ["macos"],
    ])
  })
  it("gives the chosen tab the selected tab's classes, and the server's tab the others'", () => {
    const groups = [os(), group("os", ["linux", "macos"])]
    run(groups, "?os=windows", { "tachyon.tabs.os": "macos" })
    expect(groups.map((g) => g.classes())).toEqual([
      ["tab", "tab", "tab selected"],
      ["tab", "tab selected"],
    ])
    const unchanged = [os()]
    run(unchanged, "?os=linux", {})
    expect(unchanged[0].classes()).toEqual(["tab selected", "tab", "tab"])
  })
  it("leaves the server's choice for unknown values, other groups and refused storage", () => {
    expect(run([os()], "?os=beos", { "tachyon.tabs.os": "<b>" })).toEqual([["linux"]])
    expect(run([group("lang", ["java", "python"])], "", { "tachyon.tabs.os": "macos" })).toEqual([["java"]])
    expect(run([os()], "?os=macos", "throws")).toEqual([["macos"]])
    expect(run([os()], "", "throws")).toEqual([["linux"]])
  })
})
