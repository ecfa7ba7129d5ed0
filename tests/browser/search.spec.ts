import type { Page } from "@playwright/test"
import { expect, hydrated, openHydrated, test, windowOf } from "./fixtures"
import { suggestionsFor, typeInSearch } from "./search-box"
import { moduleClass } from "./module-class"

// Local search on the real site: the navbar box, the /search/ page, highlighting, bad input.

/** The search files a page requested: the entry file, the shards, the result files. */
function searchRequests(page: Page) {
  const requests = { entry: [] as string[], shards: [] as string[], results: [] as string[] }
  page.on("request", (request) => {
    const { pathname } = new URL(request.url())
    if (pathname === "/search-index.json") requests.entry.push(request.url())
    else if (/^\/search-index\/texts-[0-9a-f]+\//.test(pathname)) requests.results.push(pathname)
    else if (pathname.startsWith("/search-index/")) requests.shards.push(pathname)
  })
  return requests
}

/** Pretends the reader's connection is `connection` (the Network Information API). */
const onConnection = (page: Page, connection: { effectiveType: string; saveData: boolean }) =>
  page.addInitScript((c) => {
    Object.defineProperty(navigator, "connection", { configurable: true, get: () => c })
  }, connection)

test.describe("navbar search box", () => {
  test("loads the entry file on focus, then only the shards of the words and the texts of the results shown", async ({
    page,
    siteURL,
  }) => {
    const requests = searchRequests(page)
    const texts: string[] = []
    page.on("response", async (response) => {
      if (/\/search-index\/texts-/.test(response.url())) {
        const file = (await response.json()) as { u: string; h: string }
        texts.push(file.h ? `${file.u}#${file.h}` : file.u)
      }
    })
    await openHydrated(page, `${siteURL}/docs/index/`)
    expect(requests.entry).toEqual([])
    await page.getByRole("combobox", { name: "Search" }).focus()
    await expect.poll(() => requests.entry.length).toBe(1)
    expect(new URL(requests.entry[0]).searchParams.get("_")).toMatch(/^[0-9a-f]{12}$/)
    expect(requests.shards).toEqual([])
    await page.getByRole("combobox", { name: "Search" }).fill("twap")
    const options = await suggestionsFor(page, "twap")
    const shown = await options.evaluateAll((items) =>
      items.map((item) => (item.getAttribute("data-href") ?? "").replace(/\?[^#]*/, "")),
    )
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.length).toBeLessThanOrEqual(8)
    // One shard for one word; no excerpt text of a result that is not shown.
    expect(requests.shards).toHaveLength(1)
    await expect.poll(() => texts.length === requests.results.length).toBe(true)
    expect([...texts].sort()).toEqual([...shown].sort())
    await expect(options.first().locator("mark")).not.toHaveCount(0)
    await expect(page.getByRole("combobox", { name: "Search" })).toHaveAttribute("aria-expanded", "true")
  })

  test("makes the first suggestion active: Enter opens it, the arrows move", async ({ page, siteURL }) => {
    await openHydrated(page, `${siteURL}/docs/index/`)
    const box = await typeInSearch(page, "iceberg")
    const options = await suggestionsFor(page, "iceberg")
    await expect(options.first()).toHaveAttribute("aria-selected", "true")
    await expect(box).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!)
    await box.press("ArrowDown")
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true")
    await box.press("ArrowUp")
    await expect(options.first()).toHaveAttribute("aria-selected", "true")
    const href = (await options.first().getAttribute("data-href")) ?? ""
    await box.press("Enter")
    await page.waitForURL((url) => `${url.pathname}${url.search}${url.hash}` === href)
    // The box is empty again after the jump, ready for the next search.
    await expect(box).toHaveValue("")
  })

  test.describe("in a window 600 px high", () => {
    test.use({ viewport: { width: 1280, height: 600 } })
    test("keeps See all results and the keys in view at the foot of the panel", async ({ page, siteURL }) => {
      await openHydrated(page, `${siteURL}/docs/index/`)
      await typeInSearch(page, "order")
      const options = await suggestionsFor(page, "order")
      await options.last().scrollIntoViewIfNeeded()
      const panel = (await page.locator(moduleClass("search-panel")).boundingBox())!
      const seeAll = page.getByRole("link", { name: "See all results" })
      const link = (await seeAll.boundingBox())!
      expect(link.y + link.height).toBeLessThanOrEqual(panel.y + panel.height)
      expect(link.y + link.height).toBeLessThanOrEqual(600)
      await expect(page.locator(moduleClass("search-footer"))).toHaveText(/to select.*to navigate.*to close/)
      await seeAll.click()
      await page.waitForURL(`${siteURL}/search/?q=order`)
    })
  })

  test("finds a misspelt word", async ({ page, siteURL }) => {
    await openHydrated(page, `${siteURL}/`)
    await typeInSearch(page, "icberg")
    const options = await suggestionsFor(page, "icberg")
    await expect(options.first()).toHaveAttribute("data-href", /^\/docs\/algos\/iceberg\/\?_highlight=/)
    await expect(options.first().locator("mark").first()).toHaveText(/^iceberg$/i)
  })

  test("answers a question of several words with the section that answers it", async ({ page, siteURL }) => {
    await openHydrated(page, `${siteURL}/`)
    const query = "what happens to orders during a failover"
    await typeInSearch(page, query)
    const options = await suggestionsFor(page, query)
    await expect(options.first()).toHaveAttribute("data-href", /^\/docs\/ha\/cluster\/\?.*#what-happens-to-orders$/)
  })

  test("finds identifiers as typed", async ({ page, siteURL }) => {
    await openHydrated(page, `${siteURL}/`)
    for (const [query, url] of [
      ["journal-recover", "/docs/tools/journal-recover/"],
      ["35=D", "/docs/"],
      ["OrderRejectReason", "/docs/data_model/trading/reject_codes/"],
      ["TWAP", "/docs/algos/twap/"],
      ["TRJ-1003", "/docs/data_model/trading/reject_codes/"],
    ] as const) {
      await typeInSearch(page, query)
      const first = (await suggestionsFor(page, query)).first()
      await expect(first).toHaveAttribute("data-href", new RegExp(`^${url}`))
    }
  })

  test("shows a repeated heading with its page's title, and no trail that repeats a page's title", async ({
    page,
    siteURL,
  }) => {
    await openHydrated(page, `${siteURL}/`)
    await typeInSearch(page, "examples")
    const titles = await (
      await suggestionsFor(page, "examples")
    )
      .locator(moduleClass("search-result-title"))
      .allTextContents()
    expect(titles.some((title) => /^.+ › Examples$/.test(title))).toBe(true)
    expect(titles.filter((title) => title === "Examples")).toEqual([])
    await typeInSearch(page, "display quantity")
    const options = await suggestionsFor(page, "display quantity")
    const rows = await options.evaluateAll(
      (items, [title, trail]) =>
        items.map((item) => [
          item.querySelector(title)?.textContent ?? "",
          item.querySelector(trail)?.textContent ?? "",
        ]),
      [moduleClass("search-result-title"), moduleClass("search-result-trail")],
    )
    for (const [title, trail] of rows) if (trail) expect(trail.endsWith(`› ${title}`)).toBe(false)
  })

  test("highlights the terms of a hit on the page being read, with Clear search highlights", async ({
    page,
    siteURL,
  }) => {
    await openHydrated(page, `${siteURL}/docs/algos/iceberg/`)
    await typeInSearch(page, "refill")
    const options = await suggestionsFor(page, "refill")
    await expect(options).not.toHaveCount(0)
    await page.locator('[role="option"][data-href^="/docs/algos/iceberg/"]').first().click()
    await page.waitForURL(/\/docs\/algos\/iceberg\/\?_highlight=refill/)
    await expect(page.locator("article mark").first()).toBeVisible()
    await page.getByRole("button", { name: "Clear search highlights" }).click()
    await expect(page.locator("article mark")).toHaveCount(0)
    expect(page.url()).not.toContain("_highlight")
  })

  test("opens with Ctrl+K and says No results; Escape closes", async ({ page, siteURL }) => {
    await openHydrated(page, `${siteURL}/docs/index/`)
    const box = page.getByRole("combobox", { name: "Search" })
    // The shortcut listener is attached by an effect just after hydration: press until it answers.
    await expect(async () => {
      await page.keyboard.press("Control+k")
      await expect(box).toBeFocused({ timeout: 500 })
    }).toPass()
    await page.keyboard.type("zzqxv")
    await expect(page.getByText("No results")).toBeVisible()
    await box.press("Escape")
    await expect(box).toHaveAttribute("aria-expanded", "false")
  })

  // The box decides on focus, in the focus event, whether to load the index (the control: on a
  // normal connection the entry file is requested by then); here it must wait for a keystroke.
  for (const [name, connection] of [
    ["on a 2g connection", { effectiveType: "2g", saveData: false }],
    ["with data saving on", { effectiveType: "4g", saveData: true }],
    ["(control) on a 4g connection", { effectiveType: "4g", saveData: false }],
  ] as const) {
    const prefetches = connection.effectiveType === "4g" && !connection.saveData
    test(`fetches ${prefetches ? "the entry file on focus" : "nothing before the first keystroke"} ${name}`, async ({
      page,
      siteURL,
    }) => {
      await onConnection(page, connection)
      const requests = searchRequests(page)
      await openHydrated(page, `${siteURL}/docs/index/`)
      const box = page.getByRole("combobox", { name: "Search" })
      await box.focus()
      // A round trip to the page after the focus: a request it started has been reported by then.
      await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))
      expect(requests.entry).toHaveLength(prefetches ? 1 : 0)
      await box.fill("twap")
      await suggestionsFor(page, "twap")
      expect(requests.entry).toHaveLength(1)
    })
  }

  test.describe("at 360 px", () => {
    test.use(windowOf(360))
    test("covers the navbar when focused, with the suggestions below it inside the window", async ({
      page,
      siteURL,
    }) => {
      await openHydrated(page, `${siteURL}/docs/index/`)
      await typeInSearch(page, "iceberg")
      await suggestionsFor(page, "iceberg")
      const navbar = (await page.getByRole("banner").boundingBox())!
      const input = (await page.getByRole("combobox", { name: "Search" }).boundingBox())!
      const panel = (await page.locator(moduleClass("search-panel")).boundingBox())!
      // The field shares the bar with its Cancel button on a phone; both fit in the window.
      const cancel = (await page.getByRole("button", { name: "Cancel" }).boundingBox())!
      expect(input.width).toBeGreaterThan(240)
      expect(cancel.x).toBeGreaterThanOrEqual(input.x + input.width)
      expect(cancel.x + cancel.width).toBeLessThanOrEqual(360)
      expect(input.y).toBeGreaterThanOrEqual(navbar.y)
      expect(input.y + input.height).toBeLessThanOrEqual(navbar.y + navbar.height)
      expect(panel.y).toBeGreaterThanOrEqual(navbar.y + navbar.height)
      expect(panel.x).toBeGreaterThanOrEqual(0)
      expect(panel.x + panel.width).toBeLessThanOrEqual(360)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360)
    })
  })
})

