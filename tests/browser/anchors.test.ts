import type { Page } from "playwright-core"
import { closeBrowser, FIXTURE_URL, hydrated, openPage, SITE_URL } from "./harness"

// Where a heading lands when a reader follows a link to it, and which section "On this page"
// marks while the reader scrolls, on the long Linux tuning guide of the real site.
afterAll(closeBrowser)

const GUIDE = "/docs/config/linux_tuning_guide/"
const HEADINGS = ["cpu-isolation", "kernel-threads-and-workqueues", "irq-affinity", "numa-pinning", "verify-everything"]

/** The bottom of the sticky navbar, in viewport pixels. */
const headerBottom = (page: Page) =>
  page.evaluate(() => document.querySelector(".navbar")?.getBoundingClientRect().bottom ?? 0)

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

/** Runs `test` on a fresh page at `width` px opened at `url`, hydrated; closes it whatever happens. */
async function onPage(width: number, url: string, test: (page: Page) => Promise<void>): Promise<void> {
  const { context, page } = await openPage(width)
  try {
    await page.goto(url)
    await hydrated(page)
    await test(page)
  } finally {
    await context.close()
  }
}

/** "Just below the header": not under it, and no more than a line of space above the heading. */
function expectJustBelowHeader(top: number, header: number) {
  expect(top).toBeGreaterThanOrEqual(header)
  expect(top).toBeLessThanOrEqual(header + 32)
}

describe.each([1280, 400])("anchors at %i px", (width) => {
  it.each(HEADINGS)("a fresh load of #%s puts the heading just below the header", (id) =>
    onPage(width, `${SITE_URL}${GUIDE}#${id}`, async (page) =>
      expectJustBelowHeader(await settledTop(page, id), await headerBottom(page)),
    ),
  )

  it("a click in 'On this page' puts the heading just below the header", () =>
    onPage(width, SITE_URL + GUIDE, async (page) => {
      const toc = page.getByRole("navigation", { name: "On this page" }).filter({ visible: true })
      // Below 1200 px the table of contents is a collapsed "On this page" at the top of the article.
      if (width < 1200) await toc.getByText("On this page").click()
      for (const id of ["irq-affinity", "numa-pinning"]) {
        if (width < 1200) await page.evaluate(() => window.scrollTo(0, 0))
        await toc.locator(`a[href="#${id}"]`).click()
        expectJustBelowHeader(await settledTop(page, id), await headerBottom(page))
      }
    }))

  it("a link to a heading of another page puts it just below the header", () =>
    onPage(width, `${FIXTURE_URL}/docs/guide/second/`, async (page) => {
      await page.getByRole("link", { name: "first page", exact: true }).click()
      await page.waitForURL(`${FIXTURE_URL}/docs/guide/first/#code-blocks`)
      await page.getByRole("heading", { level: 1, name: "First guide page" }).waitFor()
      expectJustBelowHeader(await settledTop(page, "code-blocks"), await headerBottom(page))
    }))
})

describe("'On this page' marks the section the reader is in", () => {
  /** Scrolls so that the heading's top is `offset` px below the header; returns the marked TOC entry. */
  async function markedWhenHeadingAt(page: Page, id: string, offset: number): Promise<string | null> {
    await page.evaluate(
      ({ id, offset }) => {
        const header = document.querySelector(".navbar")?.getBoundingClientRect().bottom ?? 0
        const top = document.getElementById(id)!.getBoundingClientRect().top
        window.scrollBy(0, top - header - offset)
      },
      { id, offset },
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

  it("marks a heading in the upper part of the window, not the section above it", () =>
    onPage(1280, SITE_URL + GUIDE, async (page) => {
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
    }))

  it("keeps the previous section while the next heading is still in the lower half of the window", () =>
    onPage(1280, SITE_URL + GUIDE, async (page) => {
      expect(await markedWhenHeadingAt(page, "numa-pinning", 600)).toBe("huge-pages")
      expect(await markedWhenHeadingAt(page, "irq-affinity", -200)).toBe("irq-affinity")
    }))

  it("marks the heading a click in 'On this page' scrolled to", () =>
    onPage(1280, SITE_URL + GUIDE, async (page) => {
      const toc = page.getByRole("navigation", { name: "On this page" })
      for (const id of ["irq-affinity", "kernel-threads-and-workqueues", "nic-settings"]) {
        await toc.locator(`a[href="#${id}"]`).click()
        await settledTop(page, id)
        await expect(toc.locator('[aria-current="location"]').getAttribute("href")).resolves.toBe(`#${id}`)
      }
    }))
})
