import type { BrowserContext, Page } from "playwright-core"
import { axeViolations } from "./axe"
import { closeBrowser, hydrated, openPage, SITE_URL } from "./harness"

// axe-core on the real site's key pages, in both colour modes: no serious or critical violations.
afterAll(closeBrowser)

const pages = ["/", "/docs/algos/iceberg/", "/search/", "/docs/no/such/page/"]

const seriousViolations = (page: Page) => axeViolations(page, ["serious", "critical"])

async function open(route: string, mode: string, width?: number): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await openPage(width)
  await context.addInitScript((m) => localStorage.setItem("theme", m), mode)
  await page.goto(SITE_URL + route)
  await hydrated(page)
  return { context, page }
}

describe.each(["dark", "light"])("axe in %s mode", (mode) => {
  it.each(pages)("%s has no serious or critical violations", async (route) => {
    const { context, page } = await open(route, mode)
    expect(await seriousViolations(page)).toEqual([])
    await context.close()
  })
  it("a doc page at 400 px with the navigation drawer open has none", async () => {
    const { context, page } = await open("/docs/algos/iceberg/", mode, 400)
    await page.getByRole("button", { name: "Toggle navigation bar" }).click()
    await page.getByRole("dialog", { name: "Navigation" }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await context.close()
  })
  it("a doc page at 400 px with search suggestions open has none", async () => {
    const { context, page } = await open("/docs/algos/iceberg/", mode, 400)
    await page.getByRole("combobox", { name: "Search" }).click()
    await page.getByRole("combobox", { name: "Search" }).fill("vwap")
    await page.getByRole("listbox").getByRole("option").first().waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await context.close()
  })
})
