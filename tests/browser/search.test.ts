import type { Page } from "playwright-core"
import { closeBrowser, hydrated, openPage, SITE_URL } from "./harness"

// Local search on the real site: the navbar box, the /search/ page, highlighting, bad input.
afterAll(closeBrowser)

/**
 * Runs `test` on `path` of the site, hydrated, in a fresh context that is closed whatever happens;
 * `before` runs before the page loads (listeners, init scripts).
 */
async function withPage(
  path: string,
  test: (page: Page) => Promise<void>,
  { width = 1280, before }: { width?: number; before?: (page: Page) => unknown } = {},
): Promise<void> {
  const { context, page } = await openPage(width)
  try {
    await before?.(page)
    await page.goto(`${SITE_URL}${path}`)
    await hydrated(page)
    await test(page)
  } finally {
    await context.close()
  }
}

async function typeInSearch(page: Page, text: string) {
  const box = page.getByRole("combobox", { name: "Search" })
  await box.click()
  await box.fill(text)
  return box
}

/** Waits until `read()` gives `expected` (checked every 50 ms, for at most 10 s). */
async function until<T>(read: () => T | Promise<T>, expected: T): Promise<void> {
  const deadline = Date.now() + 10_000
  let value = await read()
  while (JSON.stringify(value) !== JSON.stringify(expected)) {
    if (Date.now() > deadline) throw new Error(`waited for ${JSON.stringify(expected)}, still ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
    value = await read()
  }
}

/** The suggestions once they answer `query` (the box shows the last answer while the next loads). */
async function suggestionsFor(page: Page, query: string) {
  const list = page.getByRole("listbox", { name: "Search suggestions" })
  await page.waitForFunction((q) => document.querySelector('[role="listbox"]')?.getAttribute("data-query") === q, query)
  return list.getByRole("option")
}

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

describe("navbar search box", () => {
  it("loads the entry file on focus, then only the shards of the words and the texts of the results shown", async () => {
    const { context, page } = await openPage()
    try {
      const requests = searchRequests(page)
      const texts: string[] = []
      page.on("response", async (response) => {
        if (/\/search-index\/texts-/.test(response.url())) {
          const file = (await response.json()) as { u: string; h: string }
          texts.push(file.h ? `${file.u}#${file.h}` : file.u)
        }
      })
      await page.goto(`${SITE_URL}/docs/index/`)
      await hydrated(page)
      expect(requests.entry).toEqual([])
      await page.getByRole("combobox", { name: "Search" }).focus()
      await until(() => requests.entry.length, 1)
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
      await until(() => texts.length === requests.results.length, true)
      expect([...texts].sort()).toEqual([...shown].sort())
      expect(await options.first().locator("mark").count()).toBeGreaterThan(0)
      expect(await page.getByRole("combobox", { name: "Search" }).getAttribute("aria-expanded")).toBe("true")
    } finally {
      await context.close()
    }
  })

  it("makes the first suggestion active: Enter opens it, the arrows move", () =>
    withPage("/docs/index/", async (page) => {
      const box = await typeInSearch(page, "iceberg")
      const options = await suggestionsFor(page, "iceberg")
      expect(await options.first().getAttribute("aria-selected")).toBe("true")
      expect(await box.getAttribute("aria-activedescendant")).toBe(await options.first().getAttribute("id"))
      await box.press("ArrowDown")
      expect(await options.nth(1).getAttribute("aria-selected")).toBe("true")
      await box.press("ArrowUp")
      expect(await options.first().getAttribute("aria-selected")).toBe("true")
      const href = (await options.first().getAttribute("data-href")) ?? ""
      await box.press("Enter")
      await page.waitForURL((url) => `${url.pathname}${url.search}${url.hash}` === href)
    }))

  it("keeps See all results and the keys in view at the foot of the panel", async () => {
    const { context, page } = await openPage(1280)
    try {
      await page.setViewportSize({ width: 1280, height: 600 })
      await page.goto(`${SITE_URL}/docs/index/`)
      await hydrated(page)
      await typeInSearch(page, "order")
      const options = await suggestionsFor(page, "order")
      await options.last().scrollIntoViewIfNeeded()
      const panel = (await page.locator(".search-panel").boundingBox())!
      const seeAll = page.getByRole("link", { name: "See all results" })
      const link = (await seeAll.boundingBox())!
      expect(link.y + link.height).toBeLessThanOrEqual(panel.y + panel.height)
      expect(link.y + link.height).toBeLessThanOrEqual(600)
      expect(await page.locator(".search-footer").textContent()).toMatch(/to select.*to navigate.*to close/)
      await seeAll.click()
      await page.waitForURL(`${SITE_URL}/search/?q=order`)
    } finally {
      await context.close()
    }
  })

  it("finds a misspelt word", () =>
    withPage("/", async (page) => {
      await typeInSearch(page, "icberg")
      const options = await suggestionsFor(page, "icberg")
      expect(await options.first().getAttribute("data-href")).toMatch(/^\/docs\/algos\/iceberg\/\?_highlight=/)
      expect(await options.first().locator("mark").first().textContent()).toMatch(/^iceberg$/i)
    }))

  it("answers a question of several words with the section that answers it", () =>
    withPage("/", async (page) => {
      const query = "what happens to orders during a failover"
      await typeInSearch(page, query)
      const options = await suggestionsFor(page, query)
      expect(await options.first().getAttribute("data-href")).toMatch(
        /^\/docs\/ha\/cluster\/\?.*#what-happens-to-orders$/,
      )
    }))

  it("finds identifiers as typed", () =>
    withPage("/", async (page) => {
      for (const [query, url] of [
        ["journal-recover", "/docs/tools/journal-recover/"],
        ["35=D", "/docs/"],
        ["OrderRejectReason", "/docs/data_model/trading/reject_codes/"],
        ["TWAP", "/docs/algos/twap/"],
        ["TRJ-1003", "/docs/data_model/trading/reject_codes/"],
      ] as const) {
        await typeInSearch(page, query)
        const first = (await suggestionsFor(page, query)).first()
        expect(await first.getAttribute("data-href")).toMatch(new RegExp(`^${url}`))
      }
    }))

  it("shows a repeated heading with its page's title, and no trail that repeats a page's title", () =>
    withPage("/", async (page) => {
      await typeInSearch(page, "examples")
      const titles = await (await suggestionsFor(page, "examples")).locator(".search-result-title").allTextContents()
      expect(titles.some((title) => /^.+ › Examples$/.test(title))).toBe(true)
      expect(titles.filter((title) => title === "Examples")).toEqual([])
      await typeInSearch(page, "display quantity")
      const options = await suggestionsFor(page, "display quantity")
      const rows = await options.evaluateAll((items) =>
        items.map((item) => [
          item.querySelector(".search-result-title")?.textContent ?? "",
          item.querySelector(".search-result-trail")?.textContent ?? "",
        ]),
      )
      for (const [title, trail] of rows) if (trail) expect(trail.endsWith(`› ${title}`)).toBe(false)
    }))

  it("highlights the terms of a hit on the page being read, with Clear search highlights", () =>
    withPage("/docs/algos/iceberg/", async (page) => {
      await typeInSearch(page, "refill")
      const options = await suggestionsFor(page, "refill")
      expect(await options.count()).toBeGreaterThan(0)
      await page.locator('[role="option"][data-href^="/docs/algos/iceberg/"]').first().click()
      await page.waitForURL(/\/docs\/algos\/iceberg\/\?_highlight=refill/)
      await page.locator("article mark").first().waitFor()
      await page.getByRole("button", { name: "Clear search highlights" }).click()
      await until(() => page.locator("article mark").count(), 0)
      expect(page.url()).not.toContain("_highlight")
    }))

  it("opens with Ctrl+K and says No results; Escape closes", () =>
    withPage("/docs/index/", async (page) => {
      // The shortcut listener is attached by an effect just after hydration: press until it answers.
      const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null)
      await until(async () => {
        await page.keyboard.press("Control+k")
        return focusedLabel()
      }, "Search")
      await page.keyboard.type("zzqxv")
      await page.getByText("No results").waitFor()
      const box = page.getByRole("combobox", { name: "Search" })
      await box.press("Escape")
      expect(await box.getAttribute("aria-expanded")).toBe("false")
    }))

  it("fetches nothing before the first keystroke on a 2g connection or with data saving on", async () => {
    for (const connection of [
      { effectiveType: "2g", saveData: false },
      { effectiveType: "4g", saveData: true },
    ]) {
      const { context, page } = await openPage()
      try {
        await page.addInitScript((c) => {
          Object.defineProperty(navigator, "connection", { configurable: true, get: () => c })
        }, connection)
        const requests = searchRequests(page)
        await page.goto(`${SITE_URL}/docs/index/`)
        await hydrated(page)
        const box = page.getByRole("combobox", { name: "Search" })
        await box.focus()
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)))
        expect(requests.entry).toEqual([])
        await box.fill("twap")
        await suggestionsFor(page, "twap")
        expect(requests.entry).toHaveLength(1)
      } finally {
        await context.close()
      }
    }
  })

  it("covers the navbar when focused on a small screen, with the suggestions below it inside the window", () =>
    withPage(
      "/docs/index/",
      async (page) => {
        await typeInSearch(page, "iceberg")
        await suggestionsFor(page, "iceberg")
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
      },
      { width: 360 },
    ))
})

