import type { Page } from "@playwright/test"
import { axeViolations } from "./axe"
import { expect, openHydrated, test, windowOf } from "./fixtures"

// A picture too wide for a phone's column opens full screen, to pan and zoom by keyboard, pointer
// and touch (content/README.md, "Diagrams and charts"); its code loads on the first click only.
const ORDER_STATES = {
  route: "/docs/data_model/trading/order_entry_model/",
  name: "Order states and their transitions",
}
const RISK_PATH = {
  route: "/docs/risk/risk_manager_guide/",
  name: "Where the risk checks sit on the order path",
}
const LEVEL_3 = {
  route: "/docs/data_model/market_data/market_data_overview/",
  name: "Level 3 feeds: the connector derives levels 2 and 1",
}
const enlargeName = (title: string) => `Enlarge figure: ${title}`

/** The scale and translation the view has put on the drawing's stage. */
const stageTransform = (page: Page) =>
  page
    .getByRole("dialog")
    .locator("svg")
    .locator("xpath=..")
    .evaluate((el) => {
      const m = new DOMMatrix(getComputedStyle(el).transform)
      return { scale: m.a, x: m.e, y: m.f }
    })

test.describe("the full-screen view of a picture", () => {
  test.use(windowOf(400))

  test("loads on the first click, opens named by the title, zooms and pans by buttons and keys, closes with Escape", async ({
    page,
    siteURL,
  }) => {
    const scripts: Promise<string>[] = []
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""))
    })
    const viewScripts = async () => (await Promise.all(scripts)).filter((s) => s.includes("panzoomchange")).length

    await openHydrated(page, `${siteURL}${ORDER_STATES.route}`)
    expect(await viewScripts()).toBe(0)
    const enlarge = page.getByRole("button", { name: enlargeName(ORDER_STATES.name) })
    await enlarge.scrollIntoViewIfNeeded()
    await enlarge.click()

    const dialog = page.getByRole("dialog", { name: ORDER_STATES.name })
    await expect(dialog).toBeVisible()
    expect(await viewScripts()).toBeGreaterThan(0)
    // The copy of the drawing, with ids of its own, fills the view.
    const drawing = dialog.getByRole("img", { name: ORDER_STATES.name })
    await expect(drawing).toBeVisible()
    const ids = await page.evaluate(() => [...document.querySelectorAll("[id]")].map((el) => el.id))
    expect(ids.length).toBe(new Set(ids).size)
    const box = (await drawing.boundingBox())!
    expect(box.width).toBeGreaterThan(300)
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(400)

    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused()
    expect(await axeViolations(page, ["serious", "critical"])).toEqual([])
    const fitted = await stageTransform(page)
    await dialog.getByRole("button", { name: "Zoom in" }).click()
    await expect.poll(async () => (await stageTransform(page)).scale).toBeGreaterThan(fitted.scale)
    await page.keyboard.press("+")
    // The view eases each step; read it once it has settled.
    await expect.poll(async () => (await stageTransform(page)).scale).toBeGreaterThan(fitted.scale * 1.4)
    await page.waitForTimeout(400)
    const zoomed = await stageTransform(page)
    await page.keyboard.press("ArrowLeft")
    await expect.poll(async () => (await stageTransform(page)).x).not.toBe(zoomed.x)
    await page.keyboard.press("-")
    await expect.poll(async () => (await stageTransform(page)).scale).toBeLessThan(zoomed.scale)
    await page.keyboard.press("0")
    await expect.poll(async () => (await stageTransform(page)).scale).toBeCloseTo(fitted.scale)
    await dialog.getByRole("button", { name: "Fit" }).click()

    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(enlarge).toBeFocused()
    await expect(page.getByRole("dialog")).toHaveCount(0)
  })

  test("pans with one finger and zooms with two", async ({ newContext, siteURL }) => {
    const context = await newContext({ hasTouch: true, isMobile: true, viewport: { width: 400, height: 900 } })
    const page = await context.newPage()
    await openHydrated(page, `${siteURL}${ORDER_STATES.route}`)
    await page.getByRole("button", { name: enlargeName(ORDER_STATES.name) }).tap()
    const dialog = page.getByRole("dialog", { name: ORDER_STATES.name })
    await expect(dialog).toBeVisible()
    const before = await stageTransform(page)
    const cdp = await context.newCDPSession(page)
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", points: { x: number; y: number }[]) =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points.map((p, id) => ({ ...p, id })) })

    await touch("touchStart", [{ x: 200, y: 500 }])
    for (const step of [1, 2, 3, 4, 5]) await touch("touchMove", [{ x: 200 - step * 20, y: 500 }])
    await touch("touchEnd", [])
    await page.waitForTimeout(400)
    const panned = await stageTransform(page)
    expect(panned.x).toBeLessThan(before.x - 50)

    await touch("touchStart", [
      { x: 180, y: 500 },
      { x: 220, y: 500 },
    ])
    for (const step of [1, 2, 3, 4, 5])
      await touch("touchMove", [
        { x: 180 - step * 20, y: 500 },
        { x: 220 + step * 20, y: 500 },
      ])
    await touch("touchEnd", [])
    await expect.poll(async () => (await stageTransform(page)).scale).toBeGreaterThan(panned.scale * 1.5)
  })
})

for (const width of [1280, 400]) {
  test.describe(`at ${width} px`, () => {
    test.use(windowOf(width))
    test("the risk path fits the desktop column and scrolls on a phone; only a picture wider than a phone's column enlarges", async ({
      page,
      siteURL,
    }) => {
      await openHydrated(page, `${siteURL}${RISK_PATH.route}`)
      const figure = page.locator("figure.diagram", { has: page.getByRole("img", { name: RISK_PATH.name }) })
      const { scrolls } = await figure
        .locator(".diagram__frame")
        .evaluate((el) => ({ scrolls: el.scrollWidth > el.clientWidth + 1 }))
      // Drawn top to bottom, it fits the desktop column; on a phone it scrolls, and enlarges.
      expect(scrolls).toBe(width === 400)
      await expect(page.getByRole("button", { name: enlargeName(RISK_PATH.name) })).toBeVisible()

      await openHydrated(page, `${siteURL}${LEVEL_3.route}`)
      await expect(page.getByRole("img", { name: LEVEL_3.name })).toBeVisible()
      await expect(page.getByRole("button", { name: enlargeName(LEVEL_3.name) })).toHaveCount(0)
    })
  })
}
