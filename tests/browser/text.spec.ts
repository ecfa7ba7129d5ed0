import { expect, openHydrated, test } from "./fixtures"
import { moduleClass } from "./module-class"

// Text in every script (tests/fixtures/site/docs/scripts/every-script.mdx): the page reads as
// written, and the search finds its Chinese, Japanese and Thai words. tests/build/text.test.ts
// checks the built files byte for byte.
test.describe("a page in many scripts", () => {
  test("shows its headings and paragraphs as written, the Japanese heading reachable by its anchor", async ({
    page,
    fixtureURL,
  }) => {
    await openHydrated(page, `${fixtureURL}/docs/scripts/every-script/#日本語プローブ`)
    await expect(page.getByRole("heading", { level: 2, name: "日本語プローブ" })).toBeInViewport()
    await expect(page.getByText(/^指値注文は価格優先/).first()).toBeVisible()
    const toc = page.getByRole("navigation", { name: "On this page" })
    await expect(toc.getByRole("link", { name: "ย่อหน้าภาษาไทย" })).toHaveAttribute("href", "#ย่อหน้าภาษาไทย")
  })

  for (const [script, query] of [
    ["Chinese", "冰山订单"],
    ["Japanese", "アイスバーグ注文"],
    ["Thai", "ภูเขาน้ำแข็ง"],
  ])
    test(`is found by a ${script} query`, async ({ page, fixtureURL }) => {
      await openHydrated(page, `${fixtureURL}/search/?q=${encodeURIComponent(query)}`)
      const first = page.locator(`${moduleClass("search-page-results")} > li a`).first()
      await expect(first).toHaveAttribute("href", /^\/docs\/scripts\/every-script\//)
    })
})