/** Collects console errors and uncaught exceptions of a page. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
  page.on("pageerror", (error) => errors.push(error.message))
  return errors
}

test.describe("/search/ page", () => {
  const results = (page: Page) => page.locator(`${moduleClass("search-page-results")} > li`)

  test("shows every result for q, narrowed by ctx, and updates q as the reader types", async ({ page, siteURL }) => {
    await openHydrated(page, `${siteURL}/search/?q=journal`)
    await expect(results(page).first()).toBeVisible()
    expect(await results(page).count()).toBeGreaterThan(8)
    await openHydrated(page, `${siteURL}/search/?q=journal&ctx=docs/api`)
    await expect(results(page).first()).toBeVisible()
    const hrefs = await page
      .locator(`${moduleClass("search-page-results")} a`)
      .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""))
    expect(hrefs.every((h) => h.startsWith("/docs/api/"))).toBe(true)
    await page.getByRole("searchbox", { name: "Search the documentation" }).fill("failover")
    await page.waitForURL(/q=failover/)
  })

  test("shows at most three results of a page, the rest of the pages after", async ({ page, siteURL }) => {
    await openHydrated(page, `${siteURL}/search/?q=journal`)
    await expect(results(page).first()).toBeVisible()
    const pages = await page
      .locator(`${moduleClass("search-page-results")} a`)
      .evaluateAll((as) => as.map((a) => (a.getAttribute("href") ?? "").replace(/[?#].*/, "")))
    const counts = new Map<string, number>()
    for (const url of pages) counts.set(url, (counts.get(url) ?? 0) + 1)
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(3)
  })

  test("shows a prompt, not results, for an empty query, with code and no Markdown backticks", async ({
    page,
    siteURL,
  }) => {
    const errors = consoleErrors(page)
    await openHydrated(page, `${siteURL}/search/`)
    const prompt = page.locator(moduleClass("search-page-prompt"))
    await expect(prompt).toContainText("Type a query")
    await expect(prompt).not.toContainText("`")
    await expect(prompt.locator("code")).toHaveText(["journal.fsync", "35=D", "TRJ-1005"])
    await expect(results(page)).toHaveCount(0)
    expect(errors).toEqual([])
  })

  for (const width of [1280, 400]) {
    test.describe(`at ${width} px`, () => {
      test.use(windowOf(width))
      test("shows the results of q without a placeholder first, a layout shift or a console error", async ({
        page,
        siteURL,
      }) => {
        const errors = consoleErrors(page)
        await page.addInitScript((prompt) => {
          const seen = { shift: 0, prompt: false }
          ;(window as unknown as { __search: typeof seen }).__search = seen
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) seen.shift += entry.value
          }).observe({ type: "layout-shift", buffered: true })
          new MutationObserver(() => {
            if (document.querySelector(prompt)) seen.prompt = true
          }).observe(document, { childList: true, subtree: true })
        }, moduleClass("search-page-prompt"))
        const response = await page.goto(`${siteURL}/search/?q=vwap`)
        const html = await response!.text()
        await hydrated(page)
        await expect(results(page).first()).toBeVisible()
        // Let the last frame's shifts reach the observer.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        const seen = await page.evaluate(
          () => (window as unknown as { __search: { shift: number; prompt: boolean } }).__search,
        )
        expect({
          promptInServerHtml: html.includes("Type a query"),
          promptShown: seen.prompt,
          layoutShift: seen.shift,
          query: await page.getByRole("searchbox", { name: "Search the documentation" }).inputValue(),
          errors,
        }).toEqual({ promptInServerHtml: false, promptShown: false, layoutShift: 0, query: "vwap", errors: [] })
      })
    })
  }

  for (const version of ["current", "next", "Next"]) {
    test(`takes the one version by its name or label: ${version}`, async ({ page, siteURL }) => {
      await openHydrated(page, `${siteURL}/search/?q=twap&version=${version}`)
      await expect(results(page).first()).toBeVisible()
    })
  }

  test("says plainly that an unknown version does not exist, with no Retry and no fetch", async ({ page, siteURL }) => {
    const requests = searchRequests(page)
    await openHydrated(page, `${siteURL}/search/?q=twap&version=1.0`)
    await expect(page.getByText("There is no docs version “1.0”. This site has one version, Next.")).toBeVisible()
    await expect(page.getByRole("button", { name: "Retry" })).toHaveCount(0)
    expect(requests.entry).toEqual([])
  })

  test("refuses an index on another origin and fetches nothing", async ({ page, siteURL }) => {
    const offsite: string[] = []
    page.on("request", (r) => !r.url().startsWith(siteURL) && offsite.push(r.url()))
    await openHydrated(page, `${siteURL}/search/?q=twap&version=//evil.example/`)
    await expect(page.getByText("Unexpected version url")).toBeVisible()
    expect(offsite).toEqual([])
  })

  test("shows a short error with Retry when the index fails to load, and recovers", async ({ page, siteURL }) => {
    let fail = true
    await page.route("**/search-index.json*", (route) =>
      fail ? route.fulfill({ status: 500, body: "oops" }) : route.continue(),
    )
    await openHydrated(page, `${siteURL}/search/?q=twap`)
    await expect(page.getByText(/could not be loaded/)).toBeVisible()
    fail = false
    await page.getByRole("button", { name: "Retry" }).click()
    await expect(results(page).first()).toBeVisible()
  })
})

test.describe("hostile input", () => {
  const hostile = [
    '<img src=x onerror="window.__pwned=1">',
    "<script>window.__pwned=1</script>",
    "(a+)+$[",
    "x".repeat(10_000),
  ]
  for (const query of hostile) {
    test(`${query.slice(0, 40)} renders as text and answers quickly`, async ({ page, siteURL }) => {
      // one parameter per request: two 10,000-character values would pass Node's 16 KB header limit
      await openHydrated(page, `${siteURL}/search/?q=${encodeURIComponent(query)}`)
      await expect(
        page.locator(`${moduleClass("search-page-count")}, ${moduleClass("search-page-results")}`).first(),
      ).toBeVisible({ timeout: 5000 })
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
      await openHydrated(page, `${siteURL}/docs/algos/iceberg/?_highlight=${encodeURIComponent(query)}`)
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    })
  }
})
