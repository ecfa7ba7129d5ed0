import type { BrowserContext } from "playwright-core"
import { axeViolations } from "./axe"
import { closeBrowser, getBrowser, SITE_URL } from "./harness"

// axe-core on every page of the sitemap, light at 1280 px and dark at 400 px: catches what a
// new page brings (a table with an empty header cell, a code token without contrast, a wide table
// without keyboard access on a phone). Moderate, serious and critical violations fail.
const FAILING = ["moderate", "serious", "critical"]
const PARALLEL = 3
afterAll(closeBrowser)

async function sitemapRoutes(): Promise<string[]> {
  const xml = await (await fetch(`${SITE_URL}/sitemap.xml`)).text()
  return [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1])
}

async function audit(context: BrowserContext, route: string): Promise<string[]> {
  const page = await context.newPage()
  try {
    await page.goto(SITE_URL + route)
    return (await axeViolations(page, FAILING)).map((line) => `${route} ${line}`)
  } finally {
    await page.close()
  }
}

describe.each([
  ["light", 1280],
  ["dark", 400],
])("every page in %s mode at %i px", (mode, width) => {
  it("has no moderate, serious or critical axe violations", async () => {
    const routes = await sitemapRoutes()
    expect(routes.length).toBeGreaterThan(100)
    const context = await (await getBrowser()).newContext({ viewport: { width: Number(width), height: 900 } })
    await context.addInitScript((m) => localStorage.setItem("theme", m), mode)
    const problems: string[] = []
    const queue = [...routes]
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let route = queue.shift(); route !== undefined; route = queue.shift())
          problems.push(...(await audit(context, route)))
      }),
    )
    await context.close()
    expect(problems).toEqual([])
  }, 300_000)
})
