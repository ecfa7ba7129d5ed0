import type { BrowserContext, Page } from "playwright-core"
import { closeBrowser, FIXTURE_URL, getBrowser, hydrated, openPage } from "./harness"

// Tabs with a groupId (Docusaurus's rules): tabs of one group switch together, the reader's pick is
// kept across pages and visits (localStorage "tachyon.tabs.<groupId>", through the storage helper),
// and a group with `queryString` reads the choice from the URL (?os=macos) and writes a pick there. Fixture pages
// /docs/guide/first/ (two "os" groups, the second with queryString, and one ungrouped Java/Python
// tabs) and /docs/guide/second/ (one "os" group).
afterAll(closeBrowser)

const STORAGE_KEY = "tachyon.tabs.os"

/** The selected tab of each "os" group on the page, in page order. */
const selectedOs = (page: Page) =>
  page
    .getByRole("tablist")
    .filter({ has: page.getByRole("tab", { name: "Linux" }) })
    .evaluateAll((lists) => lists.map((list) => list.querySelector('[aria-selected="true"]')?.textContent ?? null))

/** The visible panel text of each "os" group. */
const visibleOsPanels = (page: Page) =>
  page.locator(".tabs:has([role=tab]:text-is('Linux')) [role=tabpanel]:visible").allTextContents()

async function withContext(run: (context: BrowserContext, page: Page) => Promise<void>, width = 1280) {
  const { context, page } = await openPage(width)
  try {
    await run(context, page)
  } finally {
    await context.close()
  }
}

describe("tabs with a groupId", () => {
  it("switch together on the page, leave other tabs alone, and are kept across pages", () =>
    withContext(async (_context, page) => {
      await page.goto(`${FIXTURE_URL}/docs/guide/first/`)
      await hydrated(page)
      expect(await selectedOs(page)).toEqual(["Linux", "Linux"])
      await page.getByRole("tab", { name: "macOS" }).first().click()
      await page.waitForFunction(() => localStorage.getItem("tachyon.tabs.os") === "macos")
      expect(await selectedOs(page)).toEqual(["macOS", "macOS"])
      expect((await visibleOsPanels(page)).map((t) => t.trim())).toEqual([
        "Install with brew install tachyon-cli.",
        "Logs are in ~/Library/Logs/Tachyon.",
      ])
      // the ungrouped tabs keep their own choice
      await expect(page.getByRole("tab", { name: "Java", exact: true }).getAttribute("aria-selected")).resolves.toBe(
        "true",
      )
      expect(new URL(page.url()).searchParams.get("os")).toBeNull()
      // a pick in the group with queryString also puts the choice in the address
      await page.getByRole("tab", { name: "Windows" }).nth(1).click()
      await page.waitForFunction(() => new URL(location.href).searchParams.get("os") === "windows")
      expect(await selectedOs(page)).toEqual(["Windows", "Windows"])
      expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe("windows")
      // another page, client-side
      await page.getByRole("navigation", { name: "Docs pages" }).getByRole("link", { name: /Next/ }).click()
      await page.getByRole("heading", { level: 1, name: "Second guide page" }).waitFor()
      expect(await selectedOs(page)).toEqual(["Windows"])
      // and a pick by keyboard on the second page's group
      await page.getByRole("tab", { name: "Windows" }).focus()
      await page.keyboard.press("ArrowLeft")
      await page.getByRole("tab", { name: "macOS", selected: true }).waitFor()
      expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe("macos")
    }))

  it("show the stored choice on a later visit from the first paint, before any script runs", () =>
    withContext(async (context, page) => {
      await context.addInitScript((key) => localStorage.setItem(key, "windows"), STORAGE_KEY)
      await page.route(/\.js(\?|$)/, (route) => route.abort())
      await page.goto(`${FIXTURE_URL}/docs/guide/second/`)
      expect(await selectedOs(page)).toEqual(["Windows"])
      expect((await visibleOsPanels(page)).map((t) => t.trim())).toEqual(["Start the Tachyon service."])
    }))

  it("apply the stored choice after hydration, without a layout shift", () =>
    withContext(async (context, page) => {
      await context.addInitScript((key) => localStorage.setItem(key, "windows"), STORAGE_KEY)
      await page.addInitScript(() => {
        const w = window as unknown as { layoutShift: number }
        w.layoutShift = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) w.layoutShift += entry.value
        }).observe({ type: "layout-shift", buffered: true })
      })
      await page.goto(`${FIXTURE_URL}/docs/guide/first/`)
      await hydrated(page)
      expect(await selectedOs(page)).toEqual(["Windows", "Windows"])
      // still interactive after hydration: React owns the tabs
      await page.getByRole("tab", { name: "Linux" }).nth(1).click()
      expect(await selectedOs(page)).toEqual(["Linux", "Linux"])
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.01)
    }))

  it("take the choice from the address when the group has queryString, over the stored one", () =>
    withContext(async (context, page) => {
      await context.addInitScript((key) => localStorage.setItem(key, "linux"), STORAGE_KEY)
      await page.goto(`${FIXTURE_URL}/docs/guide/first/?os=macos`)
      await hydrated(page)
      expect(await selectedOs(page)).toEqual(["macOS", "macOS"])
      // a link's choice is for this visit; the reader's own stays stored
      expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe("linux")
    }, 400))

  it("ignore a stored or addressed value that is not one of the tabs", () =>
    withContext(async (context, page) => {
      await context.addInitScript((key) => localStorage.setItem(key, "<img src=x onerror=alert(1)>"), STORAGE_KEY)
      await page.goto(`${FIXTURE_URL}/docs/guide/first/?os=beos`)
      await hydrated(page)
      expect(await selectedOs(page)).toEqual(["Linux", "Linux"])
    }))

  it("work in a browser that refuses storage, for the visit", async () => {
    const context = await (await getBrowser()).newContext()
    try {
      await context.addInitScript(() => {
        Object.defineProperty(window, "localStorage", {
          get: () => {
            throw new DOMException("denied", "SecurityError")
          },
        })
      })
      const page = await context.newPage()
      await page.goto(`${FIXTURE_URL}/docs/guide/first/`)
      await hydrated(page)
      await page.getByRole("tab", { name: "Windows" }).first().click()
      expect(await selectedOs(page)).toEqual(["Windows", "Windows"])
      await page.getByRole("navigation", { name: "Docs pages" }).getByRole("link", { name: /Next/ }).click()
      await page.getByRole("heading", { level: 1, name: "Second guide page" }).waitFor()
      expect(await selectedOs(page)).toEqual(["Windows"])
    } finally {
      await context.close()
    }
  })
})
