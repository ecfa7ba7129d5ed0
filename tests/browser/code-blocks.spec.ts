import type { Page } from "@playwright/test"
import { expect, openHydrated, test, windowOf } from "./fixtures"
import { moduleClass } from "./module-class"
import { sitemapRoutes } from "./sitemap"

// Code blocks: no code is cut without a way to read it. Every block has a "Toggle word wrap"
// button; a block whose lines are longer than its frame scrolls inside it (keyboard-focusable); and
// with wrap on, no block is wider than its frame. FIX messages wrap by default between whole fields.
// A click wraps or unwraps that block only, and the block stays where it was on the screen. Titles
// and line numbers come from the fence (`title="…" showLineNumbers {1,4-6}`); the numbers are never
// part of the copied code.
const PARALLEL = 3
const CODE_BLOCK = moduleClass("code-block")

interface BlockState {
  language: string
  overflows: boolean
  toggle: boolean
  scrolls: boolean
  focusable: boolean
}

const blockStates = (page: Page): Promise<BlockState[]> =>
  page.evaluate(
    (blocks) =>
      [...document.querySelectorAll<HTMLElement>(blocks)].map((block) => {
        const pre = block.querySelector("pre")!
        return {
          language: block.dataset.language ?? "",
          overflows: pre.scrollWidth > pre.clientWidth + 1,
          toggle: block.querySelector('button[aria-label="Toggle word wrap"]') !== null,
          scrolls: ["auto", "scroll"].includes(getComputedStyle(pre).overflowX),
          focusable: pre.tabIndex === 0,
        }
      }),
    `.markdown ${CODE_BLOCK}`,
  )

/** Every block of the page wrapped or not, as its toggle would set it. */
const setEveryBlock = (page: Page, wrap: "on" | "off") =>
  page.evaluate(
    ([blocks, value]) => document.querySelectorAll(blocks).forEach((block) => block.setAttribute("data-wrap", value)),
    [CODE_BLOCK, wrap],
  )

/** Sweeps the pages with code at one width: blocks that overflow unwrapped, and any left overflowing once wrapped. */
async function sweep(page: Page, siteURL: string, routes: string[]) {
  const report = {
    blocks: 0,
    overflowing: 0,
    fixWrappedByDefault: 0,
    unreadable: [] as string[],
    wrappedOverflow: [] as string[],
  }
  for (const route of routes) {
    await page.goto(siteURL + route)
    const defaults = await blockStates(page)
    if (defaults.length === 0) continue
    report.blocks += defaults.length
    // Unwrapped, as the reader who turned wrap off sees every block (and as every block was before the per-block toggle).
    await setEveryBlock(page, "off")
    const unwrapped = await blockStates(page)
    unwrapped.forEach((b, i) => {
      if (!b.overflows) return
      report.overflowing++
      if (defaults[i].language === "fix" && !defaults[i].overflows) report.fixWrappedByDefault++
      if (!(b.toggle && b.scrolls && b.focusable)) report.unreadable.push(`${route} block ${i + 1} (${b.language})`)
    })
    await setEveryBlock(page, "on")
    ;(await blockStates(page)).forEach((b, i) => {
      if (b.overflows) report.wrappedOverflow.push(`${route} block ${i + 1} (${b.language})`)
    })
  }
  return report
}

async function sweepSite(siteURL: string, newPage: () => Promise<Page>) {
  const routes = (await sitemapRoutes(siteURL)).filter((r) => r.startsWith("/docs/"))
  const queue = [...routes]
  const parts = await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      const page = await newPage()
      const mine: string[] = []
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) mine.push(route)
      return { page, mine }
    }),
  )
  // Share the routes out evenly, then sweep in parallel.
  const all = parts.flatMap((p) => p.mine)
  const reports = await Promise.all(
    parts.map(({ page }, i) =>
      sweep(
        page,
        siteURL,
        all.filter((_, j) => j % PARALLEL === i),
      ),
    ),
  )
  return reports.reduce((a, b) => ({
    blocks: a.blocks + b.blocks,
    overflowing: a.overflowing + b.overflowing,
    fixWrappedByDefault: a.fixWrappedByDefault + b.fixWrappedByDefault,
    unreadable: [...a.unreadable, ...b.unreadable],
    wrappedOverflow: [...a.wrappedOverflow, ...b.wrappedOverflow],
  }))
}

test.describe("code blocks of the whole site", () => {
  // The server-rendered HTML is what the reader sees (hydration.spec.ts); the attribute a block's
  // toggle would set is set here.
  test.use({ javaScriptEnabled: false })
  for (const width of [1280, 400]) {
    test.describe(`at ${width} px`, () => {
      test.use(windowOf(width))
      test("no code is cut without a way to read it", async ({ context, siteURL }) => {
        test.setTimeout(300_000)
        const report = await sweepSite(siteURL, () => context.newPage())
        console.log(
          `${width} px: ${report.blocks} blocks, ${report.overflowing} overflow unwrapped ` +
            `(${report.fixWrappedByDefault} FIX wrapped by default), ${report.wrappedOverflow.length} overflow wrapped`,
        )
        expect(report.blocks).toBeGreaterThan(300)
        expect(report.overflowing).toBeGreaterThan(0)
        expect(report.unreadable).toEqual([])
        expect(report.wrappedOverflow).toEqual([])
      })
    })
  }
})

