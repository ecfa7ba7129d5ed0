import { safeStorage } from "./storage"

function memoryArea(): Storage {
  const data = new Map<string, string>()
  return {
    get length() {
      return data.size
    },
    clear: () => data.clear(),
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  }
}

describe("safeStorage", () => {
  it("reads, writes and removes through the browser's storage", () => {
    const store = safeStorage(memoryArea)
    const area = memoryArea()
    const same = safeStorage(() => area)
    expect(same.setItem("k", "v")).toBe(true)
    expect(same.getItem("k")).toBe("v")
    same.removeItem("k")
    expect(same.getItem("k")).toBeNull()
    expect(store.getItem("absent")).toBeNull()
  })
  it("never throws where the browser refuses storage (or there is no window)", () => {
    const refused = safeStorage(() => {
      throw new DOMException("The operation is insecure.", "SecurityError")
    })
    expect(refused.getItem("k")).toBeNull()
    expect(refused.setItem("k", "v")).toBe(false)
    expect(() => refused.removeItem("k")).not.toThrow()
    const noWindow = safeStorage(() => window.localStorage)
    expect(noWindow.getItem("k")).toBeNull()
    expect(noWindow.setItem("k", "v")).toBe(false)
  })
  it("says so when a write is refused (a full quota)", () => {
    const full = {
      ...memoryArea(),
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError")
      },
    }
    const store = safeStorage(() => full)
    expect(store.setItem("k", "v")).toBe(false)
    expect(store.getItem("k")).toBeNull()
  })
})
