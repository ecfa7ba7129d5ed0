import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { closeBrowser, FIXTURE_URL, hydrated, openPage, SITE_URL } from "./harness"

/** routes.txt: a copy of the spec's list of routes (the project never reads ../shared at run time). */
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

afterAll(closeBrowser)

describe("every route of the spec", () => {
  const routes = [...routesIn("pages"), ...routesIn("docs pages"), ...routesIn("section roots")]
  it("lists 123 docs pages, as decisions.md says", () => {
    expect(routesIn("docs pages")).toHaveLength(123)
  })
  it.each(routes)("%s answers with its page", async (route) => {
    const response = await fetch(SITE_URL + encodeURI(route), { redirect: "manual" })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).not.toContain("Page Not Found</h1>")
    expect(html).toMatch(/<h1[^>]*>/)
  })
})

describe("redirects", () => {
  it.each(routesIn("redirects").map((l) => l.split(" -> ")))("%s lands on %s", async (from, to) => {
    const { context, page } = await openPage()
    await page.goto(SITE_URL + from)
    await page.waitForURL(SITE_URL + to)
    expect(new URL(page.url()).pathname).toBe(to)
    await context.close()
  })
  it("serves each redirect as static HTML with meta refresh, canonical link and a visible link", async () => {
    const html = await (await fetch(`${SITE_URL}/api/`)).text()
    expect(html).toMatch(/<meta[^>]+http-equiv="refresh"[^>]+content="0; url=\/docs\/api\/"/)
    expect(html).toMatch(/<link[^>]+rel="canonical"[^>]+href="[^"]*\/docs\/api\/"/)
    expect(html).toMatch(/<a[^>]+href="\/docs\/api\/"/)
  })
})

describe("unknown routes and trailing slashes", () => {
  it("shows the Not Found page for an unknown route", async () => {
    const { context, page } = await openPage()
    const response = await page.goto(`${SITE_URL}/docs/no/such/page/`)
    expect(response?.status()).toBe(404)
    await hydrated(page)
    await page.getByRole("heading", { level: 1, name: "Page Not Found" }).waitFor()
    await context.close()
  })
  it("adds the trailing slash to a route written without it", async () => {
    const response = await fetch(`${SITE_URL}/docs/algos`, { redirect: "manual" })
    expect(response.status).toBe(301)
    expect(response.headers.get("location")).toBe("/docs/algos/")
  })
  it("renders internal links with a trailing slash on a doc page", async () => {
    const html = await (await fetch(`${SITE_URL}/docs/index/`)).text()
    const internal = [...html.matchAll(/<a[^>]+href="(\/[^"#?]*)/g)].map((m) => m[1])
    expect(internal.length).toBeGreaterThan(10)
    expect(internal.filter((href) => !href.endsWith("/"))).toEqual([])
  })
})

describe("the docs on the real site", () => {
  it("has one sidebar whose first entry is Introduction, and the Windows service page with its space", async () => {
    const { context, page } = await openPage()
    await page.goto(`${SITE_URL}/docs/kb/windows%20service/`)
    await hydrated(page)
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar" })
    await expect(sidebar.getByRole("link").first().textContent()).resolves.toBe("Introduction")
    await expect(sidebar.locator("[aria-current=page]").getAttribute("href")).resolves.toBe(
      "/docs/kb/windows%20service/",
    )
    await context.close()
  })
  it("shows the docs landing with every top-level section", async () => {
    const { context, page } = await openPage()
    await page.goto(`${SITE_URL}/docs/`)
    await hydrated(page)
    for (const section of ["/docs/algos/", "/docs/api/", "/docs/config/", "/docs/tools/"]) {
      await page.locator(`main a[href="${section}"]`).first().waitFor()
    }
    await context.close()
  })
})

describe("what readers download", () => {
  const CRASH_MESSAGE = "Test crash while rendering the page"
  /** The JavaScript the browser loads for a page, until it has hydrated. */
  async function scriptsOf(url: string): Promise<string[]> {
    const { context, page } = await openPage()
    try {
      const bodies: Promise<string>[] = []
      page.on("response", (response) => {
        if (/\.js(\?|$)/.test(response.url())) bodies.push(response.text())
      })
      await page.goto(url)
      await hydrated(page)
      return await Promise.all(bodies)
    } finally {
      await context.close()
    }
  }
  it("has no test-only crash trigger in any script of the site", () => {
    const scripts = readdirSync("public").filter((f) => f.endsWith(".js"))
    expect(scripts.length).toBeGreaterThan(5)
    const carrying = scripts.filter((f) => readFileSync(path.join("public", f), "utf8").includes(CRASH_MESSAGE))
    expect(carrying).toEqual([])
  })
  it("(control) the fixture site, which uses the crash trigger, does carry it", async () => {
    const scripts = await scriptsOf(`${FIXTURE_URL}/docs/guide/first/`)
    expect(scripts.some((js) => js.includes(CRASH_MESSAGE))).toBe(true)
  })
})
