import type { BrowserContext, Page } from "@playwright/test"
import { expect, test, windowOf } from "./fixtures"
import { sitemapRoutes } from "./sitemap"

// Tables of the real site: they fit their column on a desktop window (long identifiers break at a
// soft break after `.`, `_`, `/` and the like, src/lib/inline-code.ts; codes such as TRJ-1001 never), and on a phone a wide
// table scrolls inside its own frame instead of widening the page. The server-rendered HTML is what
// the reader sees after hydration (tests/browser/hydration.spec.ts), so pages load without scripts.
// A first column of keys is as wide as its longest key up to 40 % of the table, so a key that fits
// there is never broken; a frame that scrolls sideways (table or code) shows a shadow at that edge.
test.use({ javaScriptEnabled: false })

const PARALLEL = 3

/** What is wrong with the tables of the open page: overflowing tables and codes split over two lines. */
function tableProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const tables = [...document.querySelectorAll<HTMLElement>(".markdown table")]
    tables.forEach((table, i) => {
      const frame = table.closest<HTMLElement>(".table-wrapper") ?? table
      if (frame.scrollWidth > frame.clientWidth + 1)
        problems.push(`table ${i + 1} overflows by ${frame.scrollWidth - frame.clientWidth}px`)
    })
    // A code never breaks at its hyphen, in inline code or in text: a hyphenated run with a digit or
    // two capitals (TRJ-1001, RSK-2010, ISO-8601, FIX-only). Lowercase names (lse-millennium) and
    // words of prose (order-by-order) may.
    const lines = (range: Range) => new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
    const codeLike = /\d|[A-Z]{2}/
    for (const cell of document.querySelectorAll(".markdown td, .markdown th")) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? "").matchAll(/[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+/g)) {
          if (!codeLike.test(match[0])) continue
          const range = document.createRange()
          range.setStart(node, match.index ?? 0)
          range.setEnd(node, (match.index ?? 0) + match[0].length)
          if (lines(range) > 1) problems.push(`"${match[0]}" is split over two lines`)
        }
      }
    }
    return problems
  })
}

/** The open page's keys (a first-column cell of one inline code): how many, how many fit 40 % of their table, and those broken. */
function keysOfPage(page: Page) {
  return page.evaluate(() => {
    const measure = document.createElement("canvas").getContext("2d")!
    const report = { keys: 0, fitting: 0, broken: 0, brokenFitting: [] as string[] }
    for (const table of document.querySelectorAll<HTMLTableElement>(".markdown table")) {
      for (const row of table.tBodies[0]?.rows ?? []) {
        const cell = row.cells[0]
        const code = cell?.firstElementChild
        if (!cell || !code || code.tagName !== "CODE" || cell.childNodes.length !== 1) continue
        report.keys++
        const codeStyle = getComputedStyle(code)
        const cellStyle = getComputedStyle(cell)
        measure.font = codeStyle.font
        const oneLine =
          measure.measureText(code.textContent ?? "").width +
          parseFloat(codeStyle.paddingLeft) +
          parseFloat(codeStyle.paddingRight) +
          parseFloat(codeStyle.borderLeftWidth) +
          parseFloat(codeStyle.borderRightWidth)
        // The key fits when a column of 40 % of the table holds it on one line.
        const room =
          0.4 * table.getBoundingClientRect().width -
          parseFloat(cellStyle.paddingLeft) -
          parseFloat(cellStyle.paddingRight)
        const fits = oneLine <= room
        if (fits) report.fitting++
        const range = document.createRange()
        range.selectNodeContents(code)
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size
        if (lines > 1) {
          report.broken++
          if (fits) report.brokenFitting.push(code.textContent ?? "")
        }
      }
    }
    return report
  })
}

/** Opens each route on one of PARALLEL pages and hands it to `visit`. */
async function visitEach(
  context: BrowserContext,
  siteURL: string,
  routes: string[],
  visit: (page: Page, route: string) => Promise<void>,
) {
  const queue = [...routes]
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      const page = await context.newPage()
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
        await page.goto(siteURL + route)
        await visit(page, route)
      }
      await page.close()
    }),
  )
}

