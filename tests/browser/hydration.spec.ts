import type { Page } from "@playwright/test"
import { expect, hydrated, test, windowOf } from "./fixtures"
import { moduleClass } from "./module-class"

// The server render and the first client render must agree, whatever the browser (platform,
// storage, URL): otherwise React reports a hydration error (#418, #423, #425) and throws the
// server HTML away. Values read from the browser change the page after mount only.
const MAC_USER_AGENT =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36"

/** Opens `url` and returns every error React or the page reported until the page has hydrated and settled. */
async function errorsWhileLoading(page: Page, url: string): Promise<string[]> {
  const errors: string[] = []
  page.on("pageerror", (error) => errors.push(error.message))
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  await page.goto(url)
  await hydrated(page)
  // Recoverable hydration errors are reported in the commit; let any follow-up render run too.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))))
  return errors
}

// Its text as shown (innerText): the hint holds both keys, and CSS hides the other platform's.
const shortcutHint = (page: Page) => page.locator(moduleClass("search-shortcut"))

test.describe("hydration on macOS", () => {
  // Chrome on macOS: its user agent and `navigator.platform`.
  test.use({ userAgent: MAC_USER_AGENT })
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "platform", { get: () => "MacIntel", configurable: true }),
    )
  })

  for (const route of ["/", "/docs/config/linux_tuning_guide/", "/search/?q=vwap", "/news/"]) {
    test(`${route} hydrates without an error and shows ⌘ K`, async ({ page, siteURL }) => {
      expect(await errorsWhileLoading(page, siteURL + route)).toEqual([])
      await expect(shortcutHint(page)).toHaveText("⌘ K", { useInnerText: true })
    })
  }
  test("shows the hint of the platform from the first paint, before any script runs", async ({ page, siteURL }) => {
    // Only the inline scripts of the HTML run: Gatsby's bundles never arrive.
    await page.route(/\.js(\?|$)/, (route) => route.abort())
    await page.goto(`${siteURL}/docs/index/`)
    await expect(shortcutHint(page)).toHaveText("⌘ K", { useInnerText: true })
  })
})

test.describe("hydration with what a returning reader has stored", () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => {
      localStorage.setItem("theme", "light")
      localStorage.setItem("tachyon.announcement.dismissed", "tachyon-4-2-3")
      localStorage.setItem("tachyon.tabs.os", "macos")
      localStorage.setItem("docs-preferred-version-default", "current")
    })
  })
  for (const [width, site, route] of [
    [1280, "site", "/docs/algos/vwap/"],
    [400, "site", "/"],
    [1280, "fixture", "/docs/guide/first/?os=windows&_highlight=table"],
    [400, "fixture", "/docs/guide/second/"],
  ] as const) {
    test.describe(`at ${width} px`, () => {
      test.use(windowOf(width))
      test(`${site} ${route} hydrates without an error`, async ({ page, siteURL, fixtureURL }) => {
        const base = site === "site" ? siteURL : fixtureURL
        expect(await errorsWhileLoading(page, base + route)).toEqual([])
        // Below 996 px the navbar has no room for the hint.
        if (width > 996) await expect(shortcutHint(page)).toHaveText("Ctrl K", { useInnerText: true })
      })
    })
  }
})
