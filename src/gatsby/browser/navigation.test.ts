import { planNavigation, reloadNow, routeNavigationsThroughLoader } from "./navigation"
import { getPageLoadError, retryPageLoad, setPageLoadError } from "../../state/page-load-error"
import { RELOAD_KEY } from "../../lib/page-load"
import type { LoadPageResult } from "./loader-results"

describe("planNavigation", () => {
  it("passes a step in the history on", () => {
    expect(planNavigation(-1, "/docs/a/")).toBe("history")
  })
  it("needs no load for the page the reader is on (a #fragment only scrolls)", () => {
    expect(planNavigation("/docs/a/#usage", "/docs/a/")).toBe("same page")
    expect(planNavigation("/search/?q=fix", "/search/?q=fix")).toBe("same page")
  })
  it("loads any other page first (another search is another page)", () => {
    expect(planNavigation("/docs/b/", "/docs/a/")).toBe("load first")
    expect(planNavigation("/search/?q=vwap", "/search/?q=fix")).toBe("load first")
  })
})

describe("reloadNow", () => {
  const claims = (answer: boolean) => {
    const asked: string[] = []
    return { asked, claim: () => (asked.push("claim"), answer) }
  }
  it("never while the data still fails, and then asks no guard", () => {
    const guard = claims(true)
    expect(reloadNow("HTTP 500", "reader asked", guard.claim)).toBe(false)
    expect(reloadNow("HTTP 500", "once per target", guard.claim)).toBe(false)
    expect(guard.asked).toEqual([])
  })
  it("always when the reader asked, without using up the automatic reload", () => {
    const guard = claims(false)
    expect(reloadNow(null, "reader asked", guard.claim)).toBe(true)
    expect(guard.asked).toEqual([])
  })
  it("once per target on its own", () => {
    expect(reloadNow(null, "once per target", claims(true).claim)).toBe(true)
    expect(reloadNow(null, "once per target", claims(false).claim)).toBe(false)
  })
})

/** A window as Gatsby leaves it, enough for the glue: location, session storage, navigate, loader. */
function fakeBrowser(load: (path: string) => Promise<LoadPageResult>, pageData: { ok: boolean; status: number }) {
  const session = new Map<string, string>()
  const navigated: unknown[] = []
  const assigned: string[] = []
  const fetched: string[] = []
  const g = globalThis as Record<string, unknown>
  g.window = {
    location: { pathname: "/docs/a/", search: "", assign: (to: string) => assigned.push(to) },
    sessionStorage: {
      getItem: (k: string) => session.get(k) ?? null,
      setItem: (k: string, v: string) => void session.set(k, v),
      removeItem: (k: string) => void session.delete(k),
    },
    ___navigate: (to: unknown) => navigated.push(to),
    ___loader: { loadPage: load },
  }
  g.fetch = async (url: string) => {
    fetched.push(url)
    return { ...pageData, statusText: "" }
  }
  const progress = {
    shown: [] as string[],
    begin: () => progress.shown.push("begin"),
    end: () => progress.shown.push("end"),
  }
  routeNavigationsThroughLoader(progress)
  const navigate = (to: unknown) => (g.window as { ___navigate: (to: unknown) => unknown }).___navigate(to)
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  return { session, navigated, assigned, fetched, progress, navigate, settle }
}

describe("routeNavigationsThroughLoader", () => {
  const saved = { window: (globalThis as Record<string, unknown>).window, fetch: globalThis.fetch }
  afterEach(() => {
    Object.assign(globalThis, saved)
    setPageLoadError(null)
  })

  it("moves once the page has loaded, with the progress bar from the start", async () => {
    const browser = fakeBrowser(async () => ({ status: "success" }), { ok: true, status: 200 })
    expect((globalThis as { window: { ___tachyonHydrated?: boolean } }).window.___tachyonHydrated).toBe(true)
    browser.navigate("/docs/b/")
    expect(browser.navigated).toEqual([])
    expect(browser.progress.shown).toEqual(["begin"])
    await browser.settle()
    expect(browser.navigated).toEqual(["/docs/b/"])
  })

  it("reloads once for a code chunk that failed, then shows the error", async () => {
    const browser = fakeBrowser(async () => ({ status: "error", error: new Error("Loading chunk 7 failed.") }), {
      ok: true,
      status: 200,
    })
    browser.navigate("/docs/b/#usage")
    await browser.settle()
    expect(browser.assigned).toEqual(["/docs/b/#usage"])
    expect(browser.session.get(RELOAD_KEY)).toBe("/docs/b/")
    browser.navigate("/docs/b/#usage")
    await browser.settle()
    expect(browser.assigned).toHaveLength(1)
    expect(getPageLoadError()).toEqual({ target: "/docs/b/#usage", message: "Error: Loading chunk 7 failed." })
    expect(browser.progress.shown).toEqual(["begin", "end", "begin", "end"])
  })

  it("shows a data failure in place of the page, and the reader's Retry reloads once the data answers", async () => {
    const pageData = { ok: false, status: 503 }
    const browser = fakeBrowser(async () => ({ status: "error" }), pageData)
    browser.navigate("/docs/b/")
    await browser.settle()
    expect(browser.fetched).toEqual(["/page-data/docs/b/page-data.json"])
    expect(getPageLoadError()?.message).toContain("503")
    expect(browser.assigned).toEqual([])
    // Retry, through state's slot (the error page knows nothing of the glue): still failing, then answering.
    await expect(retryPageLoad("/docs/b/")).resolves.toBe(false)
    pageData.ok = true
    await expect(retryPageLoad("/docs/b/")).resolves.toBe(true)
    expect(browser.assigned).toEqual(["/docs/b/"])
  })
})
