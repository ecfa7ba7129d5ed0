import type { Page } from "@playwright/test"
import { expect, openHydrated, refuseLocalStorage, test, windowOf } from "./fixtures"
import { moduleClass, moduleClassPattern } from "./module-class"

// Tabs with a groupId (Docusaurus's rules): tabs of one group switch together, the reader's pick is
// kept across pages and visits (localStorage "tachyon.tabs.<groupId>", through the storage helper),
// and a group with `queryString` reads the choice from the URL (?os=macos) and writes a pick there. Fixture pages
// /docs/guide/first/ (two "os" groups, the second with queryString, and one ungrouped Java/Python
// tabs) and /docs/guide/second/ (one "os" group).
const STORAGE_KEY = "tachyon.tabs.os"

/** The selected tab of each "os" group on the page, in page order. */
const selectedOs = (page: Page) =>
  page
    .getByRole("tablist")
    .filter({ has: page.getByRole("tab", { name: "Linux" }) })
    .evaluateAll((lists) => lists.map((list) => list.querySelector('[aria-selected="true"]')?.textContent ?? null))

/** The visible panel text of each "os" group. */
const visibleOsPanels = (page: Page) =>
  page.locator(`${moduleClass("tabs")}:has([role=tab]:text-is('Linux')) [role=tabpanel]:visible`).allTextContents()

const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)

const clickNext = (page: Page) =>
  page.getByRole("navigation", { name: "Docs pages" }).getByRole("link", { name: /Next/ }).click()

