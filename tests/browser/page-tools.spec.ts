import { readFileSync } from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import { test, expect, openHydrated } from "./fixtures"

// The page tools for a browser's agent (src/lib/page-tools/, src/gatsby/browser/page-tools.ts): where
// the browser exposes a model context (the WebMCP proposal), a stand-in for it, injected before the
// page's scripts, records what the page registers and calls each tool; where it does not, the
// tools' code, which travels in the search code's chunk, is never fetched. What the tools read
// (page-tools.json, the index, the twins) is fetched when they are called, not when they register.

const PUBLIC = path.resolve("public")

interface Recorded {
  name: string
  title: string
  description: string
  inputSchema: { type: string; properties: Record<string, unknown>; required?: string[] }
  annotations: { readOnlyHint: boolean }
}

type Where = "navigator" | "document" | "provideContext"

/** A stand-in model context on `navigator` (the first drafts), on `document` (the current one, whose
 * registerTool returns a promise), or with provideContext only; the tools it was given on `window.__tools`. */
async function standIn(page: Page, where: Where) {
  await page.addInitScript((where: Where) => {
    const tools: unknown[] = []
    Object.defineProperty(window, "__tools", { value: tools })
    const modelContext =
      where === "provideContext"
        ? { provideContext: ({ tools: all }: { tools: unknown[] }) => tools.push(...all) }
        : where === "document"
          ? { registerTool: async (tool: unknown) => void tools.push(tool) }
          : { registerTool: (tool: unknown) => void tools.push(tool) }
    Object.defineProperty(where === "document" ? document : navigator, "modelContext", {
      value: modelContext,
      configurable: true,
    })
  }, where)
}

const registered = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __tools: Recorded[] }).__tools.map(
      ({ name, title, description, inputSchema, annotations }) => ({
        name,
        title,
        description,
        inputSchema,
        annotations,
      }),
    ),
  )

/** Calls a registered tool in the page as an agent would; its answer, and how long it took in the page. */
const call = (page: Page, name: string, input: Record<string, unknown>) =>
  page.evaluate(
    async ({ name, input }) => {
      const tools = (window as unknown as { __tools: { name: string; execute: (i: unknown) => Promise<unknown> }[] })
        .__tools
      const started = performance.now()
      try {
        const answer = await tools.find((tool) => tool.name === name)!.execute(input)
        return { answer: answer as Record<string, unknown>, error: null, ms: performance.now() - started }
      } catch (error) {
        return { answer: null, error: (error as Error).message, ms: performance.now() - started }
      }
    },
    { name, input },
  )

const NAMES = ["search_documentation", "get_page_markdown", "list_sections"]

/** The chunk that holds the tools and the search code they answer with. */
const isToolsChunk = (file: string) => /^\/search-engine-[0-9a-f]{20}\.js$/.test(file)

