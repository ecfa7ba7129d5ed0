import type { Page } from "@playwright/test"
import { expect, openHydrated, test, windowOf } from "./fixtures"
import { ADMONITION_TYPES } from "../../src/lib/admonitions"

// Component behaviour, checked on the fixture site (tests/fixtures/site), whose pages hold
// every element of a doc page.

const sidebarOf = (page: Page) => page.getByRole("navigation", { name: "Docs sidebar" })

// A page far down a long section of the real site, and pages with note and info admonitions.
const LONG_SECTION_PAGE = "/docs/kb/trading_activity_report/"
const ADMONITION_PAGES = ["/docs/data_model/market_data/level1_data/", "/docs/kb/slow_journal_load/"]

test.describe("docs sidebar", () => {
  test("starts with Introduction and opens the active page's category only", async ({ page, fixtureURL }) => {
    await openHydrated(page, `${fixtureURL}/docs/guide/first/`)
    const sidebar = sidebarOf(page)
    await expect(sidebar.getByRole("link").first()).toHaveText("Introduction")
    await expect(sidebar.getByRole("link", { name: "First guide page" })).toHaveAttribute("aria-current", "page")
    await expect(sidebar.getByRole("button", { name: "Collapse category Guide" })).toHaveAttribute(
      "aria-expanded",
      "true",
    )
    await expect(sidebar.getByRole("button", { name: "Expand category Reference" })).toHaveAttribute(
      "aria-expanded",
      "false",
    )
    await expect(sidebar.getByRole("link", { name: "Lookup table" })).toBeHidden()
  })
  test("closes a category's siblings when the reader opens it", async ({ page, fixtureURL }) => {
    await openHydrated(page, `${fixtureURL}/docs/guide/first/`)
    const sidebar = sidebarOf(page)
    await sidebar.getByRole("button", { name: "Expand category Reference" }).click()
    await expect(sidebar.getByRole("link", { name: "Lookup table" })).toBeVisible()
    await expect(sidebar.getByRole("button", { name: "Expand category Guide" })).toHaveAttribute(
      "aria-expanded",
      "false",
    )
    await expect(sidebar.getByRole("link", { name: "Second guide page" })).toBeHidden()
  })
  test("can be hidden and shown again", async ({ page, fixtureURL }) => {
    await openHydrated(page, `${fixtureURL}/docs/guide/first/`)
    await page.getByRole("button", { name: "Collapse sidebar" }).click()
    await expect(sidebarOf(page)).not.toBeAttached()
    await page.getByRole("button", { name: "Expand sidebar" }).click()
    await expect(sidebarOf(page)).toBeVisible()
  })
  test("links a route once: the file that lost a duplicate route is not in the sidebar", async ({
    page,
    fixtureURL,
  }) => {
    // zz-duplicate.mdx claims /docs/guide/second/, which second.mdx keeps (the build warns)
    await openHydrated(page, `${fixtureURL}/docs/guide/first/`)
    const sidebar = sidebarOf(page)
    await expect(sidebar.getByRole("link", { name: "Second guide duplicate" })).toHaveCount(0)
    await expect(sidebar.locator('a[href="/docs/guide/second/"]')).toHaveCount(1)
    await expect(
      page.getByRole("navigation", { name: "Docs pages" }).getByRole("link", { name: /Next/ }),
    ).toHaveAttribute("href", "/docs/guide/second/")
  })
  test("leaves drafts out of a production build", async ({ page, fixtureURL }) => {
    await openHydrated(page, `${fixtureURL}/docs/guide/first/`)
    await expect(page.getByRole("link", { name: "Draft page" })).toHaveCount(0)
    const response = await page.goto(`${fixtureURL}/docs/guide/draft/`)
    expect(response?.status()).toBe(404)
  })
})

