import { readFileSync } from "node:fs"
import type { Page } from "@playwright/test"
import { expect, openHydrated, test, windowOf } from "./fixtures"
import { sitemapRoutes } from "./sitemap"

// Diagrams and charts drawn at build time (content/README.md, "Diagrams and charts"), on the real site: a
// state diagram on the order entry model page and a chart from a data file on the performance
// overview. Each is an SVG inside the page's HTML, named by its title, with real text, in the
// site's colours for the current mode, needing no script.
const DIAGRAM = {
  route: "/docs/data_model/trading/order_entry_model/",
  name: "Order states and their transitions",
  text: "PENDING_NEW",
}
const CHART = {
  route: "/docs/performance/",
  name: "Tick-to-trade and order-to-venue latency by percentile",
  text: "Order-to-venue",
}
const toggleName = /^Switch between dark and light mode/

/** The computed colour of a token on the page's root, as the browser resolves it (rgb(...)). */
const tokenColour = (page: Page, token: string) =>
  page.evaluate((name) => {
    const probe = document.createElement("span")
    probe.style.color = `var(${name})`
    document.body.append(probe)
    const colour = getComputedStyle(probe).color
    probe.remove()
    return colour
  }, token)

/** The fill of the first text of a figure's drawing that reads `text`. */
const textFill = (page: Page, name: string, text: string) =>
  page
    .getByRole("img", { name })
    .locator("text", { hasText: text })
    .first()
    .evaluate((el) => getComputedStyle(el).fill)

for (const picture of [DIAGRAM, CHART]) {
  test.describe(`${picture.name}`, () => {
    test("is an SVG image named by its title, with real text, following the colour mode and the toggle", async ({
      page,
      siteURL,
    }) => {
      await openHydrated(page, `${siteURL}${picture.route}`)
      const image = page.getByRole("img", { name: picture.name })
      await expect(image).toBeVisible()
      expect(await image.evaluate((el) => el.tagName.toLowerCase())).toBe("svg")
      // Real SVG text: selectable, found by the browser's find, read by the accessibility tree's source.
      await expect(image.locator("text", { hasText: picture.text }).first()).toBeVisible()
      await expect(page.locator("figure figcaption", { hasText: picture.name })).toBeVisible()

      const darkFill = await textFill(page, picture.name, picture.text)
      // A diagram's labels are the text token; a chart's legend labels the muted one.
      const darkTokens = [await tokenColour(page, "--fg"), await tokenColour(page, "--fg-muted")]
      expect(darkTokens).toContain(darkFill)
      const frameBg = await page
        .locator(".diagram__frame")
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor)
      expect(frameBg).toBe(await tokenColour(page, "--bg-raised"))
      expect(frameBg).not.toBe("rgb(255, 255, 255)")

      await page.getByRole("button", { name: toggleName }).click()
      await expect(page.locator("html")).toHaveAttribute("data-theme", "light")
      const lightFill = await textFill(page, picture.name, picture.text)
      expect(lightFill).not.toBe(darkFill)
      expect([await tokenColour(page, "--fg"), await tokenColour(page, "--fg-muted")]).toContain(lightFill)
    })

    test("is in the page's HTML and needs no script", async ({ newContext, siteURL }) => {
      const context = await newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(`${siteURL}${picture.route}`)
      const image = page.getByRole("img", { name: picture.name })
      await expect(image).toBeVisible()
      await expect(image.locator("text", { hasText: picture.text }).first()).toBeVisible()
      expect((await image.boundingBox())?.height ?? 0).toBeGreaterThan(50)
    })
  })
}

for (const width of [1280, 400]) {
  test.describe(`at ${width} px`, () => {
    test.use(windowOf(width))
    test("a picture fits the column or scrolls inside its figure, never the page; screenshots in both modes", async ({
      page,
      siteURL,
    }) => {
      for (const picture of [DIAGRAM, CHART]) {
        await openHydrated(page, `${siteURL}${picture.route}`)
        const figure = page.locator("figure.diagram", { has: page.getByRole("img", { name: picture.name }) })
        await figure.scrollIntoViewIfNeeded()
        const frame = figure.locator(".diagram__frame")
        const { frameRight, pageWidth } = await frame.evaluate((el) => ({
          frameRight: el.getBoundingClientRect().right,
          pageWidth: document.documentElement.scrollWidth,
        }))
        expect(pageWidth).toBeLessThanOrEqual(width)
        expect(frameRight).toBeLessThanOrEqual(width)
        const slug = picture === DIAGRAM ? "diagram" : "chart"
        for (const mode of ["dark", "light"] as const) {
          if ((await page.locator("html").getAttribute("data-theme")) !== mode)
            await page.getByRole("button", { name: toggleName }).click()
          await expect(page.locator("html")).toHaveAttribute("data-theme", mode)
          await figure.screenshot({ path: `tests/.artifacts/pictures-${slug}-${width}-${mode}.png` })
        }
        await page.evaluate(() => localStorage.removeItem("theme"))
      }
    })
  })
}

/** The routes whose HTML holds a picture. */
async function routesWithPictures(siteURL: string): Promise<string[]> {
  const routes = (await sitemapRoutes(siteURL)).filter((route) => route.startsWith("/docs/"))
  const found: string[] = []
  for (const route of routes)
    if ((await (await fetch(siteURL + route)).text()).includes("diagram__svg")) found.push(route)
  return found
}

