import { existsSync } from "node:fs"
import { createServer, type AddressInfo } from "node:net"
import path from "node:path"
import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page } from "@playwright/test"

// What every browser test gets from Playwright Test, on top of its own `page` and `context`
// (closed by the runner whether the test passes or not):
// - `siteURL` and `fixtureURL`: the built real site (public/) and the fixture site
//   (tests/fixtures/site, built by `npm test` into tests/.artifacts/fixture-public), each served as
//   in production: by nginx with the build's own rules (`npm run serve:prod`, deploy/serve-prod.mjs:
//   its caching, security headers and Content-Security-Policy), one server per worker.
//   TEST_SERVER=static serves them with tests/browser/static-server.mjs instead (a plain host, no
//   headers), to tell a page's fault from the rules'. SITE_URL / FIXTURE_URL point the tests at a
//   server of your own; FIXTURE_PUBLIC names another fixture build.
// - `siteServer`: the real site's nginx, with its access log (what reached the server).
// - `newContext(options)`: more contexts in one test (a context per connection type, say), closed
//   by the runner as `context` is.

type Served = { url: string; accessLog: string | null }
type WorkerFixtures = { siteServer: Served; siteURL: string; fixtureURL: string }
type TestFixtures = { newContext: (options?: BrowserContextOptions) => Promise<BrowserContext> }

/** A free port on the loopback interface, for nginx (which cannot be given port 0). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function serve(dir: string, what: string, use: (served: Served) => Promise<void>): Promise<void> {
  if (!existsSync(path.join(dir, "index.html")))
    throw new Error(`${what} is not built: ${dir}/index.html is missing. ${HOW_TO_BUILD}`)
  if (process.env.TEST_SERVER === "static") {
    // A dynamic import: the server is an ES module shared with the benchmarks (plain Node scripts).
    const { startStaticServer } = await import("./static-server.mjs")
    const { server, url } = await startStaticServer(dir)
    try {
      await use({ url, accessLog: null })
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
    return
  }
  const { startNginx } = await import("../../deploy/serve-prod.mjs")
  const nginx = await startNginx(dir, { port: await freePort() })
  try {
    await use({ url: nginx.url, accessLog: nginx.accessLog })
  } finally {
    await nginx.stop()
  }
}

const HOW_TO_BUILD =
  "`npm test` builds both sites; by hand: `npx gatsby build` for public/, and for the fixture site " +
  "`TACHYON_CONTENT_DIR=tests/fixtures/site npx gatsby build` then copy public/ to tests/.artifacts/fixture-public."

export const test = base.extend<TestFixtures, WorkerFixtures>({
  siteServer: [
    async ({}, use) =>
      process.env.SITE_URL
        ? use({ url: process.env.SITE_URL, accessLog: null })
        : serve(path.resolve("public"), "The site", use),
    { scope: "worker" },
  ],
  siteURL: [async ({ siteServer }, use) => use(siteServer.url), { scope: "worker" }],
  fixtureURL: [
    async ({}, use) =>
      process.env.FIXTURE_URL
        ? use(process.env.FIXTURE_URL)
        : serve(
            path.resolve(process.env.FIXTURE_PUBLIC ?? "tests/.artifacts/fixture-public"),
            "The fixture site",
            ({ url }) => use(url),
          ),
    { scope: "worker" },
  ],
  newContext: async ({ browser, contextOptions, viewport }, use) => {
    const contexts: BrowserContext[] = []
    await use(async (options = {}) => {
      const context = await browser.newContext({ ...contextOptions, viewport, ...options })
      contexts.push(context)
      return context
    })
    await Promise.all(contexts.map((context) => context.close()))
  },
})

export { expect }

/** Waits until React has hydrated the page (set by onInitialClientRender, after the first commit). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (window as unknown as { ___tachyonHydrated?: boolean }).___tachyonHydrated === true &&
      document.readyState === "complete",
  )
}

/** `test.use` options for a window `width` px wide (900 px high, as every test here). */
export const windowOf = (width: number) => ({ viewport: { width, height: 900 } })

/** An init script: localStorage throws on every access, as in a browser set to refuse site data. */
export function refuseLocalStorage(): void {
  Object.defineProperty(window, "localStorage", {
    get: () => {
      throw new DOMException("denied", "SecurityError")
    },
  })
}

/** Opens `url` and waits until the page has hydrated. */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await hydrated(page)
}
