import type { Page } from "@playwright/test"
import { expect, hydrated, openHydrated, test } from "./fixtures"

// Pages that fail to load, and prefetching on slow connections (docs/contract.md: "Errors", "What it fetches"), on the fixture site.
const SECOND_DATA = "**/page-data/docs/guide/second/page-data.json"
// The code chunk of /docs/guide/second/ (Gatsby names it after the template and the MDX file).
const SECOND_CHUNK = /\/component---[^/]*guide-second-mdx[^/]*\.js$/

async function clickNext(page: Page): Promise<void> {
  await page.getByRole("navigation", { name: "Docs pages" }).getByRole("link", { name: /Next/ }).click()
}

/** Marks this document, so a test can tell a client-side navigation from a fresh load. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)

test.describe("a page whose data fails to load", () => {
  test("shows the error and Retry inside the frame; Retry loads the page once the server answers", async ({
    page,
    fixtureURL,
  }) => {
    await page.route(SECOND_DATA, (route) => route.fulfill({ status: 503, body: "" }))
    await openHydrated(page, `${fixtureURL}/docs/guide/first/`)
    await markDocument(page)
    await clickNext(page)
    const alert = page.getByRole("alert").filter({ hasText: "This page failed to load." })
    await expect(alert).toBeVisible()
    await expect(alert.getByText(/\/page-data\/docs\/guide\/second\/page-data\.json answered 503/)).toBeVisible()
    expect(await sameDocument(page)).toBe(true)
    // the frame stays: the navbar and the docs sidebar still lead elsewhere
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible()
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar" })
    await expect(sidebar).toBeVisible()
    await expect(sidebar.locator('[aria-current="page"]')).toHaveAttribute("href", "/docs/guide/first/")
    // still failing: Retry stays here with the reason. `exact`: "Retrying…" (the button while the
    // first retry is under way) must not pass for "Retry", or the server recovers under that retry,
    // which then reloads the page while the test waits to click.
    const retry = page.getByRole("button", { name: "Retry", exact: true })
    await retry.click()
    await expect(retry).toBeEnabled()
    await expect(alert.getByText(/answered 503/)).toBeVisible()
    expect(await sameDocument(page)).toBe(true)
    // the server recovers
    await page.unroute(SECOND_DATA)
    await retry.click()
    await page.waitForURL(`${fixtureURL}/docs/guide/second/`)
    await expect(page.getByRole("heading", { level: 1, name: "Second guide page" })).toBeVisible()
    await hydrated(page)
    await expect(page.getByText("This page failed to load.")).toHaveCount(0)
  })

  test("clears the error when the reader navigates elsewhere", async ({ page, fixtureURL }) => {
    await page.route(SECOND_DATA, (route) => route.abort("failed"))
    await openHydrated(page, `${fixtureURL}/docs/guide/first/`)
    await markDocument(page)
    await clickNext(page)
    await expect(page.getByText("This page failed to load.")).toBeVisible()
    await expect(page.getByText(/second\/page-data\.json could not be fetched/)).toBeVisible()
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "What's New" }).click()
    await page.waitForURL(`${fixtureURL}/news/`)
    await expect(page.getByRole("heading", { level: 1, name: "What's New" })).toBeVisible()
    await expect(page.getByText("This page failed to load.")).toHaveCount(0)
    expect(await sameDocument(page)).toBe(true)
  })

  test("puts the current page back with 'Back to the page you were on'", async ({ page, fixtureURL }) => {
    await page.route(SECOND_DATA, (route) => route.abort("failed"))
    await openHydrated(page, `${fixtureURL}/docs/guide/first/`)
    await clickNext(page)
    await expect(page.getByText("This page failed to load.")).toBeVisible()
    await page.getByRole("button", { name: "Back to the page you were on" }).click()
    await expect(page.getByRole("heading", { level: 1, name: "First guide page" })).toBeVisible()
    expect(page.url()).toBe(`${fixtureURL}/docs/guide/first/`)
  })
})

test.describe("a route chunk that fails to load", () => {
  test("reloads the window once; if the fresh load fails too, shows the error and Retry instead of looping", async ({
    page,
    fixtureURL,
  }) => {
    let failChunk = true
    await page.route(SECOND_CHUNK, (route) => (failChunk ? route.abort("failed") : route.continue()))
    let loads = 0
    page.on("load", () => loads++)
    await openHydrated(page, `${fixtureURL}/docs/guide/first/`)
    await markDocument(page)
    await clickNext(page)
    // a fresh load of the target (the marker is gone)
    await page.waitForURL(`${fixtureURL}/docs/guide/second/`)
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as unknown as { __sameDocument?: boolean }).__sameDocument !== true &&
            document.readyState === "complete",
        ),
      )
      .toBe(true)
    expect(await page.evaluate(() => sessionStorage.getItem("tachyon-reloaded-for"))).toBe("/docs/guide/second/")
    // the chunk still fails: the static page stays readable, with the error and Retry, instead of a second reload
    const banner = page.getByRole("alert").filter({ hasText: "This page failed to load." })
    await expect(banner).toBeVisible()
    await expect(banner.getByText(/ChunkLoadError|page resources for \/docs\/guide\/second\/ not found/)).toBeVisible()
    await expect(page.getByRole("heading", { level: 1, name: "Second guide page" })).toBeVisible()
    expect(loads).toBe(2)
    // the chunk is back: Retry loads the page (the third load: a loop would have made more), which
    // then works and forgets the reload
    failChunk = false
    await banner.getByRole("button", { name: "Retry" }).click()
    await expect.poll(() => loads).toBe(3)
    await hydrated(page)
    await expect(page.getByText("This page failed to load.")).toHaveCount(0)
    expect(await page.evaluate(() => sessionStorage.getItem("tachyon-reloaded-for"))).toBeNull()
    expect(loads).toBe(3)
  })

  test("shows the error and Retry in the frame when a reload for that page was already tried", async ({
    page,
    fixtureURL,
  }) => {
    await page.route(SECOND_CHUNK, (route) => route.abort("failed"))
    await openHydrated(page, `${fixtureURL}/docs/guide/first/`)
    await page.evaluate(() => sessionStorage.setItem("tachyon-reloaded-for", "/docs/guide/second/"))
    await markDocument(page)
    await clickNext(page)
    await expect(page.getByRole("alert").filter({ hasText: "This page failed to load." })).toBeVisible()
    await expect(page.getByText(/ChunkLoadError/)).toBeVisible()
    await expect(page.getByRole("button", { name: "Retry" })).toBeVisible()
    expect(await sameDocument(page)).toBe(true)
  })
})

test.describe("prefetching", () => {
  interface Prefetched {
    /** Page data of pages other than the one open. */
    pages: string[]
    /** Code chunks of other pages' components (Gatsby finds them in the chunk mapping). */
    code: string[]
    /** Requests for Gatsby's chunk mapping, which pages no longer carry inline. */
    chunkMap: number
  }

  /**
   * Opens the first guide page (its Next link hovered if `hover`) on `connection` and returns what
   * it fetches for other pages, as it goes. The page's clock is Playwright's, so that the waits of
   * prefetching (Gatsby queues links in view and prefetches 3 s later, when the browser is idle)
   * pass at once when the test runs the clock forward.
   */
  async function prefetching(
    page: Page,
    url: string,
    connection: { effectiveType: string; saveData: boolean } | null,
    hover: boolean,
  ): Promise<Prefetched> {
    await page.clock.install()
    if (connection) {
      await page.addInitScript((c) => {
        Object.defineProperty(navigator, "connection", {
          configurable: true,
          get: () => ({ ...c, addEventListener() {}, removeEventListener() {} }),
        })
      }, connection)
    }
    const result: Prefetched = { pages: [], code: [], chunkMap: 0 }
    page.on("request", (request) => {
      const { pathname } = new URL(request.url())
      const match = /\/page-data\/(.+)\/page-data\.json/.exec(pathname)
      if (match && match[1] !== "docs/guide/first") result.pages.push(match[1])
      if (/\/component---/.test(pathname) && !/guide-first-mdx/.test(pathname)) result.code.push(pathname)
      if (pathname === "/chunk-map.json") result.chunkMap++
    })
    await openHydrated(page, url)
    if (hover) await page.getByRole("navigation", { name: "Docs pages" }).getByRole("link", { name: /Next/ }).hover()
    return result
  }

  /** Runs the page's clock a second on, each time it is asked whether `done` holds yet. */
  const ticking = (page: Page, done: () => boolean) => async () => {
    await page.clock.runFor(1000)
    return done()
  }

  test("prefetches the pages of links in view, data and code, on a normal connection (the control)", async ({
    page,
    newContext,
    fixtureURL,
  }) => {
    const plain = await prefetching(page, `${fixtureURL}/docs/guide/first/`, null, false)
    await expect.poll(ticking(page, () => plain.code.some((file) => SECOND_CHUNK.test(file)))).toBe(true)
    expect(plain.pages.length).toBeGreaterThan(0)
    expect(plain.chunkMap).toBe(1)
    const fastPage = await (await newContext()).newPage()
    const fast = await prefetching(
      fastPage,
      `${fixtureURL}/docs/guide/first/`,
      { effectiveType: "4g", saveData: false },
      false,
    )
    await expect.poll(ticking(fastPage, () => fast.pages.length > 0)).toBe(true)
  })

  // Where prefetching is off, Gatsby's loader and the site's hover hook decide so when a link is
  // queued or hovered, and nothing waits on the network first: ten seconds of the page's clock
  // (more than the control needs) give any prefetch its turn.
  for (const [name, connection] of [
    ["on a 2g connection", { effectiveType: "2g", saveData: false }],
    ["with data saving on", { effectiveType: "4g", saveData: true }],
  ] as const) {
    test(`prefetches nothing ${name}, even on hover`, async ({ page, fixtureURL }) => {
      const result = await prefetching(page, `${fixtureURL}/docs/guide/first/`, connection, true)
      await page.clock.runFor(10_000)
      expect(result).toEqual({ pages: [], code: [], chunkMap: 0 })
    })
  }

  test("keeps Gatsby's chunk mapping out of the page (it would grow with the site)", async ({ fixtureURL }) => {
    const html = await (await fetch(`${fixtureURL}/docs/guide/first/`)).text()
    expect(html).toContain("window.___chunkMapping={};")
    expect(html).not.toMatch(/component---/)
  })
})
