import { expect, openHydrated, test, windowOf } from "./fixtures"
import { suggestionsFor } from "./search-box"

// On a phone the open search box covers the navbar; its Cancel closes it as if it had never been
// opened: panel shut, query gone, focus back where it was, navbar back.

test.describe("the search box on a phone", () => {
  test.use(windowOf(400))

  test("Cancel closes the panel, clears the query and gives focus back", async ({ page, siteURL }) => {
    await openHydrated(page, `${siteURL}/docs/`)
    const box = page.getByRole("combobox", { name: "Search" })
    const cancel = page.getByRole("button", { name: "Cancel" })
    const menu = page.getByRole("button", { name: "Toggle navigation bar" })
    await expect(cancel).toBeHidden()
    const closedWidth = (await box.boundingBox())!.width

    await menu.focus()
    await box.click()
    await box.fill("iceberg")
    await expect((await suggestionsFor(page, "iceberg")).first()).toBeVisible()
    await expect(cancel).toBeVisible()
    // Beside the box, inside the window, not over the text.
    const [field, button] = [(await box.boundingBox())!, (await cancel.boundingBox())!]
    expect(button.x).toBeGreaterThanOrEqual(field.x + field.width - 1)
    expect(button.x + button.width).toBeLessThanOrEqual(400)
    expect(button.height).toBeGreaterThanOrEqual(24)

    await cancel.click()
    await expect(box).toHaveValue("")
    await expect(box).toHaveAttribute("aria-expanded", "false")
    await expect(page.getByRole("listbox", { name: "Search suggestions" })).toBeHidden()
    await expect(menu).toBeFocused()
    await expect(cancel).toBeHidden()
    expect((await box.boundingBox())!.width).toBe(closedWidth)
  })

  test("Escape closes the suggestions and keeps the box open; Cancel is reached by Tab and pressed by Enter", async ({
    page,
    siteURL,
  }) => {
    await openHydrated(page, `${siteURL}/docs/`)
    const box = page.getByRole("combobox", { name: "Search" })
    const cancel = page.getByRole("button", { name: "Cancel" })
    await box.click()
    await box.fill("iceberg")
    await suggestionsFor(page, "iceberg")
    await page.keyboard.press("Escape")
    await expect(box).toHaveAttribute("aria-expanded", "false")
    await expect(box).toBeFocused()
    await expect(cancel).toBeVisible()

    // (Chrome's search field also empties itself on Escape: type again.)
    await box.fill("twap")
    await suggestionsFor(page, "twap")
    await page.keyboard.press("Tab")
    await expect(cancel).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(box).toHaveValue("")
    await expect(box).not.toBeFocused()
    await expect(cancel).toBeHidden()
  })
})
