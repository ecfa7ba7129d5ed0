import { AwaitedLater } from "./awaited-later"

describe("AwaitedLater", () => {
  it("holds a rejection for the awaiter: none goes unhandled before it is taken", async () => {
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on("unhandledRejection", onUnhandled)
    try {
      const later = new AwaitedLater<number>()
      later.start(Promise.reject(new Error("the check's process died")))
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(unhandled).toEqual([])
      await expect(later.take("a feature")).rejects.toThrow("the check's process died")
    } finally {
      process.off("unhandledRejection", onUnhandled)
    }
  })

  it("gives the outcome once, and null when nothing was started", async () => {
    const later = new AwaitedLater<string>()
    await expect(later.take("a feature")).resolves.toBeNull()
    later.start(Promise.resolve("twins"))
    await expect(later.take("a feature")).resolves.toBe("twins")
    await expect(later.take("a feature")).resolves.toBeNull()
  })
})