test.describe("text in pictures", () => {
  test.use({ javaScriptEnabled: false })
  for (const width of [1280, 400]) {
    test(`is 11 px or larger at ${width} px in every picture, which scrolls in its frame when wider`, async ({
      page,
      siteURL,
    }) => {
      test.setTimeout(180_000)
      await page.setViewportSize({ width, height: 900 })
      const routes = await routesWithPictures(siteURL)
      expect(routes.length).toBeGreaterThan(10)
      const small: string[] = []
      let pictures = 0
      for (const route of routes) {
        await page.goto(siteURL + route)
        const found = await page.locator(".markdown svg.diagram__svg").evaluateAll((svgs) =>
          svgs.map((svg) => {
            // A text's size on the screen: its font size in the drawing's units times the drawing's scale.
            const sizes = [...svg.querySelectorAll("text")]
              .filter((t) => (t.textContent ?? "").trim())
              .map((t) => {
                // The scale of the text's transform to the screen, rotated or not (an axis title is turned 90°).
                const m = t.getScreenCTM()
                return parseFloat(getComputedStyle(t).fontSize) * (m ? Math.hypot(m.a, m.b) : 1)
              })
            const frame = svg.closest(".diagram__frame")!
            return {
              name: svg.querySelector("title")?.textContent ?? "",
              smallest: Math.min(...sizes),
              pageWidens: document.documentElement.scrollWidth > document.documentElement.clientWidth,
              frameScrolls: ["auto", "scroll"].includes(getComputedStyle(frame).overflowX),
            }
          }),
        )
        pictures += found.length
        for (const picture of found) {
          if (picture.smallest < 10.95) small.push(`${route} "${picture.name}": ${picture.smallest.toFixed(1)} px`)
          expect(picture.pageWidens).toBe(false)
          expect(picture.frameScrolls).toBe(true)
        }
      }
      console.log(`${width} px: ${pictures} pictures, ${small.length} with text under 11 px`)
      expect(pictures).toBeGreaterThan(15)
      expect(small).toEqual([])
    })
  }

  // The font stack's named fonts and its widest fallback, each forced as the only diagram font:
  // a reader may have any one of them. Noto Sans is loaded from its npm package (the machine has
  // DejaVu Sans and Liberation Sans, Arial's metrics).
  const notoFaces = [400, 500, 600]
    .map((weight) => {
      const file = require.resolve(`@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff2`)
      const data = readFileSync(file).toString("base64")
      return `@font-face{font-family:"Test Noto Sans";font-weight:${weight};src:url(data:font/woff2;base64,${data}) format("woff2")}`
    })
    .join("\n")
  const fonts: { name: string; family: string | null; faces?: string }[] = [
    { name: "the font the page resolves", family: null },
    { name: "DejaVu Sans", family: '"DejaVu Sans"' },
    { name: "Liberation Sans", family: '"Liberation Sans"' },
    { name: "Noto Sans", family: '"Test Noto Sans"', faces: notoFaces },
  ]
  test.describe("each label", () => {
    // The page's policy allows its own fonts only; the Noto Sans face is given inline, test-only.
    test.use({ bypassCSP: true })
    for (const font of fonts)
      test(`stays inside its box (a node, an edge label's backing, a group's header) in ${font.name}`, async ({
        page,
        siteURL,
      }) => {
        test.setTimeout(180_000)
        const spilled: string[] = []
        let labels = 0
        for (const route of await routesWithPictures(siteURL)) {
          await page.goto(siteURL + route)
          const family = font.family
          if (family)
            // Set by hand: addStyleTag waits for the style's load event, which needs the page's script.
            await page.evaluate(
              async ([f, css]) => {
                const style = document.createElement("style")
                style.textContent = css
                document.head.append(style)
                await Promise.all([400, 500, 600].map((w) => document.fonts.load(`${w} 12px ${f}`)))
              },
              [family, `${font.faces ?? ""}\n:root{--font-diagram:${family}}`] as const,
            )
          await page.evaluate(() => document.fonts.ready)
          const found = await page.locator(".markdown svg.diagram__svg--diagram").evaluateAll(
            (svgs, wanted) =>
              svgs.flatMap((svg) => {
                const name = svg.querySelector("title")?.textContent ?? ""
                return [...svg.querySelectorAll("text")].flatMap((text) => {
                  // A label's box is the narrowest rect (a note's polygon) beside it, in its group, at its height.
                  const rects = [
                    ...(text.parentElement?.querySelectorAll(":scope > rect, :scope > polygon") ?? []),
                  ] as SVGGraphicsElement[]
                  const label = text.getBBox()
                  const middle = label.y + label.height / 2
                  const box = rects
                    .map((r) => r.getBBox())
                    .filter((b) => middle >= b.y - 2 && middle <= b.y + b.height + 2)
                    .sort((a, b) => a.width - b.width)[0]
                  if (!box) return []
                  const over = Math.max(box.x - label.x, label.x + label.width - (box.x + box.width))
                  const fontUsed = getComputedStyle(text).fontFamily
                  return [{ name, text: text.textContent ?? "", over, forced: !wanted || fontUsed === wanted }]
                })
              }),
            family,
          )
          labels += found.length
          expect(found.filter((label) => !label.forced)).toEqual([])
          for (const label of found)
            if (label.over > 0.5) spilled.push(`${route} "${label.name}": "${label.text}" by ${label.over.toFixed(1)}`)
        }
        console.log(`${font.name}: ${labels} labels in boxes, ${spilled.length} spilling out`)
        expect(labels).toBeGreaterThan(100)
        expect(spilled).toEqual([])
      })
  })
})