const FIX_PAGE = "/docs/api/fix/fix_client_onboarding/"
const PROGRAM_PAGE = "/docs/api/python/python_fix_sample/"

/** Each block's top (viewport pixels), wrap state and height. */
const blockLayout = (page: Page) =>
  page.locator(CODE_BLOCK).evaluateAll((blocks) =>
    blocks.map((b) => ({
      top: b.getBoundingClientRect().top,
      wrap: b.getAttribute("data-wrap"),
      height: b.getBoundingClientRect().height,
    })),
  )

test.describe("the wrap toggle", () => {
  test.use(windowOf(400))
  test("wraps FIX by default between whole fields", async ({ page, siteURL }) => {
    await openHydrated(page, siteURL + FIX_PAGE)
    const fix = page.locator(`${CODE_BLOCK}[data-language="fix"]`).first()
    const fixPre = fix.locator("pre")
    await expect(fix.getByRole("button", { name: "Toggle word wrap" })).toHaveAttribute("aria-pressed", "true")
    expect(await fixPre.evaluate((pre) => pre.scrollWidth <= pre.clientWidth + 1)).toBe(true)
    // Every line of a wrapped message starts at a field: `tag=`.
    const lineStarts = await fix.locator(".fix-field").evaluateAll((fields) => {
      const starts: string[] = []
      let top = -1
      for (const field of fields) {
        const rects = field.getClientRects()
        if (rects.length !== 1) return ["a field split over lines: " + field.textContent]
        if (Math.round(rects[0].top) !== top) starts.push(field.textContent ?? "")
        top = Math.round(rects[0].top)
      }
      return starts
    })
    expect(lineStarts.length).toBeGreaterThan(1)
    for (const start of lineStarts) expect(start).toMatch(/^\d+=/)
    await fix.getByRole("button", { name: "Toggle word wrap" }).click()
    await expect(fix.getByRole("button", { name: "Toggle word wrap" })).toHaveAttribute("aria-pressed", "false")
    expect(await fixPre.evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(true)
    // Another page's FIX messages still wrap: the click was for that block only.
    await openHydrated(page, siteURL + "/docs/config/fix_gateway/")
    const otherFix = page.locator(`${CODE_BLOCK}[data-language="fix"]`).first()
    await expect(otherFix.getByRole("button", { name: "Toggle word wrap" })).toHaveAttribute("aria-pressed", "true")
  })

  test("breaks a field longer than the line only at a space or after a ;", async ({ page, siteURL }) => {
    await page.goto(siteURL + FIX_PAGE)
    const fields = page.locator(`${CODE_BLOCK}[data-wrap="on"] .fix-field`)
    expect(await fields.count()).toBeGreaterThan(20)
    const badBreaks = await fields.evaluateAll((fields) => {
      const bad: string[] = []
      const range = document.createRange()
      for (const field of fields) {
        const text = field.textContent ?? ""
        let offset = 0
        let top: number | null = null
        const walker = document.createTreeWalker(field, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < (node.textContent ?? "").length; i++, offset++) {
            range.setStart(node, i)
            range.setEnd(node, i + 1)
            const rect = range.getBoundingClientRect()
            if (rect.width === 0) continue
            const y = Math.round(rect.top)
            if (top !== null && y > top && !/[ ;]/.test(text[offset - 1])) bad.push(`${text} at ${offset}`)
            top = y
          }
        }
      }
      return bad
    })
    expect(badBreaks).toEqual([])
  })

  for (const width of [1280, 400]) {
    test(`at ${width} px a click changes its block only, which moves 0 px`, async ({ page, siteURL }) => {
      await page.setViewportSize({ width, height: 800 })
      for (const route of [FIX_PAGE, PROGRAM_PAGE]) {
        await openHydrated(page, siteURL + route)
        const count = await page.locator(CODE_BLOCK).count()
        expect(count).toBeGreaterThan(2)
        // A block in the middle of the page and the last one (which may shorten the page under the reader).
        for (const index of [Math.floor(count / 2), count - 1]) {
          const block = page.locator(CODE_BLOCK).nth(index)
          await block.evaluate((b) => b.scrollIntoView({ block: "center" }))
          for (let click = 0; click < 2; click++) {
            const before = await blockLayout(page)
            await block.getByRole("button", { name: "Toggle word wrap" }).click()
            await expect(block.getByRole("button", { name: "Toggle word wrap" })).toHaveAttribute(
              "aria-pressed",
              before[index].wrap === "on" ? "false" : "true",
            )
            const after = await blockLayout(page)
            expect(Math.abs(after[index].top - before[index].top), `${route} block ${index + 1} moved`).toBeLessThan(1)
            const others = (rows: typeof before) => rows.filter((_, i) => i !== index).map((b) => [b.wrap, b.height])
            expect(others(after), `${route}: other blocks changed`).toEqual(others(before))
          }
        }
      }
    })
  }
})

