import type { Page } from "playwright-core"
import { closeBrowser, hydrated, openPage, SITE_URL } from "./harness"

// Local search on the real site: the navbar box, the /search/ page, highlighting, bad input.
afterAll(closeBrowser)

async function typeInSearch(page: Page, text: string) {
  const box = page.getByRole("combobox", { name: "Search" })
  await box.click()
  await box.fill(text)
  return box
}

describe("navbar search box", () => {
  it("loads the index on focus and suggests at most 8 results with title, trail and marked excerpt", async () => {
    const { context, page } = await openPage()
    const indexRequests: string[] = []
    page.on("request", (r) => r.url().includes("search-index") && indexRequests.push(r.url()))
    await page.goto(`${SITE_URL}/docs/index/`)
    await hydrated(page)
    expect(indexRequests).toEqual([])
    await typeInSearch(page, "twap")
    const options = page.getByRole("listbox").getByRole("option")
    await options.first().waitFor()
    expect(await options.count()).toBeLessThanOrEqual(8)
    expect(indexRequests).toHaveLength(1)
    expect(new URL(indexRequests[0]).pathname).toBe("/search-index.json")
    expect(new URL(indexRequests[0]).searchParams.get("_")).toMatch(/^[0-9a-f]{12}$/)
    expect(await options.first().locator("mark").count()).toBeGreaterThan(0)
    await expect(page.getByRole("combobox", { name: "Search" }).getAttribute("aria-expanded")).resolves.toBe("true")
    await context.close()
  })
  it("covers the navbar when focused on a small screen, with the suggestions below it inside the window", async () => {
    const { context, page } = await openPage(360)
    await page.goto(`${SITE_URL}/docs/index/`)
    await hydrated(page)
    await typeInSearch(page, "iceberg")
    await page.getByRole("listbox").getByRole("option").first().waitFor()
    const navbar = (await page.locator("header.navbar").boundingBox())!
    const input = (await page.getByRole("combobox", { name: "Search" }).boundingBox())!
    const panel = (await page.locator(".search-panel").boundingBox())!
    expect(input.width).toBeGreaterThan(300)
    expect(input.y).toBeGreaterThanOrEqual(navbar.y)
    expect(input.y + input.height).toBeLessThanOrEqual(navbar.y + navbar.height)
    expect(panel.y).toBeGreaterThanOrEqual(navbar.y + navbar.height)
    expect(panel.x).toBeGreaterThanOrEqual(0)
    expect(panel.x + panel.width).toBeLessThanOrEqual(360)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360)
    await context.close()
  })
  it("finds identifiers as typed", async () => {
    const { context, page } = await openPage()
    await page.goto(`${SITE_URL}/`)
    await hydrated(page)
    for (const [query, url] of [
      ["journal-recover", "/docs/tools/journal-recover/"],
      ["35=D", "/docs/"],
      ["OrderRejectReason", "/docs/"],
      ["tachyon.journal.path", "/docs/"],
      ["TWAP", "/docs/algos/twap/"],
      ["TRJ-1005", "/docs/"],
    ] as const) {
      await typeInSearch(page, query)
      const first = page.getByRole("listbox").getByRole("option").first()
      await first.waitFor()
      expect(await first.getAttribute("data-href")).toMatch(new RegExp(`^${url}`))
    }
    await context.close()
  })
  it("opens with Ctrl+K, moves with the arrows and opens a hit with Enter, highlighting the terms", async () => {
    const { context, page } = await openPage()
    await page.goto(`${SITE_URL}/docs/index/`)
    await hydrated(page)
    // The shortcut listener is attached by an effect just after hydration: press until it answers.
    const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null)
    for (let attempt = 0; attempt < 20 && (await focusedLabel()) !== "Search"; attempt++) {
      await page.keyboard.press("Control+k")
      await page.waitForTimeout(100)
    }
    expect(await focusedLabel()).toBe("Search")
    await page.keyboard.type("iceberg")
    await page.getByRole("listbox").getByRole("option").first().waitFor()
    await page.keyboard.press("ArrowDown")
    await page.getByRole("option", { selected: true }).first().waitFor()
    expect(await page.getByRole("option").first().getAttribute("aria-selected")).toBe("true")
    await page.keyboard.press("Enter")
    await page.waitForURL(/_highlight=iceberg/)
    await page.locator("article mark").first().waitFor()
    await page.getByRole("button", { name: "Clear search highlights" }).click()
    expect(await page.locator("article mark").count()).toBe(0)
    expect(page.url()).not.toContain("_highlight")
    await context.close()
  })
  it("says No results, closes on Escape, and links to all results", async () => {
    const { context, page } = await openPage()
    await page.goto(`${SITE_URL}/`)
    await hydrated(page)
    const box = await typeInSearch(page, "zzqxv")
    await page.getByText("No results").waitFor()
    await box.press("Escape")
    await expect(box.getAttribute("aria-expanded")).resolves.toBe("false")
    await typeInSearch(page, "kill switch")
    await page.getByRole("link", { name: "See all results" }).click()
    await page.waitForURL(`${SITE_URL}/search/?q=kill%20switch`)
    await context.close()
  })
})

