import type { Page } from "@playwright/test"
import { expect, hydrated, openHydrated, refuseLocalStorage, test, windowOf } from "./fixtures"
import { moduleClass } from "./module-class"

// The frame around every page, on the fixture site (whose first page imports the test-only CrashTrigger).
const toggleName = /^Switch between dark and light mode/
const theme = (page: Page) => page.locator("html")

test.describe("colour mode", () => {
  test("is dark by default, toggles, and is kept in localStorage.theme", async ({ page, fixtureURL }) => {
    await openHydrated(page, `${fixtureURL}/docs/guide/first/`)
    await expect(theme(page)).toHaveAttribute("data-theme", "dark")
    const toggle = page.getByRole("button", { name: toggleName })
    await expect(toggle).toHaveAttribute("aria-label", "Switch between dark and light mode (currently dark mode)")
    await toggle.click()
    await expect(theme(page)).toHaveAttribute("data-theme", "light")
    await expect(toggle).toHaveAttribute("aria-label", "Switch between dark and light mode (currently light mode)")
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light")
  })
  test("applies the stored mode before the first paint (read at DOMContentLoaded after a reload)", async ({
    page,
    fixtureURL,
  }) => {
    await page.goto(`${fixtureURL}/docs/guide/first/`)
    await page.evaluate(() => localStorage.setItem("theme", "light"))
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        ;(window as unknown as { modeAtDcl: string | null }).modeAtDcl =
          document.documentElement.getAttribute("data-theme")
      })
    })
    await page.reload()
    expect(await page.evaluate(() => (window as unknown as { modeAtDcl: string | null }).modeAtDcl)).toBe("light")
  })
  test.describe("with a light system preference", () => {
    test.use({ colorScheme: "light" })
    test("ignores it (respectPrefersColorScheme is off)", async ({ page, fixtureURL }) => {
      await openHydrated(page, `${fixtureURL}/docs/guide/first/`)
      await expect(theme(page)).toHaveAttribute("data-theme", "dark")
    })
  })
  test("falls back to dark for a bad stored value", async ({ page, context, fixtureURL }) => {
    await context.addInitScript(() => localStorage.setItem("theme", '"purple"'))
    await openHydrated(page, `${fixtureURL}/docs/guide/first/`)
    await expect(theme(page)).toHaveAttribute("data-theme", "dark")
  })
  test("works in a browser that throws on localStorage", async ({ page, context, fixtureURL }) => {
    await context.addInitScript(refuseLocalStorage)
    const errors: string[] = []
    page.on("pageerror", (e) => errors.push(e.message))
    await openHydrated(page, `${fixtureURL}/docs/guide/first/`)
    await expect(theme(page)).toHaveAttribute("data-theme", "dark")
    await page.getByRole("button", { name: toggleName }).click()
    await expect(theme(page)).toHaveAttribute("data-theme", "light")
    await page.getByRole("button", { name: "Close" }).click()
    await expect(page.getByRole("region", { name: "Announcement" })).not.toBeAttached()
    expect(errors).toEqual([])
  })
})

test.describe("preferred docs version", () => {
  test("remembers the version browsed, per docs plugin", async ({ page, fixtureURL }) => {
    await openHydrated(page, `${fixtureURL}/docs/guide/first/`)
    await expect.poll(() => page.evaluate(() => localStorage.getItem("docs-preferred-version-default"))).toBe("current")
  })
})

test.describe("announcement bar", () => {
  test("closes, stays closed after a reload without a flash, and shows again for a new id", async ({
    page,
    fixtureURL,
  }) => {
    await openHydrated(page, `${fixtureURL}/`)
    const bar = page.getByRole("region", { name: "Announcement" })
    await expect(bar).toBeVisible()
    await page.getByRole("button", { name: "Close" }).click()
    await expect(bar).not.toBeAttached()
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const bar = document.querySelector('[role="region"][aria-label="Announcement"]')
        ;(window as unknown as { barShown: boolean }).barShown = !!bar && getComputedStyle(bar).display !== "none"
      })
    })
    await page.reload()
    expect(await page.evaluate(() => (window as unknown as { barShown: boolean }).barShown)).toBe(false)
    await page.evaluate(() => localStorage.setItem("tachyon.announcement.dismissed", "an-older-announcement"))
    await page.reload()
    await hydrated(page)
    await expect(bar).toBeVisible()
  })
})

