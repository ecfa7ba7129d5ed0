import type { Page } from "@playwright/test"
import { expect, hydrated, openHydrated, test, windowOf } from "./fixtures"
import { moduleClass } from "./module-class"
import { suggestionsFor, typeInSearch } from "./search-box"

// Landing on a search hit, the box's words and contrast, one 404 for an unknown
// route, What's New's list of releases and the home page's rows. Real site.

/** The marks of a page: in the article's text (its title and content), and anywhere else (the
 * suggestions' own excerpts aside). */
const marksIn = (page: Page) =>
  page.evaluate((panel) => {
    const marks = [...document.querySelectorAll("mark")].filter((mark) => !mark.closest(panel))
    const inText = marks.filter((mark) => mark.closest("article h1, article .markdown"))
    return {
      inText: inText.length,
      outside: marks.length - inText.length,
      terms: [...new Set(marks.map((m) => m.textContent!.toLowerCase()))],
    }
  }, moduleClass("search-panel"))

test.describe("landing on a search hit", () => {
  test("marks what was typed and the forms that matched there, only in the article's text", async ({
    page,
    siteURL,
  }) => {
    await openHydrated(page, `${siteURL}/docs/index/`)
    await typeInSearch(page, "huge pages")
    const options = await suggestionsFor(page, "huge pages")
    await expect(options).not.toHaveCount(0)
    const href = (await options.first().getAttribute("data-href"))!
    const terms = new URL(href, siteURL).searchParams.getAll("_highlight")
    // What the reader typed, and only forms of it (hugepages, page), never a word of its own.
    expect(terms).toEqual(expect.arrayContaining(["huge", "pages"]))
    for (const term of terms) expect(["huge", "pages", "page", "hugepages", "paging"]).toContain(term)
    await options.first().click()
    await page.waitForURL(/_highlight=/)
    await expect(page.locator("article .markdown mark").first()).toBeVisible()
    const marks = await marksIn(page)
    expect(marks.inText).toBeGreaterThan(0)
    expect(marks.outside).toBe(0)
    await expect(page.getByRole("navigation", { name: "On this page" }).locator("mark")).toHaveCount(0)
    await expect(page.locator(`${moduleClass("doc-footer")} mark`)).toHaveCount(0)
  })

  test("marks nothing outside the article even when the terms are the frame's words", async ({ page, siteURL }) => {
    // "page" of "On this page" and "Edit this page", "docs" of the breadcrumbs and the release badge.
    await openHydrated(
      page,
      `${siteURL}/docs/config/linux_tuning_guide/?_highlight=page&_highlight=edit&_highlight=docs`,
    )
    await expect(page.getByRole("button", { name: "Clear search highlights" })).toBeVisible()
    const marks = await marksIn(page)
    expect(marks.inText).toBeGreaterThan(0)
    expect(marks.outside).toBe(0)
  })

  for (const width of [1280, 400]) {
    test.describe(`at ${width} px`, () => {
      test.use(windowOf(width))
      test("the clear button never takes width from the title", async ({ page, siteURL }) => {
        const route = "/docs/performance/running_tachyon_with_onload/"
        await openHydrated(page, `${siteURL}${route}`)
        const title = page.locator("article h1")
        const plain = await title.boundingBox()
        await openHydrated(page, `${siteURL}${route}?_highlight=onload`)
        const button = page.getByRole("button", { name: "Clear search highlights" })
        await expect(button).toBeVisible()
        const marked = await title.boundingBox()
        // The title keeps its width, height and place: nothing beside it, nothing pushed in above it.
        expect(marked).toEqual(plain)
        const box = (await button.boundingBox())!
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(width)
        const content = await page.locator("article .markdown").boundingBox()
        expect(marked!.width).toBeCloseTo(content!.width, 0)
        await button.click()
        await expect(page.locator("mark")).toHaveCount(0)
      })

      // The pill's own sheet (ClearHighlights.module.css) and the shared button's (button.module.css)
      // set the same padding and corners: the pill's must come later and win, as it did when it was global.
      test("the clear button is a pill at the foot of the window, over the shared button's shape", async ({
        page,
        siteURL,
      }) => {
        await openHydrated(page, `${siteURL}/docs/performance/running_tachyon_with_onload/?_highlight=onload`)
        const button = page.getByRole("button", { name: "Clear search highlights" })
        await expect(button).toBeVisible()
        const look = await button.evaluate((el) => {
          const style = getComputedStyle(el)
          const rem = parseFloat(getComputedStyle(document.documentElement).fontSize)
          return {
            position: style.position,
            radius: style.borderTopLeftRadius,
            padding: [style.paddingTop, style.paddingLeft].map((v) => parseFloat(v) / rem),
            gapBelow: (window.innerHeight - el.getBoundingClientRect().bottom) / rem,
          }
        })
        expect([look.position, look.radius]).toEqual(["fixed", "999px"])
        expect(look.padding[0]).toBeCloseTo(0.45, 2)
        expect(look.padding[1]).toBeCloseTo(1, 2)
        expect(look.gapBelow).toBeCloseTo(1.25, 1)
      })
    })
  }
})