/** Collects console errors and uncaught exceptions of a page. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
  page.on("pageerror", (error) => errors.push(error.message))
  return errors
}

describe("/search/ page", () => {
  it("shows every result for q, narrowed by ctx, and updates q as the reader types", () =>
    withPage("/search/?q=journal", async (page) => {
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
    }))

  it("shows at most three results of a page, the rest of the pages after", () =>
    withPage("/search/?q=journal", async (page) => {
      await page.locator(".search-page-results > li").first().waitFor()
      const pages = await page
        .locator(".search-page-results a")
        .evaluateAll((as) => as.map((a) => (a.getAttribute("href") ?? "").replace(/[?#].*/, "")))
      const counts = new Map<string, number>()
      for (const url of pages) counts.set(url, (counts.get(url) ?? 0) + 1)
      expect(Math.max(...counts.values())).toBeLessThanOrEqual(3)
    }))

  it("shows a prompt, not results, for an empty query, with code and no Markdown backticks", async () => {
    const { context, page } = await openPage()
    try {
      const errors = consoleErrors(page)
      await page.goto(`${SITE_URL}/search/`)
      await hydrated(page)
      const prompt = page.locator(".search-page-prompt")
      await prompt.waitFor()
      expect(await prompt.textContent()).toContain("Type a query")
      expect(await prompt.textContent()).not.toContain("`")
      expect(await prompt.locator("code").allTextContents()).toEqual(["journal.fsync", "35=D", "TRJ-1005"])
      expect(await page.locator(".search-page-results > li").count()).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })

  it.each([1280, 400])(
    "shows the results of q without a placeholder first, a layout shift or a console error (%i px)",
    async (width) => {
      const { context, page } = await openPage(width)
      try {
        const errors = consoleErrors(page)
        await page.addInitScript(() => {
          const seen = { shift: 0, prompt: false }
          ;(window as unknown as { __search: typeof seen }).__search = seen
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) seen.shift += entry.value
          }).observe({ type: "layout-shift", buffered: true })
          new MutationObserver(() => {
            if (document.querySelector(".search-page-prompt")) seen.prompt = true
          }).observe(document, { childList: true, subtree: true })
        })
        const response = await page.goto(`${SITE_URL}/search/?q=vwap`)
        const html = await response!.text()
        await hydrated(page)
        await page.locator(".search-page-results > li").first().waitFor()
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
      } finally {
        await context.close()
      }
    },
  )

  it("takes the one version by its name or label", async () => {
    for (const version of ["current", "next", "Next"]) {
      const { context, page } = await openPage()
      try {
        await page.goto(`${SITE_URL}/search/?q=twap&version=${version}`)
        await hydrated(page)
        await page.locator(".search-page-results > li").first().waitFor()
      } finally {
        await context.close()
      }
    }
  })

  it("says plainly that an unknown version does not exist, with no Retry and no fetch", async () => {
    const { context, page } = await openPage()
    try {
      const requests = searchRequests(page)
      await page.goto(`${SITE_URL}/search/?q=twap&version=1.0`)
      await hydrated(page)
      await page.getByText("There is no docs version “1.0”. This site has one version, Next.").waitFor()
      expect(await page.getByRole("button", { name: "Retry" }).count()).toBe(0)
      expect(requests.entry).toEqual([])
    } finally {
      await context.close()
    }
  })

  it("refuses an index on another origin and fetches nothing", async () => {
    const { context, page } = await openPage()
    try {
      const offsite: string[] = []
      page.on("request", (r) => !r.url().startsWith(SITE_URL) && offsite.push(r.url()))
      await page.goto(`${SITE_URL}/search/?q=twap&version=//evil.example/`)
      await hydrated(page)
      await page.getByText("Unexpected version url").waitFor()
      expect(offsite).toEqual([])
    } finally {
      await context.close()
    }
  })

  it("shows a short error with Retry when the index fails to load, and recovers", async () => {
    const { context, page } = await openPage()
    try {
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
    } finally {
      await context.close()
    }
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
    try {
      // one parameter per request: two 10,000-character values would pass Node's 16 KB header limit
      await page.goto(`${SITE_URL}/search/?q=${encodeURIComponent(query)}`)
      await hydrated(page)
      await page.locator(".search-page-count, .search-page-results").first().waitFor({ timeout: 5000 })
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
      await page.goto(`${SITE_URL}/docs/algos/iceberg/?_highlight=${encodeURIComponent(query)}`)
      await hydrated(page)
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    } finally {
      await context.close()
    }
  })
})