test.describe("announcement bar on a phone", () => {
  test.use(windowOf(400))
  test("takes two lines at most", async ({ page, siteURL }) => {
    await page.goto(`${siteURL}/`)
    const bar = page.getByRole("region", { name: "Announcement" })
    const { height } = (await bar.boundingBox())!
    const lineHeight = await bar.locator("p").evaluate((p) => parseFloat(getComputedStyle(p).lineHeight))
    expect(height).toBeLessThanOrEqual(2 * lineHeight + 12)
    expect(height).toBeLessThanOrEqual(50)
  })
})

test.describe("the home page's latest release", () => {
  for (const width of [1280, 400]) {
    test(`shows its whole summary at ${width} px, not cut mid-list`, async ({ page, siteURL }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`${siteURL}/`)
      const summary = page.getByRole("complementary", { name: "Latest release" }).locator("p").last()
      const cut = await summary.evaluate(
        (p) => p.scrollHeight > p.clientHeight + 1 || getComputedStyle(p).overflow === "hidden",
      )
      expect(cut).toBe(false)
    })
  }
})

test.describe("route progress bar", () => {
  test("does not appear for a fast navigation and appears for one slower than 200 ms", async ({ page, fixtureURL }) => {
    await openHydrated(page, `${fixtureURL}/docs/guide/first/`)
    await page.evaluate(() => {
      ;(window as unknown as { sawProgress: boolean }).sawProgress = false
      new MutationObserver(() => {
        if (document.getElementById("nprogress")) (window as unknown as { sawProgress: boolean }).sawProgress = true
      }).observe(document.body, { childList: true, subtree: true })
    })
    // A fast navigation: the next page's data and code are loaded already, as a prefetch leaves them.
    await page.evaluate(() =>
      (window as unknown as { ___loader: { loadPage: (path: string) => Promise<unknown> } }).___loader.loadPage(
        "/docs/guide/second/",
      ),
    )
    await page.getByRole("navigation", { name: "Docs pages" }).getByRole("link", { name: /Next/ }).click()
    await page.waitForURL(`${fixtureURL}/docs/guide/second/`)
    await expect(page.getByRole("heading", { level: 1, name: "Second guide page" })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { sawProgress: boolean }).sawProgress)).toBe(false)
    // A slow one: its page data is held back until the bar has shown, however long that takes.
    let answer = () => {}
    const held = new Promise<void>((resolve) => (answer = resolve))
    await page.route("**/page-data/docs/reference/lookup/page-data.json", async (route) => {
      await held
      await route.continue()
    })
    await page.evaluate(() =>
      (window as unknown as { ___navigate: (to: string) => void }).___navigate("/docs/reference/lookup/"),
    )
    await expect(page.locator("#nprogress")).toBeAttached()
    answer()
    await expect(page.getByRole("heading", { level: 1, name: "Lookup table" })).toBeVisible()
    await expect(page.locator("#nprogress")).not.toBeAttached()
  })
})

test.describe("errors", () => {
  test("shows a render crash with its causes and recovers with Try again, keeping the navbar", async ({
    page,
    fixtureURL,
  }) => {
    await openHydrated(page, `${fixtureURL}/docs/guide/first/?crash=1`)
    await expect(page.getByText("This page crashed.")).toBeVisible()
    await expect(page.getByText("Error: Journal view could not be read")).toBeVisible()
    await expect(page.getByText("TypeError: segment 00000000000000000042.seg is truncated")).toBeVisible()
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible()
    await page.evaluate(() => ((window as unknown as { __crashRecovered: boolean }).__crashRecovered = true))
    await page.getByRole("button", { name: "Try again" }).click()
    await expect(page.getByRole("heading", { level: 1, name: "First guide page" })).toBeVisible()
  })
})

