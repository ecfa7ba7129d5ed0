import type { BrowserContext, BrowserContextOptions, Page } from "playwright-core"
import { closeBrowser, FIXTURE_URL, getBrowser, hydrated, SITE_URL } from "./harness"

// The server render and the first client render must agree, whatever the browser (platform,
// storage, URL): otherwise React reports a hydration error (#418, #423, #425) and throws the
// server HTML away. Values read from the browser change the page after mount only.
afterAll(closeBrowser)

const MAC_USER_AGENT =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36"

/** A context that looks like Chrome on macOS: the user agent and `navigator.platform`. */
async function macContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await (await getBrowser()).newContext({ userAgent: MAC_USER_AGENT, ...options })
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "platform", { get: () => "MacIntel", configurable: true }),
  )
  return context
}

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

const shortcutHint = (page: Page) => page.locator(".search-shortcut").innerText()

describe("hydration on macOS", () => {
  it.each(["/", "/docs/config/linux_tuning_guide/", "/search/?q=vwap", "/news/"])(
    "%s hydrates without an error and shows ⌘ K",
    async (route) => {
      const context = await macContext({ viewport: { width: 1280, height: 900 } })
      try {
        const page = await context.newPage()
        expect(await errorsWhileLoading(page, SITE_URL + route)).toEqual([])
        expect((await shortcutHint(page)).replace(/\s+/g, " ")).toBe("⌘ K")
      } finally {
        await context.close()
      }
    },
  )
  it("shows the hint of the platform from the first paint, before any script runs", async () => {
    const context = await macContext({ javaScriptEnabled: true })
    try {
      const page = await context.newPage()
      // Only the inline scripts of the HTML run: Gatsby's bundles never arrive.
      await page.route(/\.js(\?|$)/, (route) => route.abort())
      await page.goto(`${SITE_URL}/docs/index/`)
      expect((await shortcutHint(page)).replace(/\s+/g, " ")).toBe("⌘ K")
    } finally {
      await context.close()
    }
  })
})

describe("hydration with what a returning reader has stored", () => {
  it.each([
    [1280, SITE_URL, "/docs/algos/vwap/"],
    [400, SITE_URL, "/"],
    [1280, FIXTURE_URL, "/docs/guide/first/?os=windows&_highlight=table"],
    [400, FIXTURE_URL, "/docs/guide/second/"],
  ])("at %i px, %s%s hydrates without an error", async (width, base, route) => {
    const context = await (await getBrowser()).newContext({ viewport: { width, height: 900 } })
    try {
      await context.addInitScript(() => {
        localStorage.setItem("theme", "light")
        localStorage.setItem("tachyon.announcement.dismissed", "tachyon-4-2-3")
        localStorage.setItem("tachyon.tabs.os", "macos")
        localStorage.setItem("docs-preferred-version-default", "current")
      })
      const page = await context.newPage()
      expect(await errorsWhileLoading(page, base + route)).toEqual([])
      // Below 996 px the navbar has no room for the hint.
      if (width > 996) expect((await shortcutHint(page)).replace(/\s+/g, " ")).toBe("Ctrl K")
    } finally {
      await context.close()
    }
  })
})
