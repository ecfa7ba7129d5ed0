import { expect, openHydrated, test } from "./fixtures"

// "Copy page" and "View as Markdown" (src/components/doc/CopyPage.tsx): the page's Markdown twin
// (src/lib/twins/) on the clipboard, by mouse or keyboard; its address where the clipboard is refused.
const PAGE = "/docs/reference/lookup/"
const TWIN = "/docs/reference/lookup/index.md"

test.describe("Copy page", () => {
  test("puts the page's Markdown twin on the clipboard and says Copied", async ({ page, context, fixtureURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: fixtureURL })
    await openHydrated(page, `${fixtureURL}${PAGE}`)
    await page.getByRole("button", { name: "Copy page" }).click()
    await expect(page.getByRole("status").filter({ hasText: "Copied" })).toBeVisible()
    const twin = await (await page.request.get(`${fixtureURL}${TWIN}`)).text()
    expect(twin).toMatch(
      /^Canonical: \S+\/docs\/reference\/lookup\/ · Every page of these docs: \S+\/llms\.txt\n\n# Lookup table\n/,
    )
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin)
  })

  test("works from the keyboard", async ({ page, context, fixtureURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: fixtureURL })
    await openHydrated(page, `${fixtureURL}${PAGE}`)
    await page.getByRole("button", { name: "Copy page" }).focus()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("status").filter({ hasText: "Copied" })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Canonical: .*\n\n# Lookup table\n/)
  })

  test("offers the twin's address where the clipboard is refused", async ({ page, fixtureURL }) => {
    await page.addInitScript(() => {
      const refuse = () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"))
      Object.defineProperty(navigator, "clipboard", { configurable: true, value: { write: refuse, writeText: refuse } })
    })
    await openHydrated(page, `${fixtureURL}${PAGE}`)
    await page.getByRole("button", { name: "Copy page" }).click()
    const status = page.getByRole("status").filter({ hasText: "The clipboard was refused" })
    await expect(status.getByRole("link")).toHaveAttribute("href", TWIN)
  })

  test("sits beside View as Markdown, which opens the twin as text", async ({ page, fixtureURL }) => {
    await openHydrated(page, `${fixtureURL}${PAGE}`)
    const view = page.getByRole("link", { name: "View as Markdown" })
    await expect(view).toHaveAttribute("href", TWIN)
    await view.click()
    await expect(page).toHaveURL(`${fixtureURL}${TWIN}`)
    await expect(page.locator("body")).toContainText("| `journal.fsync` |")
  })
})

test("llms.txt lists the fixture's pages by their twins", async ({ request, fixtureURL }) => {
  const text = await (await request.get(`${fixtureURL}/llms.txt`)).text()
  expect(text).toContain("(https://docs.tachyon.example.com/docs/reference/lookup/index.md)")
  expect(text).toMatch(/^# Tachyon Docs\n\n> /)
})