test.describe("small screens", () => {
  test.describe("at 400 px", () => {
    test.use(windowOf(400))
    test("opens a drawer with the links and the docs sidebar from Toggle navigation bar", async ({
      page,
      fixtureURL,
    }) => {
      await openHydrated(page, `${fixtureURL}/docs/guide/first/`)
      await expect(page.getByRole("navigation", { name: "Docs sidebar" })).toHaveCount(
        await page.locator(`${moduleClass("docs-sidebar")} nav:visible`).count(),
      )
      await page.getByRole("button", { name: "Toggle navigation bar" }).click()
      const sidebar = page.getByRole("navigation", { name: "Docs sidebar" })
      await sidebar.getByRole("link", { name: "Second guide page" }).click()
      await page.waitForURL(`${fixtureURL}/docs/guide/second/`)
      await expect(page.getByRole("dialog", { name: "Navigation" })).not.toBeAttached()
      const toc = page.getByRole("navigation", { name: "On this page" })
      await toc.getByText("On this page").click()
      await expect(toc.getByRole("link", { name: "Another heading" })).toBeVisible()
    })
  })
  test.describe("at 360 px", () => {
    test.use(windowOf(360))
    test("covers the window's full height, keeps Tab inside, and gives focus back when closed", async ({
      page,
      fixtureURL,
    }) => {
      await openHydrated(page, `${fixtureURL}/docs/guide/first/`)
      const toggle = page.getByRole("button", { name: "Toggle navigation bar" })
      await toggle.click()
      const dialog = page.getByRole("dialog", { name: "Navigation" })
      // The panel is fixed to the window, not clipped to the navbar (a filtered ancestor would do that).
      const box = await dialog.boundingBox()
      expect(box).toMatchObject({ x: 0, y: 0, height: 900 })
      expect(box!.width).toBeLessThanOrEqual(360)
      const lastLink = page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link").last()
      expect(
        await lastLink.evaluate((el) => {
          const r = el.getBoundingClientRect()
          return document.elementFromPoint(r.left + 4, r.top + r.height / 2)?.closest("a") === el
        }),
      ).toBe(true)
      const focusables = await dialog.locator("a[href], button").count()
      for (let i = 0; i < focusables + 2; i++) await page.keyboard.press("Tab")
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
      await dialog.getByRole("button", { name: "Close navigation bar" }).click()
      await expect(page.getByRole("dialog", { name: "Navigation" })).not.toBeAttached()
      await expect(toggle).toBeFocused()
      await toggle.click()
      await page.keyboard.press("Escape")
      await expect(page.getByRole("dialog", { name: "Navigation" })).not.toBeAttached()
    })
  })
})

test.describe("pages", () => {
  test("lists release notes newest first on What's New", async ({ page, fixtureURL }) => {
    await openHydrated(page, `${fixtureURL}/news/`)
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(["Fixture 4.2.3", "Fixture 1.1", "Fixture 1.0"])
  })
  test("shows the home page with a card per topic area", async ({ page, fixtureURL }) => {
    await openHydrated(page, `${fixtureURL}/`)
    await expect(page.getByRole("heading", { level: 1, name: "Tachyon Docs" })).toBeVisible()
    await expect(
      page.getByRole("region", { name: "Browse the documentation" }).locator('a[href="/docs/guide/"]'),
    ).toHaveCount(1)
    await expect(page).toHaveTitle("Tachyon Docs")
  })
  test("titles doc pages '<page> | Tachyon Docs' and links the logo to the trading site in a new tab", async ({
    page,
    fixtureURL,
  }) => {
    await openHydrated(page, `${fixtureURL}/docs/guide/first/`)
    await expect(page).toHaveTitle("First guide page | Tachyon Docs")
    const logo = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Tachyon trading site (opens in a new tab)" })
    await expect(logo).toHaveAttribute("href", "https://tachyon.example.com/")
    await expect(logo).toHaveAttribute("target", "_blank")
    await expect(logo).toHaveAttribute("rel", "noopener noreferrer")
  })
})

