import type { Page } from "playwright-core"
import { closeBrowser, FIXTURE_URL, hydrated, openPage } from "./harness"

// Pages that fail to load, and prefetching on slow connections (site-spec §8, §9), on the fixture site.
afterAll(closeBrowser)

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

describe("a page whose data fails to load", () => {
  it("shows the error and Retry inside the frame; Retry loads the page once the server answers", async () => {
    const { context, page } = await openPage()
    await page.route(SECOND_DATA, (route) => route.fulfill({ status: 503, body: "" }))
    await page.goto(`${FIXTURE_URL}/docs/guide/first/`)
    await hydrated(page)
    await markDocument(page)
    await clickNext(page)
    const alert = page.getByRole("alert").filter({ hasText: "This page failed to load." })
    await alert.waitFor()
    await alert.getByText(/\/page-data\/docs\/guide\/second\/page-data\.json answered 503/).waitFor()
    expect(await sameDocument(page)).toBe(true)
    // the frame stays: the navbar and the docs sidebar still lead elsewhere
    await page.getByRole("navigation", { name: "Main" }).waitFor()
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar" })
    await sidebar.waitFor()
    await expect(sidebar.locator('[aria-current="page"]').getAttribute("href")).resolves.toBe("/docs/guide/first/")
    // still failing: Retry stays here with the reason
    await page.getByRole("button", { name: "Retry" }).click()
    await page.getByRole("button", { name: "Retry" }).waitFor()
    await alert.getByText(/answered 503/).waitFor()
    expect(await sameDocument(page)).toBe(true)
    // the server recovers
    await page.unroute(SECOND_DATA)
    await page.getByRole("button", { name: "Retry" }).click()
    await page.waitForURL(`${FIXTURE_URL}/docs/guide/second/`)
    await page.getByRole("heading", { level: 1, name: "Second guide page" }).waitFor()
    await hydrated(page)
    expect(await page.getByText("This page failed to load.").count()).toBe(0)
    await context.close()
  })

  it("clears the error when the reader navigates elsewhere", async () => {
    const { context, page } = await openPage()
    await page.route(SECOND_DATA, (route) => route.abort("failed"))
    await page.goto(`${FIXTURE_URL}/docs/guide/first/`)
    await hydrated(page)
    await markDocument(page)
    await clickNext(page)
    await page.getByText("This page failed to load.").waitFor()
    await page.getByText(/second\/page-data\.json could not be fetched/).waitFor()
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "What's New" }).click()
    await page.waitForURL(`${FIXTURE_URL}/news/`)
    await page.getByRole("heading", { level: 1, name: "What's New" }).waitFor()
    expect(await page.getByText("This page failed to load.").count()).toBe(0)
    expect(await sameDocument(page)).toBe(true)
    await context.close()
  })

  it("puts the current page back with 'Back to the page you were on'", async () => {
    const { context, page } = await openPage()
    await page.route(SECOND_DATA, (route) => route.abort("failed"))
    await page.goto(`${FIXTURE_URL}/docs/guide/first/`)
    await hydrated(page)
    await clickNext(page)
    await page.getByText("This page failed to load.").waitFor()
    await page.getByRole("button", { name: "Back to the page you were on" }).click()
    await page.getByRole("heading", { level: 1, name: "First guide page" }).waitFor()
    expect(page.url()).toBe(`${FIXTURE_URL}/docs/guide/first/`)
    await context.close()
  })
})

