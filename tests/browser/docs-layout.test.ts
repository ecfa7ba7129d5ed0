import { closeBrowser, FIXTURE_URL, hydrated, openPage } from "./harness"
import type { BrowserContext, Page } from "playwright-core"

// Component behaviour, checked on the fixture site (tests/fixtures/site), whose pages hold
// every element of a doc page.
let context: BrowserContext
let page: Page

beforeEach(async () => {
  ;({ context, page } = await openPage())
})
afterEach(async () => context.close())
afterAll(closeBrowser)

async function visit(route: string) {
  await page.goto(FIXTURE_URL + route)
  await hydrated(page)
}

describe("docs sidebar", () => {
  it("starts with Introduction and opens the active page's category only", async () => {
    await visit("/docs/guide/first/")
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar" })
    await expect(sidebar.getByRole("link").first().textContent()).resolves.toBe("Introduction")
    await expect(sidebar.getByRole("link", { name: "First guide page" }).getAttribute("aria-current")).resolves.toBe(
      "page",
    )
    await expect(
      sidebar.getByRole("button", { name: "Collapse category Guide" }).getAttribute("aria-expanded"),
    ).resolves.toBe("true")
    await expect(
      sidebar.getByRole("button", { name: "Expand category Reference" }).getAttribute("aria-expanded"),
    ).resolves.toBe("false")
    expect(await sidebar.getByRole("link", { name: "Lookup table" }).isVisible()).toBe(false)
  })
  it("closes a category's siblings when the reader opens it", async () => {
    await visit("/docs/guide/first/")
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar" })
    await sidebar.getByRole("button", { name: "Expand category Reference" }).click()
    await sidebar.getByRole("link", { name: "Lookup table" }).waitFor()
    await expect(
      sidebar.getByRole("button", { name: "Expand category Guide" }).getAttribute("aria-expanded"),
    ).resolves.toBe("false")
    expect(await sidebar.getByRole("link", { name: "Second guide page" }).isVisible()).toBe(false)
  })
  it("can be hidden and shown again", async () => {
    await visit("/docs/guide/first/")
    await page.getByRole("button", { name: "Collapse sidebar" }).click()
    await page.getByRole("navigation", { name: "Docs sidebar" }).waitFor({ state: "detached" })
    await page.getByRole("button", { name: "Expand sidebar" }).click()
    await page.getByRole("navigation", { name: "Docs sidebar" }).waitFor()
  })
  it("links a route once: the file that lost a duplicate route is not in the sidebar", async () => {
    // zz-duplicate.mdx claims /docs/guide/second/, which second.mdx keeps (the build warns)
    await visit("/docs/guide/first/")
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar" })
    expect(await sidebar.getByRole("link", { name: "Second guide duplicate" }).count()).toBe(0)
    expect(await sidebar.locator('a[href="/docs/guide/second/"]').count()).toBe(1)
    await expect(
      page.getByRole("navigation", { name: "Docs pages" }).getByRole("link", { name: /Next/ }).getAttribute("href"),
    ).resolves.toBe("/docs/guide/second/")
  })
  it("leaves drafts out of a production build", async () => {
    await visit("/docs/guide/first/")
    expect(await page.getByRole("link", { name: "Draft page" }).count()).toBe(0)
    const response = await page.goto(`${FIXTURE_URL}/docs/guide/draft/`)
    expect(response?.status()).toBe(404)
  })
})

