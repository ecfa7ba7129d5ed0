import { closeBrowser, FIXTURE_URL, getBrowser, hydrated, openPage } from "./harness"

// The frame around every page, on the fixture site (whose first page imports the test-only CrashTrigger).
afterAll(closeBrowser)

const toggleName = /^Switch between dark and light mode/

describe("colour mode", () => {
  it("is dark by default, toggles, and is kept in localStorage.theme", async () => {
    const { context, page } = await openPage()
    await page.goto(`${FIXTURE_URL}/docs/guide/first/`)
    await hydrated(page)
    expect(await page.getAttribute("html", "data-theme")).toBe("dark")
    const toggle = page.getByRole("button", { name: toggleName })
    await expect(toggle.getAttribute("aria-label")).resolves.toBe(
      "Switch between dark and light mode (currently dark mode)",
    )
    await toggle.click()
    await page.waitForFunction(() => document.documentElement.getAttribute("data-theme") === "light")
    await expect(toggle.getAttribute("aria-label")).resolves.toBe(
      "Switch between dark and light mode (currently light mode)",
    )
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light")
    await context.close()
  })
  it("applies the stored mode before the first paint (read at DOMContentLoaded after a reload)", async () => {
    const { context, page } = await openPage()
    await page.goto(`${FIXTURE_URL}/docs/guide/first/`)
    await page.evaluate(() => localStorage.setItem("theme", "light"))
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        ;(window as unknown as { modeAtDcl: string | null }).modeAtDcl =
          document.documentElement.getAttribute("data-theme")
      })
    })
    await page.reload()
    expect(await page.evaluate(() => (window as unknown as { modeAtDcl: string | null }).modeAtDcl)).toBe("light")
    await context.close()
  })
  it("ignores the system preference (respectPrefersColorScheme is off)", async () => {
    const context = await (await getBrowser()).newContext({ colorScheme: "light" })
    const page = await context.newPage()
    await page.goto(`${FIXTURE_URL}/docs/guide/first/`)
    await hydrated(page)
    expect(await page.getAttribute("html", "data-theme")).toBe("dark")
    await context.close()
  })
  it("falls back to dark for a bad stored value", async () => {
    const { context, page } = await openPage()
    await context.addInitScript(() => localStorage.setItem("theme", '"purple"'))
    await page.goto(`${FIXTURE_URL}/docs/guide/first/`)
    await hydrated(page)
    expect(await page.getAttribute("html", "data-theme")).toBe("dark")
    await context.close()
  })
  it("works in a browser that throws on localStorage", async () => {
    const { context, page } = await openPage()
    await context.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get: () => {
          throw new DOMException("denied", "SecurityError")
        },
      })
    })
    const errors: string[] = []
    page.on("pageerror", (e) => errors.push(e.message))
    await page.goto(`${FIXTURE_URL}/docs/guide/first/`)
    await hydrated(page)
    expect(await page.getAttribute("html", "data-theme")).toBe("dark")
    await page.getByRole("button", { name: toggleName }).click()
    await page.waitForFunction(() => document.documentElement.getAttribute("data-theme") === "light")
    await page.getByRole("button", { name: "Close" }).click()
    await page.getByRole("region", { name: "Announcement" }).waitFor({ state: "detached" })
    expect(errors).toEqual([])
    await context.close()
  })
})

describe("preferred docs version", () => {
  it("remembers the version browsed, per docs plugin", async () => {
    const { context, page } = await openPage()
    await page.goto(`${FIXTURE_URL}/docs/guide/first/`)
    await hydrated(page)
    await page.waitForFunction(() => localStorage.getItem("docs-preferred-version-default") === "current")
    await context.close()
  })
})

describe("announcement bar", () => {
  it("closes, stays closed after a reload without a flash, and shows again for a new id", async () => {
    const { context, page } = await openPage()
    await page.goto(`${FIXTURE_URL}/`)
    await hydrated(page)
    await page.getByRole("region", { name: "Announcement" }).waitFor()
    await page.getByRole("button", { name: "Close" }).click()
    await page.getByRole("region", { name: "Announcement" }).waitFor({ state: "detached" })
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const bar = document.querySelector(".announcement-bar")
        ;(window as unknown as { barShown: boolean }).barShown = !!bar && getComputedStyle(bar).display !== "none"
      })
    })
    await page.reload()
    expect(await page.evaluate(() => (window as unknown as { barShown: boolean }).barShown)).toBe(false)
    await page.evaluate(() => localStorage.setItem("tachyon.announcement.dismissed", "an-older-announcement"))
    await page.reload()
    await hydrated(page)
    await page.getByRole("region", { name: "Announcement" }).waitFor()
    await context.close()
  })
})

