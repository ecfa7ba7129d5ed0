import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { expect, hydrated, openHydrated, test } from "./fixtures"

/** routes.txt: every route, with the choices of docs/decisions.md applied ("The list of routes"). */
function routesIn(section: string): string[] {
  const text = readFileSync(path.join(__dirname, "routes.txt"), "utf8")
  const lines = text.split("\n")
  const start = lines.indexOf(`[${section}]`)
  const out: string[] = []
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith("[")) break
    if (line.trim() && !line.startsWith("#")) out.push(line.trim())
  }
  return out
}

test.describe("every route of docs/contract.md", () => {
  const routes = [...routesIn("pages"), ...routesIn("docs pages"), ...routesIn("section roots")]
  test("lists 123 docs pages, as docs/decisions.md says", () => {
    expect(routesIn("docs pages")).toHaveLength(123)
  })
  for (const route of routes) {
    test(`${route} answers with its page`, async ({ siteURL }) => {
      const response = await fetch(siteURL + encodeURI(route), { redirect: "manual" })
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(html).not.toContain("Page Not Found</h1>")
      expect(html).toMatch(/<h1[^>]*>/)
    })
  }
})

test.describe("redirects", () => {
  for (const [from, to] of routesIn("redirects").map((l) => l.split(" -> "))) {
    test(`${from} lands on ${to}`, async ({ page, siteURL }) => {
      await page.goto(siteURL + from)
      await page.waitForURL(siteURL + to)
      expect(new URL(page.url()).pathname).toBe(to)
    })
  }
  test("serves each redirect as static HTML with meta refresh, canonical link and a visible link", async ({
    siteURL,
  }) => {
    // For a host without the serving rules; nginx answers /api/ itself with a 301 (serving.spec.ts).
    const html = await (await fetch(`${siteURL}/api/index.html`)).text()
    expect(html).toMatch(/<meta[^>]+http-equiv="refresh"[^>]+content="0; url=\/docs\/api\/"/)
    expect(html).toMatch(/<link[^>]+rel="canonical"[^>]+href="[^"]*\/docs\/api\/"/)
    expect(html).toMatch(/<a[^>]+href="\/docs\/api\/"/)
  })
})

test.describe("unknown routes and trailing slashes", () => {
  test("shows the Not Found page for an unknown route", async ({ page, siteURL }) => {
    const response = await page.goto(`${siteURL}/docs/no/such/page/`)
    expect(response?.status()).toBe(404)
    await hydrated(page)
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible()
  })
  test("adds the trailing slash to a route written without it", async ({ siteURL }) => {
    const response = await fetch(`${siteURL}/docs/algos`, { redirect: "manual" })
    expect(response.status).toBe(301)
    expect(response.headers.get("location")).toBe("/docs/algos/")
  })
  test("renders internal links with a trailing slash on a doc page", async ({ siteURL }) => {
    const html = await (await fetch(`${siteURL}/docs/index/`)).text()
    const internal = [...html.matchAll(/<a[^>]+href="(\/[^"#?]*)/g)].map((m) => m[1])
    expect(internal.length).toBeGreaterThan(10)
    // Routes end with "/"; a file (the page's Markdown twin, index.md) has its extension.
    expect(internal.filter((href) => !href.endsWith("/") && !/\/index\.md$/.test(href))).toEqual([])
  })
})

test.describe("the docs on the real site", () => {
  test("names the /docs/ cards by their titles alone, with no glyph before them", async ({ page, siteURL }) => {
    await page.goto(`${siteURL}/docs/`)
    const names = await page
      .locator(".card a")
      .evaluateAll((links) => links.map((a) => a.firstElementChild?.textContent ?? ""))
    expect(names.length).toBeGreaterThan(5)
    expect(names.filter((name) => !/^[A-Za-z0-9]/.test(name))).toEqual([])
  })
  test("has one sidebar whose first entry is Introduction, and the Windows service page with its space", async ({
    page,
    siteURL,
  }) => {
    await openHydrated(page, `${siteURL}/docs/kb/windows%20service/`)
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar" })
    await expect(sidebar.getByRole("link").first()).toHaveText("Introduction")
    await expect(sidebar.locator("[aria-current=page]")).toHaveAttribute("href", "/docs/kb/windows%20service/")
  })
  test("shows the docs landing with every top-level section", async ({ page, siteURL }) => {
    await openHydrated(page, `${siteURL}/docs/`)
    for (const section of ["/docs/algos/", "/docs/api/", "/docs/config/", "/docs/tools/"])
      await expect(page.locator(`main a[href="${section}"]`).first()).toBeVisible()
  })
})

test.describe("what readers download", () => {
  const CRASH_MESSAGE = "Test crash while rendering the page"
  test("has no test-only crash trigger in any script of the site", () => {
    const scripts = readdirSync("public").filter((f) => f.endsWith(".js"))
    expect(scripts.length).toBeGreaterThan(5)
    const carrying = scripts.filter((f) => readFileSync(path.join("public", f), "utf8").includes(CRASH_MESSAGE))
    expect(carrying).toEqual([])
  })
  test("(control) the fixture site, which uses the crash trigger, does carry it", async ({ page, fixtureURL }) => {
    // The JavaScript the browser loads for the page, until it has hydrated.
    const bodies: Promise<string>[] = []
    page.on("response", (response) => {
      if (/\.js(\?|$)/.test(response.url())) bodies.push(response.text())
    })
    await openHydrated(page, `${fixtureURL}/docs/guide/first/`)
    const scripts = await Promise.all(bodies)
    expect(scripts.some((js) => js.includes(CRASH_MESSAGE))).toBe(true)
  })
})