test.describe("tabs with a groupId", () => {
  test("switch together on the page, leave other tabs alone, and are kept across pages", async ({
    page,
    fixtureURL,
  }) => {
    await openHydrated(page, `${fixtureURL}/docs/guide/first/`)
    await expect.poll(() => selectedOs(page)).toEqual(["Linux", "Linux"])
    await page.getByRole("tab", { name: "macOS" }).first().click()
    await expect.poll(() => stored(page)).toBe("macos")
    await expect.poll(() => selectedOs(page)).toEqual(["macOS", "macOS"])
    expect((await visibleOsPanels(page)).map((t) => t.trim())).toEqual([
      "Install with brew install tachyon-cli.",
      "Logs are in ~/Library/Logs/Tachyon.",
    ])
    // the ungrouped tabs keep their own choice
    await expect(page.getByRole("tab", { name: "Java", exact: true })).toHaveAttribute("aria-selected", "true")
    expect(new URL(page.url()).searchParams.get("os")).toBeNull()
    // a pick in the group with queryString also puts the choice in the address
    await page.getByRole("tab", { name: "Windows" }).nth(1).click()
    await expect.poll(() => new URL(page.url()).searchParams.get("os")).toBe("windows")
    await expect.poll(() => selectedOs(page)).toEqual(["Windows", "Windows"])
    expect(await stored(page)).toBe("windows")
    // another page, client-side
    await clickNext(page)
    await expect(page.getByRole("heading", { level: 1, name: "Second guide page" })).toBeVisible()
    await expect.poll(() => selectedOs(page)).toEqual(["Windows"])
    // and a pick by keyboard on the second page's group
    await page.getByRole("tab", { name: "Windows" }).focus()
    await page.keyboard.press("ArrowLeft")
    await expect(page.getByRole("tab", { name: "macOS", selected: true })).toBeVisible()
    expect(await stored(page)).toBe("macos")
  })

  test("show the stored choice on a later visit from the first paint, before any script runs", async ({
    page,
    context,
    fixtureURL,
  }) => {
    await context.addInitScript((key) => localStorage.setItem(key, "windows"), STORAGE_KEY)
    await page.route(/\.js(\?|$)/, (route) => route.abort())
    await page.goto(`${fixtureURL}/docs/guide/second/`)
    await expect.poll(() => selectedOs(page)).toEqual(["Windows"])
    expect((await visibleOsPanels(page)).map((t) => t.trim())).toEqual(["Start the Tachyon service."])
    // and it looks chosen: the script moves the selected tab's CSS-module class (Tabs.module.css)
    const selectedLook = moduleClassPattern("is-selected")
    await expect(page.getByRole("tab", { name: "Windows" })).toHaveClass(selectedLook)
    await expect(page.getByRole("tab", { name: "Linux" })).not.toHaveClass(selectedLook)
  })

  test("apply the stored choice after hydration, without a layout shift", async ({ page, context, fixtureURL }) => {
    await context.addInitScript((key) => localStorage.setItem(key, "windows"), STORAGE_KEY)
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number }
      w.layoutShift = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) w.layoutShift += entry.value
      }).observe({ type: "layout-shift", buffered: true })
    })
    await openHydrated(page, `${fixtureURL}/docs/guide/first/`)
    await expect.poll(() => selectedOs(page)).toEqual(["Windows", "Windows"])
    // still interactive after hydration: React owns the tabs
    await page.getByRole("tab", { name: "Linux" }).nth(1).click()
    await expect.poll(() => selectedOs(page)).toEqual(["Linux", "Linux"])
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.01)
  })

  test.describe("at 400 px", () => {
    test.use(windowOf(400))
    test("take the choice from the address when the group has queryString, over the stored one", async ({
      page,
      context,
      fixtureURL,
    }) => {
      await context.addInitScript((key) => localStorage.setItem(key, "linux"), STORAGE_KEY)
      await openHydrated(page, `${fixtureURL}/docs/guide/first/?os=macos`)
      await expect.poll(() => selectedOs(page)).toEqual(["macOS", "macOS"])
      // a link's choice is for this visit; the reader's own stays stored
      expect(await stored(page)).toBe("linux")
    })
  })

  test("ignore a stored or addressed value that is not one of the tabs", async ({ page, context, fixtureURL }) => {
    await context.addInitScript((key) => localStorage.setItem(key, "<img src=x onerror=alert(1)>"), STORAGE_KEY)
    await openHydrated(page, `${fixtureURL}/docs/guide/first/?os=beos`)
    await expect.poll(() => selectedOs(page)).toEqual(["Linux", "Linux"])
  })

  test("work in a browser that refuses storage, for the visit", async ({ page, context, fixtureURL }) => {
    await context.addInitScript(refuseLocalStorage)
    await openHydrated(page, `${fixtureURL}/docs/guide/first/`)
    await page.getByRole("tab", { name: "Windows" }).first().click()
    await expect.poll(() => selectedOs(page)).toEqual(["Windows", "Windows"])
    await clickNext(page)
    await expect(page.getByRole("heading", { level: 1, name: "Second guide page" })).toBeVisible()
    await expect.poll(() => selectedOs(page)).toEqual(["Windows"])
  })
})

test.describe("the FIX / Java tabs of the real site", () => {
  // The algorithm pages, the TWAP tutorial and OHLC bars share the group "client-api".
  const selected = (page: Page) => page.locator('[data-tabs-group="client-api"] [role=tab][aria-selected="true"]')
  test("follow the reader's pick across pages and visits", async ({ page, siteURL }) => {
    await openHydrated(page, `${siteURL}/docs/algos/twap/`)
    await expect(selected(page)).toHaveText("FIX")
    await page.getByRole("tab", { name: "Java" }).click()
    await expect.poll(() => page.evaluate(() => localStorage.getItem("tachyon.tabs.client-api"))).toBe("java")
    // Another algorithm, client-side from the sidebar.
    await page
      .getByRole("navigation", { name: "Docs sidebar" })
      .getByRole("link", { name: "VWAP", exact: true })
      .click()
    await page.waitForURL(/\/docs\/algos\/vwap\/$/)
    await expect(selected(page)).toHaveText("Java")
    // A later visit to a third page: from the first paint.
    await page.goto(`${siteURL}/docs/algos/iceberg/`)
    await expect(selected(page)).toHaveText("Java")
    await expect(
      page.locator(`[data-tabs-group="client-api"] [role=tabpanel]:visible ${moduleClass("code-block")}`).first(),
    ).toHaveAttribute("data-language", "java")
  })
})