describe("route progress bar", () => {
  it("does not appear for a fast navigation and appears for one slower than 200 ms", async () => {
    const { context, page } = await openPage()
    await page.goto(`${FIXTURE_URL}/docs/guide/first/`)
    await hydrated(page)
    await page.evaluate(() => {
      ;(window as unknown as { sawProgress: boolean }).sawProgress = false
      new MutationObserver(() => {
        if (document.getElementById("nprogress")) (window as unknown as { sawProgress: boolean }).sawProgress = true
      }).observe(document.body, { childList: true, subtree: true })
    })
    await page.getByRole("navigation", { name: "Docs pages" }).getByRole("link", { name: /Next/ }).click()
    await page.waitForURL(`${FIXTURE_URL}/docs/guide/second/`)
    await page.getByRole("heading", { level: 1, name: "Second guide page" }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { sawProgress: boolean }).sawProgress)).toBe(false)
    // slow the network for one navigation
    await page.route("**/page-data/docs/reference/lookup/page-data.json", async (route) => {
      await new Promise((r) => setTimeout(r, 900))
      await route.continue()
    })
    await page.evaluate(() =>
      (window as unknown as { ___navigate: (to: string) => void }).___navigate("/docs/reference/lookup/"),
    )
    await page.locator("#nprogress").waitFor({ state: "attached", timeout: 800 })
    await page.getByRole("heading", { level: 1, name: "Lookup table" }).waitFor()
    await page.locator("#nprogress").waitFor({ state: "detached" })
    await context.close()
  })
})

describe("errors", () => {
  it("shows a render crash with its causes and recovers with Try again, keeping the navbar", async () => {
    const { context, page } = await openPage()
    await page.goto(`${FIXTURE_URL}/docs/guide/first/?crash=1`)
    await hydrated(page)
    await page.getByText("This page crashed.").waitFor()
    await page.getByText("Error: Journal view could not be read").waitFor()
    await page.getByText("TypeError: segment 00000000000000000042.seg is truncated").waitFor()
    await page.getByRole("navigation", { name: "Main" }).waitFor()
    await page.evaluate(() => ((window as unknown as { __crashRecovered: boolean }).__crashRecovered = true))
    await page.getByRole("button", { name: "Try again" }).click()
    await page.getByRole("heading", { level: 1, name: "First guide page" }).waitFor()
    await context.close()
  })
})

describe("small screens", () => {
  it("opens a drawer with the links and the docs sidebar from Toggle navigation bar", async () => {
    const { context, page } = await openPage(400)
    await page.goto(`${FIXTURE_URL}/docs/guide/first/`)
    await hydrated(page)
    expect(await page.getByRole("navigation", { name: "Docs sidebar" }).count()).toBe(
      0 + (await page.locator(".docs-sidebar nav:visible").count()),
    )
    await page.getByRole("button", { name: "Toggle navigation bar" }).click()
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar" })
    await sidebar.getByRole("link", { name: "Second guide page" }).click()
    await page.waitForURL(`${FIXTURE_URL}/docs/guide/second/`)
    await page.locator(".drawer").waitFor({ state: "detached" })
    await page.getByRole("navigation", { name: "On this page" }).getByText("On this page").click()
    await page
      .getByRole("navigation", { name: "On this page" })
      .getByRole("link", { name: "Another heading" })
      .waitFor()
    await context.close()
  })
  it("covers the window's full height at 360 px, keeps Tab inside, and gives focus back when closed", async () => {
    const { context, page } = await openPage(360)
    await page.goto(`${FIXTURE_URL}/docs/guide/first/`)
    await hydrated(page)
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
    await page.locator(".drawer").waitFor({ state: "detached" })
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true)
    await toggle.click()
    await page.keyboard.press("Escape")
    await page.locator(".drawer").waitFor({ state: "detached" })
    await context.close()
  })
})

describe("pages", () => {
  it("lists release notes newest first on What's New", async () => {
    const { context, page } = await openPage()
    await page.goto(`${FIXTURE_URL}/news/`)
    await hydrated(page)
    await expect(page.getByRole("heading", { level: 2 }).allTextContents()).resolves.toEqual([
      "Fixture 4.2.3",
      "Fixture 1.1",
      "Fixture 1.0",
    ])
    await context.close()
  })
  it("shows the home page with a card per topic area", async () => {
    const { context, page } = await openPage()
    await page.goto(`${FIXTURE_URL}/`)
    await hydrated(page)
    await page.getByRole("heading", { level: 1, name: "Tachyon Docs" }).waitFor()
    expect(await page.locator('.home-topics a[href="/docs/guide/"]').count()).toBe(1)
    await expect(page.title()).resolves.toBe("Tachyon Docs")
    await context.close()
  })
  it("titles doc pages '<page> | Tachyon Docs' and links the logo to the trading site in a new tab", async () => {
    const { context, page } = await openPage()
    await page.goto(`${FIXTURE_URL}/docs/guide/first/`)
    await hydrated(page)
    await expect(page.title()).resolves.toBe("First guide page | Tachyon Docs")
    const logo = page.getByRole("navigation", { name: "Main" }).locator("a.navbar-logo")
    await expect(logo.getAttribute("href")).resolves.toBe("https://tachyon.example.com/")
    await expect(logo.getAttribute("target")).resolves.toBe("_blank")
    await expect(logo.getAttribute("rel")).resolves.toBe("noopener noreferrer")
    await context.close()
  })
})