test.describe("where the browser offers a model context", () => {
  for (const where of ["navigator", "document", "provideContext"] as const)
    test(`registers the three tools, read-only, each with a description and an input schema (${where})`, async ({
      page,
      siteURL,
    }) => {
      const fetched: string[] = []
      page.on("request", (request) => fetched.push(new URL(request.url()).pathname))
      await standIn(page, where)
      await openHydrated(page, `${siteURL}/docs/algos/twap/`)
      await expect.poll(async () => (await registered(page)).map((tool) => tool.name)).toEqual(NAMES)
      expect(fetched.filter(isToolsChunk)).toHaveLength(1)
      await page.waitForLoadState("networkidle")
      expect(fetched.filter((file) => file === "/page-tools.json" || file.includes("search-index"))).toEqual([])
      for (const tool of await registered(page)) {
        expect(tool.description.length, tool.name).toBeGreaterThan(40)
        expect(tool.inputSchema.type, tool.name).toBe("object")
        expect(tool.annotations.readOnlyHint, tool.name).toBe(true)
      }
      expect((await registered(page))[0].inputSchema.required).toEqual(["query"])
    })

  test("search_documentation answers the site's search results: title, URL, excerpt", async ({ page, siteURL }) => {
    const violations: string[] = []
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    await standIn(page, "navigator")
    await openHydrated(page, `${siteURL}/docs/`)
    await expect.poll(async () => (await registered(page)).length).toBe(3)
    const first = await call(page, "search_documentation", { query: "iceberg display quantity" })
    expect(first.error).toBeNull()
    const results = first.answer!.results as { title: string; url: string; markdownUrl: string; excerpt: string }[]
    expect(results.length).toBeGreaterThan(0)
    expect(results.length).toBeLessThanOrEqual(5)
    expect(results[0].title).toMatch(/iceberg/i)
    expect(results[0].url.startsWith(`${siteURL}/docs/`)).toBe(true)
    expect(results[0].excerpt.length).toBeGreaterThan(20)
    const twin = await page.request.get(results[0].markdownUrl)
    expect(twin.status()).toBe(200)
    // The same query again, the index in memory; a new one needs its shards and result files.
    const again = await call(page, "search_documentation", { query: "iceberg display quantity" })
    const other = await call(page, "search_documentation", { query: "journal fsync", limit: 3 })
    expect((other.answer!.results as unknown[]).length).toBeLessThanOrEqual(3)
    test.info().annotations.push({
      type: "search_documentation ms (first, index loaded; again; another query)",
      description: [first.ms, again.ms, other.ms].map((ms) => ms.toFixed(1)).join("; "),
    })
    console.log(
      `search_documentation: first ${first.ms.toFixed(1)} ms, again ${again.ms.toFixed(1)} ms, another query ${other.ms.toFixed(1)} ms`,
    )
    const empty = await call(page, "search_documentation", { query: " " })
    expect(empty.error).toMatch(/query/)
    // The tools' chunk, the index and the twins load under the site's policy as it is.
    expect(violations).toEqual([])
  })

  test("get_page_markdown answers the open page's twin, then a named one, and follows client navigation", async ({
    page,
    siteURL,
  }) => {
    await standIn(page, "navigator")
    await openHydrated(page, `${siteURL}/docs/algos/twap/`)
    await expect.poll(async () => (await registered(page)).length).toBe(3)
    const twap = readFileSync(path.join(PUBLIC, "docs/algos/twap/index.md"), "utf8")
    expect((await call(page, "get_page_markdown", {})).answer).toEqual({
      url: `${siteURL}/docs/algos/twap/`,
      markdownUrl: `${siteURL}/docs/algos/twap/index.md`,
      markdown: twap,
    })
    const windows = await call(page, "get_page_markdown", { url: `${siteURL}/docs/kb/windows%20service/` })
    expect(windows.answer!.markdown).toBe(readFileSync(path.join(PUBLIC, "docs/kb/windows service/index.md"), "utf8"))
    expect((await call(page, "get_page_markdown", { url: "https://example.org/docs/x/" })).error).toMatch(
      /not a documentation page/,
    )
    // A link followed in the page (no reload): the tools, registered once, read the new page.
    const link = page.locator("article a[href^='/docs/']").first()
    const target = (await link.getAttribute("href"))!.split("#")[0]
    await link.click()
    await page.waitForURL((url) => url.pathname === decodeURI(target))
    const next = await call(page, "get_page_markdown", {})
    expect(next.answer!.markdownUrl).toBe(`${siteURL}${target}index.md`)
    expect((await registered(page)).length).toBe(3)
  })

  test("list_sections answers the sidebar's sections with every page", async ({ page, siteURL }) => {
    await standIn(page, "navigator")
    await openHydrated(page, `${siteURL}/`)
    await expect.poll(async () => (await registered(page)).length).toBe(3)
    const { answer } = await call(page, "list_sections", {})
    const sections = answer!.sections as {
      title: string
      url: string | null
      allPagesMarkdownUrl: string | null
      pages: unknown[]
    }[]
    expect(answer!.index).toBe(`${siteURL}/llms.txt`)
    expect(sections.length).toBeGreaterThanOrEqual(10)
    expect(sections.reduce((n, s) => n + s.pages.length, 0)).toBeGreaterThanOrEqual(140)
    const api = sections.find((s) => s.url === `${siteURL}/docs/api/`)!
    expect(api.allPagesMarkdownUrl).toBe(`${siteURL}/llms/api.txt`)
    expect((await page.request.get(api.allPagesMarkdownUrl!)).status()).toBe(200)
  })
})

test("where it does not: no tools' code is fetched and nothing is registered", async ({ page, siteURL }) => {
  const fetched: string[] = []
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname))
  await openHydrated(page, `${siteURL}/docs/algos/twap/`)
  await page.waitForLoadState("networkidle")
  expect(await page.evaluate(() => "modelContext" in navigator || "modelContext" in document)).toBe(false)
  expect(fetched.filter(isToolsChunk)).toEqual([])
  expect(fetched.filter((file) => file.includes("search-index") || file === "/page-tools.json")).toEqual([])
  // Nor is any of it in the scripts every page loads: only the check for a model context is.
  const scripts = fetched.filter((file) => file.endsWith(".js"))
  expect(scripts.length).toBeGreaterThan(0)
  for (const script of scripts) expect(readFileSync(path.join(PUBLIC, script), "utf8")).not.toContain(NAMES[0])
})