describe("a route chunk that fails to load", () => {
  it("reloads the window once; if the fresh load fails too, shows the error and Retry instead of looping", async () => {
    const { context, page } = await openPage()
    let failChunk = true
    await page.route(SECOND_CHUNK, (route) => (failChunk ? route.abort("failed") : route.continue()))
    let loads = 0
    page.on("load", () => loads++)
    await page.goto(`${FIXTURE_URL}/docs/guide/first/`)
    await hydrated(page)
    await markDocument(page)
    await clickNext(page)
    // a fresh load of the target (the marker is gone)
    await page.waitForURL(`${FIXTURE_URL}/docs/guide/second/`)
    await page.waitForFunction(
      () =>
        (window as unknown as { __sameDocument?: boolean }).__sameDocument !== true &&
        document.readyState === "complete",
    )
    expect(await page.evaluate(() => sessionStorage.getItem("tachyon-reloaded-for"))).toBe("/docs/guide/second/")
    // the chunk still fails: the static page stays readable, with the error and Retry; no second reload
    const banner = page.getByRole("alert").filter({ hasText: "This page failed to load." })
    await banner.waitFor()
    await banner.getByText(/ChunkLoadError|page resources for \/docs\/guide\/second\/ not found/).waitFor()
    await page.getByRole("heading", { level: 1, name: "Second guide page" }).waitFor()
    await page.waitForTimeout(1500)
    expect(loads).toBe(2)
    // the chunk is back: Retry loads the page, which then works and forgets the reload
    failChunk = false
    await banner.getByRole("button", { name: "Retry" }).click()
    await hydrated(page)
    expect(await page.getByText("This page failed to load.").count()).toBe(0)
    expect(await page.evaluate(() => sessionStorage.getItem("tachyon-reloaded-for"))).toBeNull()
    await context.close()
  })

  it("shows the error and Retry in the frame when a reload for that page was already tried", async () => {
    const { context, page } = await openPage()
    await page.route(SECOND_CHUNK, (route) => route.abort("failed"))
    await page.goto(`${FIXTURE_URL}/docs/guide/first/`)
    await hydrated(page)
    await page.evaluate(() => sessionStorage.setItem("tachyon-reloaded-for", "/docs/guide/second/"))
    await markDocument(page)
    await clickNext(page)
    await page.getByRole("alert").filter({ hasText: "This page failed to load." }).waitFor()
    await page.getByText(/ChunkLoadError/).waitFor()
    await page.getByRole("button", { name: "Retry" }).waitFor()
    expect(await sameDocument(page)).toBe(true)
    await context.close()
  })
})

describe("prefetching", () => {
  interface Prefetched {
    /** Page data of pages other than the one open. */
    pages: string[]
    /** Code chunks of other pages' components (Gatsby finds them in the chunk mapping). */
    code: string[]
    /** Requests for Gatsby's chunk mapping, which pages no longer carry inline. */
    chunkMap: number
  }
  /** What a page fetches for other pages, after it has settled. */
  async function prefetched(
    connection: { effectiveType: string; saveData: boolean } | null,
    hover: boolean,
    /** Stop waiting once this holds (a busy machine prefetches late); otherwise wait 5 s. */
    enough?: (sofar: Prefetched) => boolean,
  ): Promise<Prefetched> {
    const { context, page } = await openPage()
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
      const url = new URL(request.url())
      const match = /\/page-data\/(.+)\/page-data\.json/.exec(url.pathname)
      if (match && match[1] !== "docs/guide/first") result.pages.push(match[1])
      if (/\/component---/.test(url.pathname) && !/guide-first-mdx/.test(url.pathname)) result.code.push(url.pathname)
      if (url.pathname === "/chunk-map.json") result.chunkMap++
    })
    await page.goto(`${FIXTURE_URL}/docs/guide/first/`)
    await hydrated(page)
    if (hover) await page.getByRole("navigation", { name: "Docs pages" }).getByRole("link", { name: /Next/ }).hover()
    // Gatsby queues links in view and starts prefetching 3 s later, when the browser is idle
    if (enough) {
      for (let waited = 0; waited < 20000 && !enough(result); waited += 250) await page.waitForTimeout(250)
    } else await page.waitForTimeout(5000)
    await context.close()
    return result
  }

  it("prefetches the pages of links in view, data and code, on a normal connection (the control)", async () => {
    const plain = await prefetched(null, false, (r) => r.code.some((file) => SECOND_CHUNK.test(file)))
    expect(plain.pages.length).toBeGreaterThan(0)
    expect(plain.chunkMap).toBe(1)
    expect(plain.code.some((file) => SECOND_CHUNK.test(file))).toBe(true)
    const fast = await prefetched({ effectiveType: "4g", saveData: false }, false, (r) => r.pages.length > 0)
    expect(fast.pages).not.toHaveLength(0)
  })
  it("prefetches nothing on a 2g connection, even on hover", async () => {
    expect(await prefetched({ effectiveType: "2g", saveData: false }, true)).toEqual({
      pages: [],
      code: [],
      chunkMap: 0,
    })
  })
  it("prefetches nothing with data saving on, even on hover", async () => {
    expect(await prefetched({ effectiveType: "4g", saveData: true }, true)).toEqual({
      pages: [],
      code: [],
      chunkMap: 0,
    })
  })
  it("keeps Gatsby's chunk mapping out of the page (it would grow with the site)", async () => {
    const html = await (await fetch(`${FIXTURE_URL}/docs/guide/first/`)).text()
    expect(html).toContain("window.___chunkMapping={};")
    expect(html).not.toMatch(/component---/)
  })
})
