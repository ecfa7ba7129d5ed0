#!/usr/bin/env node
// Do two builds look the same to a reader? Compares what Chromium computes for every element of
// the same pages served by two servers (a build before and after a change of style sheets):
//   node tests/bench/compare-styles.mjs BEFORE_URL AFTER_URL [route ...]
// - for each route, light and dark, 1280 and 400 px wide, and in the states that show more chrome
//   (the search suggestions open; the navigation drawer open at 400 px);
// - every element in document order: its tag, its classes (CSS-module names reduced to their local
//   part, so `sidebar-link_1a2b3`, `Sidebar-module--sidebar-link--1a2b3` and `sidebar-link` compare equal), and the
//   computed value of every CSS property, for the element and its ::before and ::after;
// - then a pixel comparison of the viewport screenshots.
// Equal computed styles and equal pixels are what "pages and screenshots unchanged" means when the
// style sheets move: the markup is compared by compare-builds.mjs. Prints one line per
// difference (at most 20 per view) and exits 1 if there is any.
import { launchBrowser } from "../browser/chromium.mjs"

const [before, after, ...routeArgs] = process.argv.slice(2)
if (!before || !after) {
  console.error("usage: node tests/bench/compare-styles.mjs BEFORE_URL AFTER_URL [route ...]")
  process.exit(2)
}
const routes = routeArgs.length
  ? routeArgs
  : [
      "/",
      "/docs/",
      "/docs/ha/dr/",
      "/docs/data_model/trading/reject_codes/",
      "/docs/data_model/market_data/ohlc_bars/",
      "/docs/api/java/algorithm_dev_guide/tutorial_twap/",
      "/docs/data_model/trading/order_entry_model/",
      "/search/?q=order",
      "/news/",
      "/does-not-exist/",
    ]

/** What the page computes, element by element, as comparable lines. Runs in the page. */
function computedStyles() {
  const local = (name) =>
    name
      .replace(/^[A-Za-z0-9_]+(?:-[A-Za-z0-9_]+)*-module--(.+)--[0-9a-f]{5}$/, "$1")
      .replace(/^([a-z][a-z0-9-]*)_[0-9a-f]{5}$/, "$1")
  const lines = []
  const describe = (style) => {
    const out = []
    for (let i = 0; i < style.length; i++) out.push(`${style[i]}:${style.getPropertyValue(style[i])}`)
    // Custom properties come in no fixed order: sorted, so that only values can differ.
    return out.sort().join(";")
  }
  // The <head> aside: the loader adds prefetch links to it as the reader hovers and scrolls.
  const all = [document.documentElement, document.body, ...document.body.querySelectorAll("*")]
  all.forEach((el, index) => {
    const classes = [...el.classList].map(local).join(".")
    const where = `${index} <${el.tagName.toLowerCase()}${classes ? "." + classes : ""}>`
    lines.push(`${where} ${describe(getComputedStyle(el))}`)
    for (const pseudo of ["::before", "::after"]) {
      const style = getComputedStyle(el, pseudo)
      if (style.content && style.content !== "none" && style.content !== "normal")
        lines.push(`${where}${pseudo} ${describe(style)}`)
    }
  })
  return lines
}

const views = []
for (const route of routes)
  for (const theme of ["light", "dark"])
    for (const width of [1280, 400]) {
      views.push({ route, theme, width, state: "page" })
      if (route === "/docs/ha/dr/") {
        views.push({ route, theme, width, state: "search" })
        if (width === 400) views.push({ route, theme, width, state: "drawer" })
      }
    }

async function open(browser, base, view) {
  const context = await browser.newContext({
    viewport: { width: view.width, height: view.width > 500 ? 900 : 860 },
    reducedMotion: "reduce",
  })
  await context.addInitScript((theme) => {
    try {
      localStorage.setItem("theme", theme)
    } catch {
      // storage refused: the default theme is compared
    }
  }, view.theme)
  const page = await context.newPage()
  await page.goto(base + view.route, { waitUntil: "networkidle" })
  if (view.state === "search") {
    const box = page.getByRole("combobox", { name: "Search" })
    if (!(await box.isVisible())) await page.getByRole("button", { name: "Search" }).first().click()
    await page.getByRole("combobox", { name: "Search" }).fill("order")
    await page.getByRole("listbox", { name: "Search suggestions" }).waitFor()
  }
  if (view.state === "drawer") {
    await page.getByRole("button", { name: "Toggle navigation bar" }).click()
    await page.getByRole("dialog", { name: "Navigation" }).waitFor()
  }
  await page.waitForTimeout(200)
  return { context, page }
}

const browser = await launchBrowser()
let failures = 0
for (const view of views) {
  const label = `${view.route} ${view.theme} ${view.width}px ${view.state}`
  const a = await open(browser, before, view)
  const b = await open(browser, after, view)
  const [stylesA, stylesB] = [await a.page.evaluate(computedStyles), await b.page.evaluate(computedStyles)]
  const [shotA, shotB] = [await a.page.screenshot(), await b.page.screenshot()]
  const differences = []
  if (stylesA.length !== stylesB.length)
    differences.push(`${stylesA.length} styled boxes before, ${stylesB.length} after`)
  for (let i = 0; i < Math.min(stylesA.length, stylesB.length) && differences.length < 20; i++)
    if (stylesA[i] !== stylesB[i]) {
      const propsA = new Set(stylesA[i].split(";"))
      const propsB = new Set(stylesB[i].split(";"))
      const gone = [...propsA].filter((p) => !propsB.has(p)).slice(0, 3)
      const added = [...propsB].filter((p) => !propsA.has(p)).slice(0, 3)
      let at = 0
      while (stylesA[i][at] === stylesB[i][at]) at++
      const detail =
        gone.length || added.length
          ? `before ${gone.join(" ")} after ${added.join(" ")}`
          : `…${stylesA[i].slice(at - 40, at + 40)}… / …${stylesB[i].slice(at - 40, at + 40)}…`
      differences.push(`${stylesA[i].split(" ")[0]} ${stylesA[i].split(" ")[1]}: ${detail}`)
    }
  if (!shotA.equals(shotB)) differences.push("the screenshots differ")
  console.log(`${differences.length ? "DIFF" : "same"} ${label} (${stylesA.length} boxes)`)
  for (const line of differences) console.log(`  ${line}`)
  failures += differences.length ? 1 : 0
  await a.context.close()
  await b.context.close()
}
await browser.close()
console.log(failures ? `${failures} of ${views.length} views differ` : `all ${views.length} views the same`)
process.exit(failures ? 1 : 0)
