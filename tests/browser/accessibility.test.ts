import { readFileSync } from "node:fs"
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

describe.each(["dark", "light"])("axe in %s mode", (mode) => {
  it.each(pages)("%s has no serious or critical violations", async (route) => {
    const { context, page } = await openPage()
    await context.addInitScript((m) => localStorage.setItem("theme", m), mode)
    await page.goto(SITE_URL + route)
    await hydrated(page)
    await page.addScriptTag({ content: axeSource })
    const violations = (await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe
      const result = await axe.run(document, { resultTypes: ["violations"] })
      return result.violations
    })) as AxeViolation[]
    const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`)
    expect(serious).toEqual([])
    await context.close()
  })
})
