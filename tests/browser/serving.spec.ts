import { readFileSync } from "node:fs"
import type { Page } from "@playwright/test"
import { test, expect, hydrated, openHydrated } from "./fixtures"
import { sitemapRoutes } from "./sitemap"

// The site as served in production (`npm run serve:prod`: nginx with the build's rules in
// public/_nginx/): the headers of each kind of file, redirects, the 404 page, and the
// Content-Security-Policy, under which every page, search, the colour mode and client navigation
// work with no violation. (Every other browser test runs against the same nginx: fixtures.ts.)

test.skip(
  process.env.TEST_SERVER === "static",
  "the serving rules are nginx's (TEST_SERVER=static serves without them)",
)

const head = async (url: string) => {
  const response = await fetch(url, { method: "HEAD", redirect: "manual", headers: { "Accept-Encoding": "gzip" } })
  return { status: response.status, header: (name: string) => response.headers.get(name) }
}

const REVALIDATE = "public, max-age=0, must-revalidate"
const IMMUTABLE = "public, max-age=31536000, immutable"

/** Collects CSP violations (and the console's reports of them) from the moment the page starts. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction("__reportViolation", (text: string) => violations.push(text))
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { __reportViolation: (t: string) => void }).__reportViolation(
        `${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`,
      ),
    ),
  )
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`)
  })
  return violations
}

test.describe("the headers of each kind of file", () => {
  test("an HTML page: revalidated, with the security headers and a strict policy", async ({ siteURL }) => {
    const { status, header } = await head(`${siteURL}/docs/algos/twap/`)
    expect(status).toBe(200)
    expect(header("content-type")).toBe("text/html; charset=utf-8")
    expect(header("cache-control")).toBe(REVALIDATE)
    expect(header("x-content-type-options")).toBe("nosniff")
    expect(header("referrer-policy")).toBe("strict-origin-when-cross-origin")
    expect(header("x-frame-options")).toBe("DENY")
    const policy = header("content-security-policy") ?? ""
    const scriptSrc = policy.split(";").find((d) => d.trim().startsWith("script-src")) ?? ""
    expect(scriptSrc).toMatch(/^ ?script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+$/)
    expect(policy).not.toMatch(/'unsafe-inline'[^;]*;?\s*$|script-src[^;]*'unsafe-(inline|eval)'/)
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "default-src 'self'"])
      expect(policy).toContain(directive)
  })

  test("page data: revalidated; hashed JavaScript, the stylesheet and the search shards: immutable for a year", async ({
    siteURL,
  }) => {
    expect((await head(`${siteURL}/page-data/docs/algos/twap/page-data.json`)).header("cache-control")).toBe(REVALIDATE)
    const html = await (await fetch(`${siteURL}/docs/algos/twap/`)).text()
    const code = [...html.matchAll(/(?:src|href)="(\/[^"]+-[0-9a-f]{20}\.js|\/styles\.[0-9a-f]{20}\.css)"/g)].map(
      (m) => m[1],
    )
    expect(code.length).toBeGreaterThan(2)
    for (const file of code) {
      const { status, header } = await head(siteURL + file)
      expect(status, file).toBe(200)
      expect(header("cache-control"), file).toBe(IMMUTABLE)
      expect(header("x-content-type-options"), file).toBe("nosniff")
    }
    // The entry names no version (it is fetched with ?_=<hash>); its shards are named by their content.
    const entry = await (await fetch(`${siteURL}/search-index.json`)).text()
    expect((await head(`${siteURL}/search-index.json`)).header("cache-control")).toBe(REVALIDATE)
    const shard = entry.match(/"([0-9a-f]{12})"/)?.[1]
    expect(shard).toBeTruthy()
    const shardHead = await head(`${siteURL}/search-index/${shard}.json`)
    expect(shardHead.status).toBe(200)
    expect(shardHead.header("cache-control")).toBe(IMMUTABLE)
  })

  test("a Markdown twin and llms.txt: their type, revalidated, not for search engines", async ({ siteURL }) => {
    const twin = await head(`${siteURL}/docs/algos/twap/index.md`)
    expect(twin.status).toBe(200)
    expect(twin.header("content-type")).toBe("text/markdown; charset=utf-8")
    expect(twin.header("x-robots-tag")).toBe("noindex")
    expect(twin.header("cache-control")).toBe(REVALIDATE)
    for (const file of ["/llms.txt", "/llms/api.txt"]) {
      const llms = await head(siteURL + file)
      expect(llms.status, file).toBe(200)
      expect(llms.header("content-type"), file).toBe("text/plain; charset=utf-8")
      expect(llms.header("x-robots-tag"), file).toBe("noindex")
    }
  })

  test("the REST API document, as YAML and JSON: their types, revalidated", async ({ siteURL }) => {
    const yaml = await head(`${siteURL}/docs/api/restws/openapi.yaml`)
    expect(yaml.status).toBe(200)
    expect(yaml.header("content-type")).toBe("application/yaml; charset=utf-8")
    expect(yaml.header("cache-control")).toBe(REVALIDATE)
    expect(yaml.header("x-content-type-options")).toBe("nosniff")
    const json = await head(`${siteURL}/docs/api/restws/openapi.json`)
    expect(json.status).toBe(200)
    expect(json.header("content-type")).toMatch(/^application\/json(; charset=utf-8)?$/)
  })

  test("a chart's data file, linked from its page's twin: CSV in UTF-8, revalidated", async ({ siteURL }) => {
    const csv = await head(`${siteURL}/data/benchmarks/headline-latency.csv`)
    expect(csv.status).toBe(200)
    expect(csv.header("content-type")).toBe("text/csv; charset=utf-8")
    expect(csv.header("cache-control")).toBe(REVALIDATE)
    expect(csv.header("x-content-type-options")).toBe("nosniff")
  })

  test("the FIX dictionaries: XML documents, revalidated, linked from the FIX API page", async ({ page, siteURL }) => {
    for (const file of ["fix42", "fix44", "fixt11", "fix50sp2"]) {
      const dictionary = await head(`${siteURL}/fix/tachyon-${file}.xml`)
      expect(dictionary.status).toBe(200)
      expect(dictionary.header("content-type")).toBe("application/xml; charset=utf-8")
      expect(dictionary.header("cache-control")).toBe(REVALIDATE)
    }
    await page.goto(`${siteURL}/docs/api/fix/`)
    const link = page.getByRole("link", { name: "tachyon-fix44.xml" })
    await expect(link).toHaveAttribute("href", "/fix/tachyon-fix44.xml")
    const body = await (await fetch(`${siteURL}/fix/tachyon-fix44.xml`)).text()
    expect(body).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n[\s\S]*<fix type="FIX" major="4" minor="4"/)
  })

  test("text is compressed", async ({ siteURL }) => {
    for (const file of ["/docs/algos/twap/", "/search-index.json", "/docs/algos/twap/index.md"]) {
      const response = await fetch(siteURL + file, { headers: { "Accept-Encoding": "gzip" } })
      expect(response.headers.get("content-encoding"), file).toBe("gzip")
      expect(response.headers.get("vary"), file).toMatch(/Accept-Encoding/)
    }
  })
})

test.describe("addresses", () => {
  test("a folder without its slash, /api and /api/: 301 to the page, query kept", async ({ siteURL }) => {
    const folder = await head(`${siteURL}/docs/algos/twap?x=1`)
    expect(folder.status).toBe(301)
    expect(folder.header("location")).toBe("/docs/algos/twap/?x=1")
    for (const from of ["/api", "/api/"]) {
      const moved = await head(siteURL + from)
      expect(moved.status, from).toBe(301)
      expect(moved.header("location"), from).toBe("/docs/api/")
      expect(moved.header("x-content-type-options"), from).toBe("nosniff")
    }
  })

  test("an unknown address: the Not Found page with status 404, its headers and policy", async ({ page, siteURL }) => {
    const violations = await watchViolations(page)
    const response = await page.goto(`${siteURL}/docs/no-such-page/`)
    expect(response?.status()).toBe(404)
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self' 'sha256-")
    await hydrated(page)
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/not found/i)
    expect(violations).toEqual([])
  })

  test("the hosts' own files are not served", async ({ siteURL }) => {
    for (const file of ["/_headers", "/_redirects", "/_nginx/server.conf"])
      expect((await head(siteURL + file)).status, file).toBe(404)
  })
})

test.describe("the Content-Security-Policy", () => {
  // Every page of the sitemap, loaded and hydrated, in two halves (one per worker).
  for (const half of [0, 1])
    test(`every page loads and hydrates with no violation (half ${half + 1} of 2)`, async ({ page, siteURL }) => {
      test.setTimeout(240_000)
      const violations = await watchViolations(page)
      const routes = (await sitemapRoutes(siteURL)).filter((_, index) => index % 2 === half)
      for (const route of routes) {
        const response = await page.goto(siteURL + route)
        expect(response?.status(), route).toBe(200)
        await hydrated(page)
      }
      expect(violations).toEqual([])
    })

  test("the Javadoc: its pages and their summary tabs work with no violation", async ({ page, siteURL }) => {
    const violations = await watchViolations(page)
    const index = await page.goto(`${siteURL}/javadoc/index.html`)
    expect(index?.status()).toBe(200)
    await page.getByRole("link", { name: "io.tachyon.api", exact: true }).first().click()
    await page.getByRole("link", { name: "TachyonClient", exact: true }).first().click()
    await expect(page).toHaveURL(/\/javadoc\/io\/tachyon\/api\/TachyonClient\.html$/)
    // javadoc's tabs, bound by the script file that replaces its onclick attributes.
    const tabs = page.getByRole("tab")
    // Waits for the page's document: toHaveURL can pass before it is parsed, and count() does not wait.
    const second = tabs.nth(1)
    await expect(second).toBeVisible()
    await second.click()
    await expect(second).toHaveAttribute("aria-selected", "true")
    expect(violations).toEqual([])
  })

  test("search, highlights, the colour mode, prefetch and client navigation: no violation", async ({
    page,
    siteURL,
  }) => {
    const violations = await watchViolations(page)
    await openHydrated(page, `${siteURL}/docs/`)
    const box = page.getByRole("combobox", { name: "Search" })
    await box.fill("iceberg")
    const options = page.getByRole("listbox", { name: "Search suggestions" }).getByRole("option")
    await expect(options.first()).toBeVisible()
    await options.first().click()
    await page.waitForURL(/_highlight=/)
    await expect(page.locator("article mark").first()).toBeVisible()
    const toggle = page.getByRole("button", { name: /Switch between dark and light mode/ })
    const before = await page.locator("html").getAttribute("data-theme")
    await toggle.click()
    await expect(page.locator("html")).not.toHaveAttribute("data-theme", before ?? "")
    // Hover prefetches the linked page's data and code; the click navigates in the client.
    const link = page.locator("article a[href^='/docs/']").first()
    const target = await link.getAttribute("href")
    await link.hover()
    await link.click()
    await page.waitForURL((url) => url.pathname === target?.split("#")[0].split("?")[0])
    await page.goto(`${siteURL}/search/?q=failover`)
    await hydrated(page)
    await expect(page.getByRole("searchbox", { name: "Search the documentation" })).toHaveValue("failover")
    expect(violations).toEqual([])
  })

  test("a hostile query or highlight renders as text; nothing is blocked that readers need", async ({
    page,
    siteURL,
  }) => {
    const violations = await watchViolations(page)
    const hostile = `<img src=x onerror="document.title='owned'"><script>document.title='owned'</script>`
    await page.goto(`${siteURL}/search/?q=${encodeURIComponent(hostile)}`)
    await hydrated(page)
    await expect(page.getByRole("searchbox", { name: "Search the documentation" })).toHaveValue(hostile)
    await page.goto(`${siteURL}/docs/algos/twap/?_highlight=${encodeURIComponent(hostile)}`)
    await hydrated(page)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    expect(await page.title()).not.toBe("owned")
    expect(await page.locator("img[src='x']").count()).toBe(0)
    expect(violations).toEqual([])
  })
})

test("a second visit downloads no code already fetched; HTML and page data are revalidated", async ({
  page,
  siteServer,
}) => {
  test.skip(!siteServer.accessLog, "needs the test's own nginx (its access log)")
  const log = () =>
    readFileSync(siteServer.accessLog!, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [, path, status] = line.match(/"GET (\S+) HTTP\/[\d.]+" (\d{3})/) ?? []
        return { path, status }
      })
  const from = log().length
  await openHydrated(page, `${siteServer.url}/docs/algos/twap/`)
  const first = log().slice(from)
  const code = new Set(first.filter((r) => /\.js$/.test(r.path ?? "")).map((r) => r.path))
  expect(code.size).toBeGreaterThan(2)
  // Another page, loaded in full (not a client navigation): its shared code comes from the cache.
  const mark = log().length
  await openHydrated(page, `${siteServer.url}/docs/algos/vwap/`)
  const second = log().slice(mark)
  expect(second.filter((r) => code.has(r.path))).toEqual([])
  // The first page again: its HTML and page data are asked for again (a 304 or a 200), its code not.
  const again = log().length
  await openHydrated(page, `${siteServer.url}/docs/algos/twap/`)
  const third = log().slice(again)
  expect(third.map((r) => r.path)).toContain("/docs/algos/twap/")
  expect(third.filter((r) => code.has(r.path))).toEqual([])
})
