import { readFileSync } from "node:fs"
import type { BrowserContext, Page } from "playwright-core"
import { closeBrowser, hydrated, openPage, SITE_URL } from "./harness"

// axe-core on the real site's key pages, in both colour modes: no serious or critical violations.
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")
afterAll(closeBrowser)

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[] }[]
}

const pages = ["/", "/docs/algos/iceberg/", "/search/", "/docs/no/such/page/"]

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource })
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe
    const result = await axe.run(document, { resultTypes: ["violations"] })
    return result.violations
  })) as AxeViolation[]
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`)
}

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
