import type { Page } from "@playwright/test"
import { expect, openHydrated, test } from "./fixtures"
import { suggestionsFor, typeInSearch } from "./search-box"

// The reference data's names as results of their own: a FIX tag, a tag=value and a command-line
// option typed into the box lead to the table row that documents them, and a question to the FAQ
// entry that answers it.

/** The bottom of the sticky navbar, in viewport pixels. */
const headerBottom = (page: Page) => page.getByRole("banner").evaluate((el) => el.getBoundingClientRect().bottom)

/** Types `query`, checks that the first suggestion leads to `href`'s page and anchor, and opens it. */
async function openFirst(page: Page, query: string, path: string, anchor: string) {
  await typeInSearch(page, query)
  const first = (await suggestionsFor(page, query)).first()
  await expect(first).toHaveAttribute("data-href", new RegExp(`^${path}\\?[^#]*#${anchor}$`))
  await first.click()
  await page.waitForURL((url) => url.pathname === path && url.hash === `#${anchor}`)
}

/** The element is in the window, just under the header, highlighted, and marks the words the reader
 * typed that it holds. */
async function expectLandedOn(page: Page, anchor: string, marked: RegExp | null) {
  const target = page.locator(`[id="${anchor}"]`)
  await expect(target).toBeInViewport()
  await expect
    .poll(async () => (await target.boundingBox())!.y - (await headerBottom(page)), { timeout: 5000 })
    .toBeGreaterThanOrEqual(-1)
  await expect(target).toHaveAttribute("data-search-target", "")
  if (marked) await expect(target.locator("mark").filter({ hasText: marked }).first()).toBeVisible()
}

test.describe("names typed into the search box", () => {
  for (const { query, path, anchor, marked } of [
    { query: "tag 44", path: "/docs/api/fix/", anchor: "tag-44", marked: /^44$/ },
    // The row says "D", which is not a word the reader typed: the row is highlighted, nothing marked.
    { query: "35=D", path: "/docs/api/fix/", anchor: "value-35-D", marked: null },
    {
      query: "--salvage",
      path: "/docs/tools/journal-recover/",
      anchor: "option-salvage",
      marked: /^(--)?salvage$/,
    },
  ]) {
    test(`${query} lands on its row, under the header, its typed words marked`, async ({ page, siteURL }) => {
      await openHydrated(page, `${siteURL}/docs/`)
      await openFirst(page, query, path, anchor)
      await expectLandedOn(page, anchor, marked)
    })
  }

  test("a question lands on the FAQ entry that answers it", async ({ page, siteURL }) => {
    await openHydrated(page, `${siteURL}/docs/`)
    const anchor = "what-happens-to-fix-sequence-numbers-after-a-restart-or-a-failover"
    await openFirst(page, "what happens to fix sequence numbers after a restart", "/docs/faq/api/", anchor)
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport()
  })
})