test.describe("table of contents, breadcrumbs and pagination", () => {
  test("lists levels 2 and 3 only, with the ids the headings render", async ({ page, fixtureURL }) => {
    await openHydrated(page, `${fixtureURL}/docs/guide/first/`)
    const toc = page.getByRole("navigation", { name: "On this page" })
    const hrefs = await toc.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))
    expect(hrefs).toEqual([
      "#code-blocks",
      "#a-table",
      "#callouts-and-tabs",
      "#repeated-heading",
      "#repeated-heading-1",
    ])
    for (const href of hrefs) await expect(page.locator(`h2${href}, h3${href}`)).toHaveCount(1)
  })
  test("marks the heading in view", async ({ page, fixtureURL }) => {
    await openHydrated(page, `${fixtureURL}/docs/guide/first/`)
    const toc = page.getByRole("navigation", { name: "On this page" })
    await page.locator("#callouts-and-tabs").scrollIntoViewIfNeeded()
    await page.evaluate(() => document.getElementById("callouts-and-tabs")?.scrollIntoView({ block: "start" }))
    await expect(toc.locator('[aria-current="location"]')).toHaveAttribute("href", "#callouts-and-tabs")
    await expect(toc.locator('[aria-current="location"]')).toHaveCount(1)
  })
  test("shows breadcrumbs from Docs down to the page", async ({ page, fixtureURL }) => {
    await openHydrated(page, `${fixtureURL}/docs/reference/deep/renamed-page/`)
    const crumbs = page.getByRole("navigation", { name: "Breadcrumbs" })
    await expect(crumbs.getByRole("listitem")).toHaveText(["Docs", "Reference", "Deep", "Deep page"])
    await expect(crumbs.getByRole("link", { name: "Reference" })).toHaveAttribute("href", "/docs/reference/")
  })
  test("links previous and next pages in sidebar order", async ({ page, fixtureURL }) => {
    await openHydrated(page, `${fixtureURL}/docs/guide/first/`)
    const nav = page.getByRole("navigation", { name: "Docs pages" })
    await expect(nav.getByRole("link", { name: /Previous/ })).toHaveAttribute("href", "/docs/guide/")
    await expect(nav.getByRole("link", { name: /Next/ })).toHaveAttribute("href", "/docs/guide/second/")
    await nav.getByRole("link", { name: /Next/ }).click()
    await page.waitForURL(`${fixtureURL}/docs/guide/second/`)
    await expect(page.getByRole("heading", { level: 1, name: "Second guide page" })).toBeVisible()
  })
  test("generates an index for a folder without an overview", async ({ page, fixtureURL }) => {
    await openHydrated(page, `${fixtureURL}/docs/reference/`)
    await expect(page.getByRole("heading", { level: 1, name: "Reference" })).toBeVisible()
    await expect(
      page.locator('main a[href="/docs/reference/lookup/"]', {
        hasText: "A reference page in a folder without an overview.",
      }),
    ).toBeVisible()
  })
})

test.describe("MDX content", () => {
  test("highlights java, python and bash at build time and leaves other languages plain", async ({
    page,
    fixtureURL,
  }) => {
    const response = await page.goto(`${fixtureURL}/docs/guide/first/`)
    const html = (await response?.text()) ?? ""
    // Each line is its own element (src/lib/code/lines.ts), Prism's tokens inside it.
    for (const lang of ["java", "python", "bash"])
      expect(html).toMatch(
        new RegExp(
          `<pre tabindex="0" class="language-${lang}"><code class="language-${lang}"><span class="code-line">[^\\n]*?<span class="token`,
        ),
      )
    expect(html).toContain('data-language="hocon"')
    expect(html).toContain(
      '<pre tabindex="0" class="language-hocon"><code class="language-hocon"><span class="code-line">journal.path = ',
    )
  })
  test("copies a code block to the clipboard", async ({ page, context, fixtureURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: fixtureURL })
    await openHydrated(page, `${fixtureURL}/docs/guide/first/`)
    const copy = page.getByRole("button", { name: "Copy code to clipboard" }).nth(2)
    await copy.click()
    await expect(copy).toContainText("Copied")
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('echo "hello" | grep h')
  })
  test("renders every admonition type", async ({ page, fixtureURL }) => {
    await openHydrated(page, `${fixtureURL}/docs/guide/first/`)
    for (const type of ADMONITION_TYPES) await expect(page.locator(`.admonition-${type}`)).toHaveCount(1)
    await expect(page.locator(".admonition-tip", { hasText: "Custom title" })).toBeVisible()
  })
  test("switches tabs", async ({ page, fixtureURL }) => {
    await openHydrated(page, `${fixtureURL}/docs/guide/first/`)
    await page.getByRole("tab", { name: "Python" }).click()
    await expect(page.getByRole("tab", { name: "Python", selected: true })).toBeVisible()
    await expect(page.getByRole("tabpanel").filter({ hasText: "x = 1" })).toBeVisible()
  })
  test("gives headings anchor links and resolves relative .mdx links to routes", async ({ page, fixtureURL }) => {
    await openHydrated(page, `${fixtureURL}/docs/guide/first/`)
    await expect(page.locator("h2#code-blocks a.heading-anchor")).toHaveAttribute("href", "#code-blocks")
    await expect(page.getByRole("link", { name: "link to the second page" })).toHaveAttribute(
      "href",
      "/docs/guide/second/#second-heading",
    )
  })
})

