import { readFileSync } from "node:fs"
import type { Page } from "@playwright/test"

// axe-core run in a loaded page, shared by the accessibility tests.
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[] }[]
}

/** The page's axe violations whose impact is in `impacts`, one line each: id, impact, help, the first targets. */
export async function axeViolations(page: Page, impacts: readonly string[]): Promise<string[]> {
  // Evaluated by the browser's tools, as the policy allows: an inline <script> would be refused.
  await page.evaluate(axeSource)
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe
    const result = await axe.run(document, { resultTypes: ["violations"] })
    return result.violations
  })) as AxeViolation[]
  return violations
    .filter((v) => impacts.includes(v.impact ?? ""))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    )
}