describe("/search/ page", () => {
  it("shows every result for q, narrowed by ctx, and updates q as the reader types", async () => {
    const { context, page } = await openPage()
    await page.goto(`${SITE_URL}/search/?q=journal`)
    await hydrated(page)
    const results = page.locator(".search-page-results > li")
    await results.first().waitFor()
    expect(await results.count()).toBeGreaterThan(8)
    await page.goto(`${SITE_URL}/search/?q=journal&ctx=docs/api`)
    await hydrated(page)
    await results.first().waitFor()
    const hrefs = await page
      .locator(".search-page-results a")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""))
    expect(hrefs.every((h) => h.startsWith("/docs/api/"))).toBe(true)
    await page.getByRole("searchbox", { name: "Search the documentation" }).fill("failover")
    await page.waitForURL(/q=failover/)
    await context.close()
  })
  it("shows a prompt, not results, for an empty query", async () => {
    const { context, page } = await openPage()
    await page.goto(`${SITE_URL}/search/`)
    await hydrated(page)
    await page.getByText("Type a query").waitFor()
    expect(await page.locator(".search-page-results > li").count()).toBe(0)
    await context.close()
  })
  it("refuses an index on another origin and fetches nothing", async () => {
    const { context, page } = await openPage()
    const offsite: string[] = []
    page.on("request", (r) => !r.url().startsWith(SITE_URL) && offsite.push(r.url()))
    await page.goto(`${SITE_URL}/search/?q=twap&version=//evil.example/`)
    await hydrated(page)
    await page.getByText("Unexpected version url").waitFor()
    expect(offsite).toEqual([])
    await context.close()
  })
  it("shows a short error with Retry when the index fails to load, and recovers", async () => {
    const { context, page } = await openPage()
    let fail = true
    await page.route("**/search-index.json*", (route) =>
      fail ? route.fulfill({ status: 500, body: "oops" }) : route.continue(),
    )
    await page.goto(`${SITE_URL}/search/?q=twap`)
    await hydrated(page)
    await page.getByText(/could not be loaded/).waitFor()
    fail = false
    await page.getByRole("button", { name: "Retry" }).click()
    await page.locator(".search-page-results > li").first().waitFor()
    await context.close()
  })
})

describe("hostile input", () => {
  const hostile = [
    '<img src=x onerror="window.__pwned=1">',
    "<script>window.__pwned=1</script>",
    "(a+)+$[",
    "x".repeat(10_000),
  ]
  it.each(hostile.map((h) => [h.slice(0, 40), h]))("%s renders as text and answers quickly", async (_label, query) => {
    const { context, page } = await openPage()
    // one parameter per request: two 10,000-character values would pass Node's 16 KB header limit
    await page.goto(`${SITE_URL}/search/?q=${encodeURIComponent(query)}`)
    await hydrated(page)
    await page.locator(".search-page-count, .search-page-results").first().waitFor({ timeout: 5000 })
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    await page.goto(`${SITE_URL}/docs/algos/iceberg/?_highlight=${encodeURIComponent(query)}`)
    await hydrated(page)
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    await context.close()
  })
})
