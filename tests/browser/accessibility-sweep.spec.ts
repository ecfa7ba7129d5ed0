import type { BrowserContext } from "@playwright/test"
import { axeViolations } from "./axe"
import { expect, test, windowOf } from "./fixtures"
import { sitemapRoutes } from "./sitemap"

// axe-core on every page of the sitemap, light at 1280 px and dark at 400 px: catches what a
// new page brings (a table with an empty header cell, a code token without contrast, a wide table
// without keyboard access on a phone). Moderate, serious and critical violations fail.
const FAILING = ["moderate", "serious", "critical"]
const PARALLEL = 3

async function audit(context: BrowserContext, url: string, route: string): Promise<string[]> {
  const page = await context.newPage()
  try {
    await page.goto(url)
    return (await axeViolations(page, FAILING)).map((line) => `${route} ${line}`)
  } finally {
    await page.close()
  }
}

for (const [mode, width] of [
  ["light", 1280],
  ["dark", 400],
] as const) {
  test.describe(`every page in ${mode} mode at ${width} px`, () => {
    test.use(windowOf(width))
    test("has no moderate, serious or critical axe violations", async ({ context, siteURL }) => {
      test.setTimeout(300_000)
      const routes = await sitemapRoutes(siteURL)
      expect(routes.length).toBeGreaterThan(100)
      await context.addInitScript((m) => localStorage.setItem("theme", m), mode)
      const problems: string[] = []
      const queue = [...routes]
      await Promise.all(
        Array.from({ length: PARALLEL }, async () => {
          for (let route = queue.shift(); route !== undefined; route = queue.shift())
            problems.push(...(await audit(context, siteURL + route, route)))
        }),
      )
      expect(problems).toEqual([])
    })
  })
}