test.describe("titles and line numbers", () => {
  test("show the fence's title and numbers, and Copy copies the code without them", async ({
    page,
    context,
    siteURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await openHydrated(page, siteURL + PROGRAM_PAGE)
    const block = page.locator(CODE_BLOCK, { hasText: "tachyon_fix_client.py" }).first()
    await expect(block.locator(moduleClass("code-block-title"))).toHaveText("tachyon_fix_client.py")
    const numbers = await block
      .locator(".code-line-number")
      .evaluateAll((spans) => spans.map((s) => getComputedStyle(s, "::before").content))
    expect(numbers.length).toBeGreaterThan(150)
    expect(numbers.slice(0, 3)).toEqual(['"1"', '"2"', '"3"'])
    await block.getByRole("button", { name: "Copy code to clipboard" }).click()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied.startsWith("#!/usr/bin/env python3\n")).toBe(true)
    expect(copied.split("\n")).toHaveLength(numbers.length)
    expect(copied).not.toMatch(/^\d+#!/)
    // A reader's own selection of the lines copies no numbers either.
    const selected = await block.locator("pre").evaluate((pre) => {
      const range = document.createRange()
      range.selectNodeContents(pre)
      const selection = window.getSelection()!
      selection.removeAllRanges()
      selection.addRange(range)
      return selection.toString()
    })
    expect(selected.split("\n").slice(0, 3)).toEqual(copied.split("\n").slice(0, 3))
  })
})

test.describe("fragments", () => {
  test("a block fenced `fragment` says so, readably in both colour modes; a complete one does not", async ({
    page,
    siteURL,
  }) => {
    await openHydrated(page, siteURL + "/docs/data_model/market_data/level1_data/")
    const fragment = page.locator(CODE_BLOCK, { hasText: "MarketDataListener l1" }).first()
    const label = fragment.locator(moduleClass("code-block-fragment"))
    await expect(label).toHaveText("fragment")
    await expect(label).toHaveAttribute("title", "Part of a program, not complete on its own")
    await expect(label).toBeVisible()
    for (const scheme of ["light", "dark"] as const) {
      await page.evaluate((s) => (document.documentElement.dataset.theme = s), scheme)
      const [fg, bg] = await label.evaluate((el) => [
        getComputedStyle(el).color,
        getComputedStyle(el.closest(".code-block-header")!).backgroundColor,
      ])
      expect(fg, scheme).not.toBe(bg)
    }
    await openHydrated(page, siteURL + PROGRAM_PAGE)
    await expect(page.locator(moduleClass("code-block-fragment"))).toHaveCount(0)
  })
})

test.describe("copy without the Clipboard API", () => {
  // Plain-HTTP hosts have no navigator.clipboard (it needs a secure context), and a browser may refuse it.
  const noClipboard = () => Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined })
  test("copies the selection with execCommand, else selects the code and says how to copy it", async ({
    page,
    siteURL,
  }) => {
    await page.addInitScript(noClipboard)
    await openHydrated(page, siteURL + PROGRAM_PAGE)
    const block = page.locator(CODE_BLOCK).first()
    const copyButton = block.getByRole("button", { name: "Copy code to clipboard" })
    await copyButton.click()
    await expect(copyButton).toHaveText("Copied")
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe("")
    // The browser refuses execCommand too: the code stays selected, with a visible hint.
    await page.evaluate(() => (document.execCommand = () => false))
    await copyButton.click()
    await expect(block.getByRole("status")).toHaveText(/^Selected: press (Ctrl\+C|⌘C)$/)
    const code = await block.locator("pre code").textContent()
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(code)
    await expect(copyButton).toHaveText("Copy")
  })
})

test.describe("margins", () => {
  // A block that ends a tab panel or an admonition sits flush with its bottom (Tabs.module.css,
  // markdown.css): `X > :last-child` must keep beating the block's own margin, from another sheet
  // (the styles are CSS modules).
  test("a block ending a tab panel or an admonition has no bottom margin; others keep theirs", async ({
    page,
    siteURL,
  }) => {
    const marginBottom = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el).marginBottom)
    await page.goto(siteURL + "/docs/algos/iceberg/")
    expect(await marginBottom(`[role=tabpanel] > ${CODE_BLOCK}:not(:last-child)`)).toBe("24px")
    expect(await marginBottom(`[role=tabpanel] > ${CODE_BLOCK}:last-child`)).toBe("0px")
    await page.goto(siteURL + "/docs/config/tachyon_monitor_config/")
    expect(await marginBottom(`.markdown > ${CODE_BLOCK}`)).toBe("24px")
    // No page ends an admonition with a code block yet: one is moved into one, as MDX would place it.
    const inAdmonition = await page.evaluate((blocks) => {
      const block = document.querySelector(`.markdown > ${blocks}`)!
      document.querySelector(".admonition-content")!.append(block)
      return getComputedStyle(block).marginBottom
    }, CODE_BLOCK)
    expect(inAdmonition).toBe("0px")
  })
})
