import type { Page } from "@playwright/test"
import { axeViolations } from "./axe"
import { expect, openHydrated, test, windowOf } from "./fixtures"

// axe-core on the real site's key pages, in both colour modes: no serious or critical violations.
const pages = ["/", "/docs/algos/iceberg/", "/search/", "/docs/no/such/page/"]

const seriousViolations = (page: Page) => axeViolations(page, ["serious", "critical"])

for (const mode of ["dark", "light"]) {
  test.describe(`axe in ${mode} mode`, () => {
    test.beforeEach(async ({ context }) => {
      await context.addInitScript((m) => localStorage.setItem("theme", m), mode)
    })

    for (const route of pages) {
      test(`${route} has no serious or critical violations`, async ({ page, siteURL }) => {
        await openHydrated(page, siteURL + route)
        expect(await seriousViolations(page)).toEqual([])
      })
    }

    test.describe("at 400 px", () => {
      test.use(windowOf(400))
      test("a doc page with the navigation drawer open has none", async ({ page, siteURL }) => {
        await openHydrated(page, `${siteURL}/docs/algos/iceberg/`)
        await page.getByRole("button", { name: "Toggle navigation bar" }).click()
        await expect(page.getByRole("dialog", { name: "Navigation" })).toBeVisible()
        expect(await seriousViolations(page)).toEqual([])
      })
      test("a doc page with search suggestions open has none", async ({ page, siteURL }) => {
        await openHydrated(page, `${siteURL}/docs/algos/iceberg/`)
        await page.getByRole("combobox", { name: "Search" }).click()
        await page.getByRole("combobox", { name: "Search" }).fill("vwap")
        await expect(page.getByRole("listbox").getByRole("option").first()).toBeVisible()
        expect(await seriousViolations(page)).toEqual([])
      })
    })
  })
}
