import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core"
import settings from "./chromium.json"

jest.setTimeout(30_000)

/** Base URLs of the served builds (tests/run-browser.mjs). */
export const SITE_URL = process.env.SITE_URL ?? "http://127.0.0.1:9000"
export const FIXTURE_URL = process.env.FIXTURE_URL ?? ""

let browser: Browser | null = null

export async function getBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? settings.executablePath,
    args: settings.args,
  })
  return browser
}

export async function closeBrowser(): Promise<void> {
  await browser?.close()
  browser = null
}

/** A fresh context (own storage) and page; `width` defaults to desktop. */
export async function openPage(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (await getBrowser()).newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  return { context, page }
}

/** Waits until React has hydrated the page (set by onInitialClientRender, after the first commit). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (window as unknown as { ___tachyonHydrated?: boolean }).___tachyonHydrated === true &&
      document.readyState === "complete",
  )
}
