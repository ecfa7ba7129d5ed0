import type { Page } from "@playwright/test"
import { expect, openHydrated, test, windowOf } from "./fixtures"
import { moduleClass } from "./module-class"

// Where a heading lands when a reader follows a link to it, and which section "On this page"
// marks while the reader scrolls, on the long Linux tuning guide of the real site.
const GUIDE = "/docs/config/linux_tuning_guide/"
const HEADINGS = ["cpu-isolation", "kernel-threads-and-workqueues", "irq-affinity", "numa-pinning", "verify-everything"]

/** The bottom of the sticky navbar, in viewport pixels. */
const headerBottom = (page: Page) => page.getByRole("banner").evaluate((el) => el.getBoundingClientRect().bottom)

/**
 * The heading's top once nothing moves the page any more: scripts (the browser's own jump to
 * the fragment, Gatsby's scroll handling, any plugin) may scroll during the first frames.
 */
const settledTop = (page: Page, id: string) =>
  page.evaluate(
    (id) =>
      new Promise<number>((resolve) => {
        const el = document.getElementById(id)
        if (!el) return resolve(Number.NaN)
        let last = Number.NaN
        let still = 0
        const check = () => {
          const top = Math.round(el.getBoundingClientRect().top)
          still = top === last ? still + 1 : 0
          last = top
          if (still >= 10) resolve(top)
          else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      }),
    id,
  )

/** "Just below the header": not under it, and no more than a line of space above the heading. */
function expectJustBelowHeader(top: number, header: number) {
  expect(top).toBeGreaterThanOrEqual(header)
  expect(top).toBeLessThanOrEqual(header + 32)
}

for (const width of [1280, 400]) {
  test.describe(`anchors at ${width} px`, () => {
    test.use(windowOf(width))

    for (const id of HEADINGS) {
      test(`a fresh load of #${id} puts the heading just below the header`, async ({ page, siteURL }) => {
        await openHydrated(page, `${siteURL}${GUIDE}#${id}`)
        expectJustBelowHeader(await settledTop(page, id), await headerBottom(page))
      })
    }

    test("a click in 'On this page' puts the heading just below the header", async ({ page, siteURL }) => {
      await openHydrated(page, siteURL + GUIDE)
      const toc = page.getByRole("navigation", { name: "On this page" }).filter({ visible: true })
      // Below 1200 px the table of contents is a collapsed "On this page" at the top of the article.
      if (width < 1200) await toc.getByText("On this page").click()
      for (const id of ["irq-affinity", "numa-pinning"]) {
        if (width < 1200) await page.evaluate(() => window.scrollTo(0, 0))
        await toc.locator(`a[href="#${id}"]`).click()
        expectJustBelowHeader(await settledTop(page, id), await headerBottom(page))
      }
    })

    test("a link to a heading of another page puts it just below the header", async ({ page, fixtureURL }) => {
      await openHydrated(page, `${fixtureURL}/docs/guide/second/`)
      await page.getByRole("link", { name: "first page", exact: true }).click()
      await page.waitForURL(`${fixtureURL}/docs/guide/first/#code-blocks`)
      await expect(page.getByRole("heading", { level: 1, name: "First guide page" })).toBeVisible()
      expectJustBelowHeader(await settledTop(page, "code-blocks"), await headerBottom(page))
    })
  })
}

test.describe("'On this page' marks the section the reader is in", () => {
  /** Scrolls so that the heading's top is `offset` px below the header; returns the marked TOC entry. */
  async function markedWhenHeadingAt(page: Page, id: string, offset: number): Promise<string | null> {
    await page.evaluate(
      ({ id, offset, navbar }) => {
        const header = document.querySelector(navbar)?.getBoundingClientRect().bottom ?? 0
        const top = document.getElementById(id)!.getBoundingClientRect().top
        window.scrollBy(0, top - header - offset)
      },
      { id, offset, navbar: moduleClass("navbar") },
    )
    // The marker follows scroll events in the next animation frame.
    await settledTop(page, id)
    return page.evaluate(
      () =>
        document
          .querySelector('nav[aria-label="On this page"] [aria-current="location"]')
          ?.getAttribute("href")
          ?.slice(1) ?? null,
    )
  }

  test("marks a heading in the upper part of the window, not the section above it", async ({ page, siteURL }) => {
    // About 120 scroll-and-settle steps: 12 s alone, past 30 s once beside the other worker on 2 cores.
    test.setTimeout(90_000)
    await openHydrated(page, siteURL + GUIDE)
    const ids = await page
      .getByRole("navigation", { name: "On this page" })
      .locator("a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")!.slice(1)))
    expect(ids.length).toBeGreaterThan(10)
    // Skip the last two: near the end of the page they cannot scroll that high.
    const wrong: string[] = []
    for (const id of ids.slice(1, -2)) {
      for (const offset of [8, 60, 160]) {
        const marked = await markedWhenHeadingAt(page, id, offset)
        if (marked !== id) wrong.push(`${id} at +${offset}px: marked ${marked}`)
      }
    }
    expect(wrong).toEqual([])
  })

  test("keeps the previous section while the next heading is still in the lower half of the window", async ({
    page,
    siteURL,
  }) => {
    await openHydrated(page, siteURL + GUIDE)
    expect(await markedWhenHeadingAt(page, "numa-pinning", 600)).toBe("huge-pages")
    expect(await markedWhenHeadingAt(page, "irq-affinity", -200)).toBe("irq-affinity")
  })

  test("marks the heading a click in 'On this page' scrolled to", async ({ page, siteURL }) => {
    await openHydrated(page, siteURL + GUIDE)
    const toc = page.getByRole("navigation", { name: "On this page" })
    for (const id of ["irq-affinity", "kernel-threads-and-workqueues", "nic-settings"]) {
      await toc.locator(`a[href="#${id}"]`).click()
      await expect(toc.locator('[aria-current="location"]')).toHaveAttribute("href", `#${id}`)
    }
  })
})