test.describe("keyboard paths", () => {
  const ARTICLE = "/docs/algos/twap/"
  test("the skip link focuses the article's heading, and one Tab reaches the article", async ({ page, siteURL }) => {
    await openHydrated(page, siteURL + ARTICLE)
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: "Skip to main content" })
    await expect(skip).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused()
    await page.keyboard.press("Tab")
    // The first thing to focus after the heading, inside the article (not the sidebar, not the navbar).
    const focused = await page.evaluate(() => {
      const active = document.activeElement!
      const h1 = document.querySelector("main h1")!
      return {
        inArticle: active.closest("article") !== null,
        afterHeading: (h1.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
      }
    })
    expect(focused).toEqual({ inArticle: true, afterHeading: true })
  })
  test("Tab goes through the frame as on Docusaurus: skip link, navbar, sidebar, article, table of contents", async ({
    page,
    siteURL,
  }) => {
    await openHydrated(page, siteURL + ARTICLE)
    const regions: string[] = []
    for (let i = 0; i < 400; i++) {
      await page.keyboard.press("Tab")
      const region = await page.evaluate(
        ({ sidebar, toc }) => {
          const a = document.activeElement
          if (!a || a === document.body) return "body"
          if (a.matches('a[href="#main-content"]')) return "skip link"
          if (a.closest('nav[aria-label="Main"]')) return "navbar"
          if (a.closest(sidebar)) return "sidebar"
          if (a.closest("article")) return "article"
          if (a.closest(toc)) return "toc"
          if (a.closest("footer")) return "footer"
          return "other"
        },
        { sidebar: moduleClass("docs-sidebar"), toc: moduleClass("docs-toc") },
      )
      if (regions[regions.length - 1] !== region) regions.push(region)
      if (region === "footer") break
    }
    // The article may be followed by previous/next ("other", in <main>) before the table of contents.
    expect(regions.filter((r) => r !== "other").slice(0, 6)).toEqual([
      "skip link",
      "navbar",
      "sidebar",
      "article",
      "toc",
      "footer",
    ])
  })
})

test.describe("one frame on a phone", () => {
  test.use(windowOf(400))
  test("doc pages and other pages have one side margin, and the header is opaque", async ({ page, siteURL }) => {
    await page.emulateMedia({ colorScheme: "light" })
    await page.addInitScript(() => localStorage.setItem("theme", "light"))
    const left = async (route: string, selector: string) => {
      await page.goto(siteURL + route)
      return page
        .locator(selector)
        .first()
        .evaluate((el) => Math.round(el.getBoundingClientRect().left))
    }
    const docs = await left("/docs/algos/twap/", "main h1")
    expect(docs).toBe(16)
    expect(await left("/news/", "main h1, h1")).toBe(docs)
    expect(await left("/search/", "main h1, h1")).toBe(docs)
    const background = await page.getByRole("banner").evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(background).toMatch(/^rgb\(/)
  })
})

// The frame's styles are CSS modules beside its components: the rules that reach outside
// their module (the theme on <html>, the open drawer on :root) and the skip link's, on the real site.
test.describe("the frame's styles", () => {
  test("the skip link is out of sight until it has the keyboard's focus", async ({ page, siteURL }) => {
    await openHydrated(page, `${siteURL}/news/`)
    const skip = page.getByRole("link", { name: "Skip to main content" })
    expect((await skip.boundingBox())!.y + (await skip.boundingBox())!.height).toBeLessThanOrEqual(0)
    await page.keyboard.press("Tab")
    await expect(skip).toBeFocused()
    expect((await skip.boundingBox())!.y).toBeGreaterThanOrEqual(0)
  })
  test("the colour toggle shows the icon of the mode it switches to", async ({ page, siteURL }) => {
    await openHydrated(page, `${siteURL}/news/`)
    const toggle = page.getByRole("button", { name: toggleName })
    const shown = () =>
      toggle.evaluate(
        (button) =>
          [...button.querySelectorAll("svg")].filter((svg) => getComputedStyle(svg).display !== "none").length,
      )
    const box = async () => (await toggle.locator("svg:visible").boundingBox())!
    expect(await shown()).toBe(1)
    const dark = await toggle.locator("svg:visible").innerHTML()
    await toggle.click()
    await expect(theme(page)).toHaveAttribute("data-theme", "light")
    expect(await shown()).toBe(1)
    expect(await toggle.locator("svg:visible").innerHTML()).not.toBe(dark)
    expect((await box()).width).toBe(20)
  })
  test.describe("at 400 px", () => {
    test.use(windowOf(400))
    test("the page behind the open drawer does not scroll", async ({ page, siteURL }) => {
      await openHydrated(page, `${siteURL}/docs/ha/dr/`)
      const overflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow)
      expect(await overflow()).toBe("visible")
      await page.getByRole("button", { name: "Toggle navigation bar" }).click()
      await expect(page.getByRole("dialog", { name: "Navigation" })).toBeVisible()
      expect(await overflow()).toBe("hidden")
      await page.keyboard.press("Escape")
      await expect(page.getByRole("dialog", { name: "Navigation" })).not.toBeAttached()
      expect(await overflow()).toBe("visible")
    })
  })
})