describe("table of contents, breadcrumbs and pagination", () => {
  it("lists levels 2 and 3 only, with the ids the headings render", async () => {
    await visit("/docs/guide/first/")
    const toc = page.getByRole("navigation", { name: "On this page" })
    const hrefs = await toc.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))
    expect(hrefs).toEqual([
      "#code-blocks",
      "#a-table",
      "#callouts-and-tabs",
      "#repeated-heading",
      "#repeated-heading-1",
    ])
    for (const href of hrefs) expect(await page.locator(`h2${href}, h3${href}`).count()).toBe(1)
  })
  it("marks the heading in view", async () => {
    await visit("/docs/guide/first/")
    const toc = page.getByRole("navigation", { name: "On this page" })
    await page.locator("#callouts-and-tabs").scrollIntoViewIfNeeded()
    await page.evaluate(() => document.getElementById("callouts-and-tabs")?.scrollIntoView({ block: "start" }))
    await page.waitForFunction(
      () =>
        document.querySelector('nav[aria-label="On this page"] [aria-current="location"]')?.getAttribute("href") ===
        "#callouts-and-tabs",
    )
    expect(await toc.locator('[aria-current="location"]').count()).toBe(1)
  })
  it("shows breadcrumbs from Docs down to the page", async () => {
    await visit("/docs/reference/deep/renamed-page/")
    const crumbs = page.getByRole("navigation", { name: "Breadcrumbs" })
    await expect(crumbs.getByRole("listitem").allTextContents()).resolves.toEqual([
      "Docs",
      "Reference",
      "Deep",
      "Deep page",
    ])
    await expect(crumbs.getByRole("link", { name: "Reference" }).getAttribute("href")).resolves.toBe("/docs/reference/")
  })
  it("links previous and next pages in sidebar order", async () => {
    await visit("/docs/guide/first/")
    const nav = page.getByRole("navigation", { name: "Docs pages" })
    await expect(nav.getByRole("link", { name: /Previous/ }).getAttribute("href")).resolves.toBe("/docs/guide/")
    await expect(nav.getByRole("link", { name: /Next/ }).getAttribute("href")).resolves.toBe("/docs/guide/second/")
    await nav.getByRole("link", { name: /Next/ }).click()
    await page.waitForURL(`${FIXTURE_URL}/docs/guide/second/`)
    await page.getByRole("heading", { level: 1, name: "Second guide page" }).waitFor()
  })
  it("generates an index for a folder without an overview", async () => {
    await visit("/docs/reference/")
    await page.getByRole("heading", { level: 1, name: "Reference" }).waitFor()
    await page
      .locator('main a[href="/docs/reference/lookup/"]', {
        hasText: "A reference page in a folder without an overview.",
      })
      .waitFor()
  })
})

describe("MDX content", () => {
  it("highlights java, python and bash at build time and leaves other languages plain", async () => {
    const response = await page.goto(`${FIXTURE_URL}/docs/guide/first/`)
    const html = (await response?.text()) ?? ""
    for (const lang of ["java", "python", "bash"])
      expect(html).toMatch(
        new RegExp(`<pre tabindex="0" class="language-${lang}"><code class="language-${lang}"><span class="token`),
      )
    expect(html).toContain(
      'data-language="hocon"><pre tabindex="0" class="language-text"><code class="language-text">journal.path = ',
    )
  })
  it("copies a code block to the clipboard", async () => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: FIXTURE_URL })
    await visit("/docs/guide/first/")
    await page.getByRole("button", { name: "Copy code to clipboard" }).nth(2).click()
    await page.getByRole("button", { name: "Copy code to clipboard" }).nth(2).filter({ hasText: "Copied" }).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('echo "hello" | grep h')
  })
  it("renders the five admonition types", async () => {
    await visit("/docs/guide/first/")
    for (const type of ["note", "tip", "info", "warning", "danger"])
      expect(await page.locator(`.admonition-${type}`).count()).toBe(1)
    await page.locator(".admonition-tip", { hasText: "Custom title" }).waitFor()
  })
  it("switches tabs", async () => {
    await visit("/docs/guide/first/")
    const python = page.getByRole("tab", { name: "Python" })
    await python.click()
    await page.getByRole("tab", { name: "Python", selected: true }).waitFor()
    expect(await page.getByRole("tabpanel").filter({ hasText: "x = 1" }).isVisible()).toBe(true)
  })
  it("gives headings anchor links and resolves relative .mdx links to routes", async () => {
    await visit("/docs/guide/first/")
    await expect(page.locator("h2#code-blocks a.heading-anchor").getAttribute("href")).resolves.toBe("#code-blocks")
    await expect(page.getByRole("link", { name: "link to the second page" }).getAttribute("href")).resolves.toBe(
      "/docs/guide/second/#second-heading",
    )
  })
})