test.describe("ranking and what the box says", () => {
  test("a page whose title is one of the words comes among the first results: vwap participation", async ({
    page,
    siteURL,
  }) => {
    await openHydrated(page, `${siteURL}/docs/index/`)
    await typeInSearch(page, "vwap participation")
    const options = await suggestionsFor(page, "vwap participation")
    const hrefs = await options.evaluateAll((items) => items.map((item) => item.getAttribute("data-href") ?? ""))
    const pages = [...new Set(hrefs.map((href) => href.split(/[?#]/)[0]))]
    expect(pages.indexOf("/docs/algos/vwap/")).toBeGreaterThanOrEqual(0)
    expect(pages.indexOf("/docs/algos/vwap/")).toBeLessThan(3)

    await openHydrated(page, `${siteURL}/search/?q=vwap%20participation`)
    const results = page.locator(moduleClass("search-page-result"))
    await expect(results.first()).toBeVisible()
    const listed = await results.evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    )
    const order = [...new Set(listed)]
    expect(order.indexOf("/docs/algos/vwap/")).toBeGreaterThanOrEqual(0)
    expect(order.indexOf("/docs/algos/vwap/")).toBeLessThan(3)
  })

  test("says what it matched when no page holds every word", async ({ page, siteURL }) => {
    await openHydrated(page, `${siteURL}/docs/index/`)
    await typeInSearch(page, "vwap zzqxvw")
    await suggestionsFor(page, "vwap zzqxvw")
    await expect(page.locator(moduleClass("search-panel"))).toContainText(
      "No page has all of “vwap zzqxvw”; showing pages with “vwap”",
    )
    await openHydrated(page, `${siteURL}/search/?q=vwap%20zzqxvw`)
    await expect(page.locator(moduleClass("search-page-count"))).toContainText("No page has all of “vwap zzqxvw”")
  })

  test("hides the shortcut hint once the box has text", async ({ page, siteURL }) => {
    await openHydrated(page, `${siteURL}/docs/index/`)
    const hint = page.locator(moduleClass("search-shortcut"))
    await expect(hint).toBeVisible()
    const box = await typeInSearch(page, "journal")
    await expect(hint).toHaveCount(0)
    await box.fill("")
    await expect(hint).toBeVisible()
  })

  test("No results suggests other words and links to the docs index, not to an empty results page", async ({
    page,
    siteURL,
  }) => {
    await openHydrated(page, `${siteURL}/docs/index/`)
    await typeInSearch(page, "zzqxvw")
    const panel = page.locator(moduleClass("search-panel"))
    await expect(panel.getByText("No results")).toBeVisible()
    await expect(panel).toContainText("Try fewer words or other words")
    await expect(panel.getByRole("link", { name: "See all results" })).toHaveCount(0)
    await panel.getByRole("link", { name: "documentation index" }).click()
    await page.waitForURL(`${siteURL}/docs/`)

    await openHydrated(page, `${siteURL}/search/?q=zzqxvw`)
    await expect(page.locator(moduleClass("search-page-count"))).toHaveText("No results")
    await expect(page.getByRole("main").getByRole("link", { name: "documentation index" })).toHaveAttribute(
      "href",
      "/docs/",
    )
  })
})

/** The contrast ratio of two CSS colours (WCAG 2 relative luminance), alpha composited on `back`. */
function contrast(fore: string, back: string): number {
  const parse = (css: string) => {
    const [r, g, b, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number)
    return { r, g, b, a }
  }
  const bg = parse(back)
  const fg = parse(fore)
  const mix = (f: number, b: number) => f * fg.a + b * (1 - fg.a)
  const luminance = ([r, g, b]: number[]) => {
    const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
  }
  const l1 = luminance([mix(fg.r, bg.r), mix(fg.g, bg.g), mix(fg.b, bg.b)])
  const l2 = luminance([bg.r, bg.g, bg.b])
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05)
}

test.describe("the search box's text", () => {
  for (const theme of ["dark", "light"]) {
    for (const width of [1280, 400]) {
      test.describe(`${theme}, ${width} px`, () => {
        test.use(windowOf(width))
        test("placeholder, icon, hint and the phone's Cancel reach 4.5:1 against the box", async ({
          page,
          siteURL,
        }) => {
          await page.addInitScript((t) => localStorage.setItem("theme", t), theme)
          await openHydrated(page, `${siteURL}/docs/index/`)
          // At 400 px the box is an icon until focused; focused, it shows its placeholder.
          if (width < 996) await page.getByRole("combobox", { name: "Search" }).focus()
          const colours = await page.evaluate(
            (css) => {
              const input = document.querySelector<HTMLInputElement>(css.input)!
              const opaque = (el: Element | null): string => {
                for (let e = el; e; e = e.parentElement) {
                  const bg = getComputedStyle(e).backgroundColor
                  if (bg && !/rgba\(.*, 0\)$/.test(bg) && bg !== "transparent") return bg
                }
                return "rgb(255, 255, 255)"
              }
              const hint = document.querySelector(css.hint)
              const cancel = document.querySelector(css.cancel)
              return {
                box: opaque(input),
                placeholder: getComputedStyle(input, "::placeholder").color,
                icon: getComputedStyle(document.querySelector(css.icon)!).color,
                hint: hint && getComputedStyle(hint).display !== "none" ? getComputedStyle(hint).color : null,
                hintBack: hint ? opaque(hint) : null,
                cancel: cancel && getComputedStyle(cancel).display !== "none" ? getComputedStyle(cancel).color : null,
                cancelBack: cancel ? opaque(cancel) : null,
              }
            },
            {
              input: moduleClass("search-input"),
              hint: moduleClass("search-shortcut"),
              icon: moduleClass("search-icon"),
              cancel: moduleClass("search-cancel"),
            },
          )
          expect(contrast(colours.placeholder, colours.box)).toBeGreaterThanOrEqual(4.5)
          expect(contrast(colours.icon, colours.box)).toBeGreaterThanOrEqual(4.5)
          if (colours.hint) expect(contrast(colours.hint, colours.hintBack!)).toBeGreaterThanOrEqual(4.5)
          // Cancel shows in the open box on a phone only.
          expect(colours.cancel === null).toBe(width >= 996)
          if (colours.cancel) expect(contrast(colours.cancel, colours.cancelBack!)).toBeGreaterThanOrEqual(4.5)
        })
      })
    }
  }
})

test.describe("an unknown route", () => {
  test("costs one 404 request, the page's own, and shows Page Not Found", async ({ page, siteURL }) => {
    const notFound: string[] = []
    const errors: string[] = []
    page.on("response", (response) => response.status() === 404 && notFound.push(response.url()))
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
    await page.goto(`${siteURL}/no/such/page/`)
    await hydrated(page)
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible()
    await page.waitForLoadState("networkidle")
    expect(notFound).toEqual([`${siteURL}/no/such/page/`])
    // The one the browser logs for the document itself.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([])
    expect(errors.length).toBeLessThanOrEqual(1)
    // The page works: a link goes home.
    await page.getByRole("main").getByRole("link", { name: "Home" }).click()
    await page.waitForURL(`${siteURL}/`)
  })

  test("the Not Found page itself still renders at /404/", async ({ page, siteURL }) => {
    await openHydrated(page, `${siteURL}/404/`)
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible()
  })
})

test.describe("What's New", () => {
  test("lists the releases to jump to, each to its note", async ({ page, siteURL }) => {
    await openHydrated(page, `${siteURL}/news/`)
    const index = page.getByRole("navigation", { name: "Jump to a release" })
    const links = index.getByRole("link")
    const notes = page.getByRole("article")
    await expect(links).toHaveCount(await notes.count())
    const targets = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")!.slice(1)))
    const ids = await notes.evaluateAll((articles) => articles.map((a) => a.getAttribute("aria-labelledby")))
    expect(targets).toEqual(ids)
    await links.nth(2).click()
    await expect(page.locator(`[id="${targets[2]}"]`)).toBeInViewport()
  })
})

test.describe("home page", () => {
  test("routes each of the four readers to a real page, with the quick starts and the latest release", async ({
    page,
    siteURL,
  }) => {
    await openHydrated(page, `${siteURL}/`)
    const start = page.getByRole("region", { name: "Start here" })
    await expect(start.getByRole("heading", { level: 3 })).toHaveText([
      "Algorithm developers",
      "API clients",
      "System administrators",
      "Risk managers",
    ])
    const hrefs = await start.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")!))
    expect(hrefs.length).toBeGreaterThanOrEqual(4)
    for (const href of hrefs) expect((await page.request.get(`${siteURL}${href}`)).status()).toBe(200)
    await expect(page.getByRole("region", { name: "Quick starts" }).getByRole("link")).toHaveCount(3)
    const release = page.getByRole("complementary", { name: "Latest release" })
    await expect(release.getByRole("link").first()).toHaveAttribute("href", /^\/news\/#release-/)
    const search = page.getByRole("searchbox", { name: "Search the documentation" })
    await search.fill("iceberg")
    await search.press("Enter")
    await page.waitForURL(`${siteURL}/search/?q=iceberg`)
  })

  for (const width of [1280, 1000, 700, 400]) {
    test.describe(`at ${width} px`, () => {
      test.use(windowOf(width))
      test("fills every row of its grids, and its buttons share the width", async ({ page, siteURL }) => {
        await openHydrated(page, `${siteURL}/`)
        const grids = await page
          .locator(`${moduleClass("home-grid")}, ${moduleClass("home-topic-list")}`)
          .evaluateAll((lists) =>
            lists.map((list) => ({
              items: list.children.length,
              columns: getComputedStyle(list).gridTemplateColumns.split(" ").length,
            })),
          )
        expect(grids.length).toBe(3)
        for (const { items, columns } of grids) expect(items % columns).toBe(0)
        const buttons = await page
          .locator(`${moduleClass("hero-actions")} > a`)
          .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width))
        expect(buttons).toHaveLength(2)
        expect(Math.abs(buttons[0] - buttons[1])).toBeLessThan(1)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      })
    })
  }
})
