import { expect, hydrated, test } from "./fixtures"
import { suggestionsFor } from "./search-box"

// Ctrl+K before the page has hydrated (a slow connection, a busy phone): the inline script focuses
// the server-rendered box, and what the reader types there is the query once React attaches.

test("Ctrl+K pressed before hydration focuses the box, and the typed text is kept when it comes alive", async ({
  page,
  siteURL,
}) => {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  // The page's JavaScript waits until the reader has typed: hydration as slow as it gets.
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(`${siteURL}/docs/`, { waitUntil: "domcontentloaded" })
  const box = page.getByRole("combobox", { name: "Search" })
  await page.keyboard.press("Control+k")
  await expect(box).toBeFocused()
  await page.keyboard.type("iceberg")
  await expect(box).toHaveValue("iceberg")
  expect(await page.evaluate(() => "___tachyonHydrated" in window)).toBe(false)
  release()
  await hydrated(page)
  await expect(box).toBeFocused()
  await expect(box).toHaveValue("iceberg")
  const options = await suggestionsFor(page, "iceberg")
  await expect(options.first()).toHaveAttribute("data-href", /^\/docs\/algos\/iceberg\//)
})