test.describe("reader polish on the real site", () => {
  test("the sidebar scrolls to the current page of a long section, not the window", async ({ page, siteURL }) => {
    await openHydrated(page, `${siteURL}${LONG_SECTION_PAGE}`)
    const view = await page.getByRole("navigation", { name: "Docs sidebar" }).evaluate((nav) => {
      const current = nav.querySelector('a[aria-current="page"]')!.getBoundingClientRect()
      const box = nav.getBoundingClientRect()
      return { scrolled: nav.scrollTop > 0, inView: current.top >= box.top && current.bottom <= box.bottom }
    })
    expect(view).toEqual({ scrolled: true, inView: true })
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })
  test("collapsing the sidebar gives the article its width", async ({ page, siteURL }) => {
    await openHydrated(page, `${siteURL}/docs/algos/twap/`)
    const width = () => page.locator("article").evaluate((a) => a.getBoundingClientRect().width)
    const before = await width()
    await page.getByRole("button", { name: "Collapse sidebar" }).click()
    await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible()
    expect((await width()) - before).toBeGreaterThan(200)
  })
  test("admonition titles read as written, and note and info have icons of their own", async ({ page, siteURL }) => {
    await page.goto(`${siteURL}/docs/algos/twap/`)
    const heading = page.locator(".admonition-heading").first()
    expect(await heading.evaluate((h) => getComputedStyle(h).textTransform)).toBe("none")
    const icon = async (kind: string) => {
      for (const route of ADMONITION_PAGES) {
        await page.goto(siteURL + route)
        const path = page.locator(`.admonition-${kind} .admonition-heading path`).first()
        if (await path.count()) return path.getAttribute("d")
      }
      throw new Error(`no ${kind} admonition on ${ADMONITION_PAGES.join(", ")}`)
    }
    expect(await icon("note")).not.toBe(await icon("info"))
  })
  test.describe("on a long page", () => {
    test.use({ reducedMotion: "reduce" })
    test("Back to top shows once the reader is down the page and takes them back", async ({ page, siteURL }) => {
      await openHydrated(page, `${siteURL}/docs/api/java/algorithm_dev_guide/tutorial_twap/`)
      const back = page.getByRole("button", { name: "Back to top" })
      await expect(back).toBeHidden()
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2))
      await expect(back).toBeVisible()
      await back.click()
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
      await expect(back).toBeHidden()
    })
    test("Back to top covers no entry of the table of contents at 1280x800", async ({ page, siteURL }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await openHydrated(page, `${siteURL}/docs/config/config_reference/`)
      // Halfway down, where the list is stuck under the navbar (at the end of the page it moves up).
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2))
      const back = page.getByRole("button", { name: "Back to top" })
      await expect(back).toBeVisible()
      const toc = page.getByRole("navigation", { name: "On this page" })
      // The list scrolled to its end: its last entries are as low as they go.
      await toc.evaluate((nav) => (nav.scrollTop = nav.scrollHeight))
      const button = (await back.boundingBox())!
      // An entry is seen where it lies inside the list's scrolled box (the rest is clipped).
      const covered = await toc.evaluate((nav, b) => {
        const shown = nav.getBoundingClientRect()
        return [...nav.querySelectorAll("a")]
          .map((a) => ({ text: a.textContent, r: a.getBoundingClientRect() }))
          .filter(({ r }) => r.top < shown.bottom && r.bottom > shown.top)
          .filter(({ r }) => r.bottom > b.y && r.top < b.y + b.height && r.right > b.x && r.left < b.x + b.width)
          .map(({ text }) => text)
      }, button)
      expect(covered).toEqual([])
    })
  })
})

// The sidebar and TOC styles are CSS modules beside their components: the two cases whose
// rules come from another sheet, checked as a reader gets them.
test.describe("sidebar and TOC styles in their modules", () => {
  test("the sidebar in the drawer gets its own top padding, from the sidebar's sheet", async ({ page, siteURL }) => {
    const paddingTop = (nav: ReturnType<typeof sidebarOf>) => nav.evaluate((n) => getComputedStyle(n).paddingTop)
    await openHydrated(page, `${siteURL}/docs/algos/twap/`)
    expect(await paddingTop(sidebarOf(page))).toBe("20px")
    await page.setViewportSize({ width: 400, height: 800 })
    await page.getByRole("button", { name: "Toggle navigation bar" }).click()
    const inDrawer = page.getByRole("dialog", { name: "Navigation" }).getByRole("navigation", { name: "Docs sidebar" })
    expect(await paddingTop(inDrawer)).toBe("8px")
  })
  test.describe("at 400 px", () => {
    test.use(windowOf(400))
    test("the folded table of contents indents its nested list as the column's does", async ({ page, fixtureURL }) => {
      await openHydrated(page, `${fixtureURL}/docs/guide/first/`)
      const toc = page.getByRole("navigation", { name: "On this page" })
      await toc.getByText("On this page").click()
      const paddingLeft = (selector: string) =>
        toc
          .locator(selector)
          .first()
          .evaluate((list) => getComputedStyle(list).paddingLeft)
      // The outer list's 1rem from the folded TOC's rule; the nested one's 0.85rem from the TOC
      // list's, which comes later in the sheet.
      expect(await paddingLeft("ul")).toBe("16px")
      expect(await paddingLeft("ul ul")).toBe("13.6px")
    })
  })
})