test.describe("tables", () => {
  test("every table of the site fits its column at 1280 px, and no code is split", async ({ context, siteURL }) => {
    test.setTimeout(240_000)
    const routes = await sitemapRoutes(siteURL)
    expect(routes.length).toBeGreaterThan(100)
    const problems: string[] = []
    let tables = 0
    await visitEach(context, siteURL, routes, async (page, route) => {
      // Counted before adding: `tables += await …` would read `tables` before the await and lose the other pages' counts.
      const count = await page.locator(".markdown table").count()
      tables += count
      problems.push(...(await tableProblems(page)).map((p) => `${route} ${p}`))
    })
    expect(tables).toBeGreaterThan(300)
    expect(problems).toEqual([])
  })

  test("keeps TRJ-1001 and long keys whole on the configuration reference and reject codes at 1280 px", async ({
    page,
    siteURL,
  }) => {
    for (const route of ["/docs/config/config_reference/", "/docs/data_model/trading/reject_codes/"]) {
      await page.goto(siteURL + route)
      expect(await tableProblems(page)).toEqual([])
    }
    // A long key breaks only after one of its dots: every line of it ends at a dot or at its end.
    await page.goto(`${siteURL}/docs/config/config_reference/`)
    const pieces = await page
      .locator(".markdown td code", { hasText: "fix.gateway.fileStore.path" })
      .first()
      .evaluate((code) => {
        const range = document.createRange()
        const pieces: string[] = []
        let line = ""
        let top: number | null = null
        const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < (node.textContent ?? "").length; i++) {
            range.setStart(node, i)
            range.setEnd(node, i + 1)
            const y = Math.round(range.getBoundingClientRect().top)
            if (top !== null && y !== top) {
              pieces.push(line)
              line = ""
            }
            top = y
            line += node.textContent![i]
          }
        }
        return [...pieces, line]
      })
    expect(pieces.join("")).toBe("fix.gateway.fileStore.path")
    for (const piece of pieces.slice(0, -1)) expect(piece).toMatch(/\.$/)
  })

  test("moves a key that fits its column to the next line whole, not split at a line end", async ({
    page,
    siteURL,
  }) => {
    // `risk.reloadOnChange` ends a long cell: it used to break after `risk.` at the line's end.
    await page.goto(`${siteURL}/docs/risk/risk_limit_export/`)
    const code = page.locator(".markdown td code", { hasText: "risk.reloadOnChange" }).first()
    const lines = await code.evaluate((el) => {
      const range = document.createRange()
      range.selectNodeContents(el)
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size
    })
    expect(lines).toBe(1)
  })

  test("at 1280 px no key is broken that fits in 40 % of its table", async ({ context, siteURL }) => {
    test.setTimeout(240_000)
    const routes = (await sitemapRoutes(siteURL)).filter((route) => route.startsWith("/docs/"))
    const total = { keys: 0, fitting: 0, broken: 0 }
    const brokenFitting: string[] = []
    await visitEach(context, siteURL, routes, async (page, route) => {
      const report = await keysOfPage(page)
      total.keys += report.keys
      total.fitting += report.fitting
      total.broken += report.broken
      brokenFitting.push(...report.brokenFitting.map((key) => `${route} ${key}`))
    })
    console.log(`1280 px: ${total.keys} keys, ${total.fitting} fit 40 % of their table, ${total.broken} broken`)
    expect(total.keys).toBeGreaterThan(400)
    expect(brokenFitting).toEqual([])
    // The hard case: the configuration reference, whose keys are long.
    await context.newPage().then(async (page) => {
      await page.goto(`${siteURL}/docs/config/config_reference/`)
      const report = await keysOfPage(page)
      expect(report.keys).toBeGreaterThan(300)
      expect(report.fitting).toBeGreaterThan(report.keys * 0.9)
    })
  })

  test.describe("on a phone", () => {
    test.use(windowOf(400))
    test("a wide table scrolls inside its own frame and the page does not widen", async ({ page, siteURL }) => {
      await page.goto(`${siteURL}/docs/config/config_reference/`)
      const result = await page.evaluate(() => {
        const frames = [...document.querySelectorAll<HTMLElement>(".markdown .table-wrapper")]
        return {
          pageWidens: document.documentElement.scrollWidth > document.documentElement.clientWidth,
          scrolling: frames.filter((f) => f.scrollWidth > f.clientWidth).length,
          focusable: frames.every((f) => f.tabIndex === 0),
          inside: frames.every((f) => f.getBoundingClientRect().right <= document.documentElement.clientWidth),
        }
      })
      expect(result).toEqual({ pageWidens: false, scrolling: expect.any(Number), focusable: true, inside: true })
      expect(result.scrolling).toBeGreaterThan(0)
    })

    test("a frame that scrolls sideways shows a shadow at its edge, and only then", async ({ page, siteURL }) => {
      // Two screenshots of every frame of two long pages: slower than one page load.
      test.setTimeout(120_000)
      const seen = { overflowing: 0, fitting: 0 }
      const wrong: string[] = []
      for (const route of ["/docs/config/config_reference/", "/docs/api/fix/fix_client_onboarding/"]) {
        await page.goto(siteURL + route)
        const frames = page.locator(".markdown .table-wrapper, .markdown pre")
        for (let i = 0; i < (await frames.count()); i++) {
          const frame = frames.nth(i)
          // A block in a tab that is not shown has no box, and no edge to shade.
          if (!(await frame.isVisible())) continue
          await frame.scrollIntoViewIfNeeded()
          const overflows = await frame.evaluate((f) => f.scrollWidth > f.clientWidth + 1)
          const box = (await frame.boundingBox())!
          // The strip along the right inner edge, in the visible part of the frame.
          const clip = {
            x: box.x + box.width - 14,
            y: Math.max(box.y, 0) + 2,
            width: 10,
            height: Math.min(box.height, 400) - 4,
          }
          const withCue = await page.screenshot({ clip })
          await frame.evaluate((f) => (f.style.background = "none"))
          const withoutCue = await page.screenshot({ clip })
          await frame.evaluate((f) => (f.style.background = ""))
          const shows = !withCue.equals(withoutCue)
          seen[overflows ? "overflowing" : "fitting"]++
          if (shows !== overflows) wrong.push(`${route} frame ${i + 1}: overflows ${overflows}, shadow ${shows}`)
        }
      }
      expect(seen.overflowing).toBeGreaterThan(10)
      expect(seen.fitting).toBeGreaterThan(2)
      expect(wrong).toEqual([])
    })
  })
})
