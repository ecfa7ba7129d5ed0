import { axeViolations } from "./axe"
import { expect, test, windowOf } from "./fixtures"
import { sitemapRoutes } from "./sitemap"

// axe-core on every page of the sitemap, light at 1280 px and dark at 400 px: catches what a
// new page brings (a table with an empty header cell, a code token without contrast, a wide table
// without keyboard access on a phone). Moderate, serious and critical violations fail.
// The pages are shared out among PARTS tests, every PARTS-th page each, so that the workers share
// the sweep and each test stays short.
const FAILING = ["moderate", "serious", "critical"]
const PARTS = 8

for (const [mode, width] of [
  ["light", 1280],
  ["dark", 400],
] as const) {
  test.describe(`every page in ${mode} mode at ${width} px`, () => {
    test.use(windowOf(width))
    for (let part = 0; part < PARTS; part++) {
      test(`has no moderate, serious or critical axe violations (pages ${part + 1} of every ${PARTS})`, async ({
        page,
        context,
        siteURL,
      }) => {
        test.setTimeout(180_000)
        const routes = await sitemapRoutes(siteURL)
        expect(routes.length).toBeGreaterThan(100)
        await context.addInitScript((m) => localStorage.setItem("theme", m), mode)
        const problems: string[] = []
        for (const route of routes.filter((_, i) => i % PARTS === part)) {
          await page.goto(siteURL + route)
          problems.push(...(await axeViolations(page, FAILING)).map((line) => `${route} ${line}`))
        }
        expect(problems).toEqual([])
      })
    }
  })
}
