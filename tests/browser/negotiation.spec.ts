import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { ACCEPT_EXAMPLES } from "../../src/lib/serving/negotiation-examples"
import { twinPath } from "../../src/lib/twins/llms"
import { test, expect } from "./fixtures"
import { sitemapRoutes } from "./sitemap"

// Markdown by content negotiation as production serves it (nginx with the build's rules, as
// `npm run serve:prod`; src/lib/serving/negotiation.ts): a doc page's address asked for with
// `Accept: text/markdown` answers with its Markdown twin, a browser's request with the same HTML as
// the file, both with `Vary: Accept`. Plain requests, as curl makes them.

test.skip(process.env.TEST_SERVER === "static", "negotiation is nginx's (TEST_SERVER=static serves without the rules)")

const PUBLIC = path.resolve("public")
const CHROMIUM_ACCEPT = ACCEPT_EXAMPLES.find((e) => e.who === "Chromium")!.accept
const REVALIDATE = "public, max-age=0, must-revalidate"

/** The route's file in public/: its twin or its HTML. */
const file = (route: string, name: "index.md" | "index.html") =>
  readFileSync(path.join(PUBLIC, decodeURI(route), name), "utf8")

async function get(url: string, accept: string, method = "GET") {
  const response = await fetch(url, { method, redirect: "manual", headers: { Accept: accept } })
  const vary = (response.headers.get("vary") ?? "").split(/\s*,\s*/)
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    vary,
    header: (name: string) => response.headers.get(name),
    body: method === "HEAD" ? "" : await response.text(),
  }
}

test("every doc page: its twin to Accept: text/markdown, its HTML as on disk to a browser, both Vary: Accept", async ({
  siteURL,
}) => {
  test.setTimeout(120_000)
  const routes = (await sitemapRoutes(siteURL)).filter((route) => route.startsWith("/docs/"))
  expect(routes.length).toBeGreaterThanOrEqual(140)
  const wrong: string[] = []
  for (const route of routes) {
    if (!existsSync(path.join(PUBLIC, decodeURI(twinPath(route))))) wrong.push(`${route}: no twin in public/`)
    const markdown = await get(siteURL + route, "text/markdown")
    if (markdown.status !== 200 || markdown.type !== "text/markdown; charset=utf-8")
      wrong.push(`${route}: Markdown asked, ${markdown.status} ${markdown.type}`)
    else if (markdown.body !== file(route, "index.md")) wrong.push(`${route}: Markdown asked, not its twin`)
    if (!markdown.vary.includes("Accept")) wrong.push(`${route}: the twin without Vary: Accept`)
    if (markdown.header("cache-control") !== REVALIDATE || markdown.header("x-robots-tag") !== "noindex")
      wrong.push(`${route}: the twin's cache rule or X-Robots-Tag`)
    const html = await get(siteURL + route, CHROMIUM_ACCEPT)
    if (html.status !== 200 || html.type !== "text/html; charset=utf-8") wrong.push(`${route}: browser, ${html.type}`)
    else if (html.body !== file(route, "index.html")) wrong.push(`${route}: browser, not the HTML as on disk`)
    if (!html.vary.includes("Accept")) wrong.push(`${route}: the HTML without Vary: Accept`)
    if (html.header("cache-control") !== REVALIDATE || !html.header("content-security-policy"))
      wrong.push(`${route}: the HTML's cache rule or policy`)
  }
  expect(wrong).toEqual([])
})

test.describe("the Accept header", () => {
  for (const { accept, gets, who } of ACCEPT_EXAMPLES)
    test(`${who}: ${gets}`, async ({ siteURL }) => {
      const response = await get(`${siteURL}/docs/algos/twap/`, accept)
      expect(response.status).toBe(200)
      expect(response.body).toBe(file("/docs/algos/twap/", gets === "markdown" ? "index.md" : "index.html"))
      expect(response.vary).toContain("Accept")
    })
})

test.describe("special addresses", () => {
  test("the Windows-service page, whose address holds a space", async ({ siteURL }) => {
    const route = "/docs/kb/windows%20service/"
    const markdown = await get(siteURL + route, "text/markdown")
    expect(markdown.type).toBe("text/markdown; charset=utf-8")
    expect(markdown.body).toBe(file(route, "index.md"))
    expect(markdown.body.split("\n")[0]).toContain("/docs/kb/windows%20service/")
    expect((await get(siteURL + route, CHROMIUM_ACCEPT)).body).toBe(file(route, "index.html"))
  })

  test("a section's root and the docs root: their twins (the docs root's is llms.txt)", async ({ siteURL }) => {
    expect((await get(`${siteURL}/docs/api/`, "text/markdown")).body).toBe(file("/docs/api/", "index.md"))
    const root = await get(`${siteURL}/docs/`, "text/markdown")
    expect(root.type).toBe("text/markdown; charset=utf-8")
    expect(root.body).toContain(readFileSync(path.join(PUBLIC, "llms.txt"), "utf8"))
    expect((await get(`${siteURL}/docs/`, CHROMIUM_ACCEPT)).body).toBe(file("/docs/", "index.html"))
  })

  test("an unknown doc address: the Not Found page, status 404, whatever is asked", async ({ siteURL }) => {
    const notFound = readFileSync(path.join(PUBLIC, "404.html"), "utf8")
    for (const accept of ["text/markdown", CHROMIUM_ACCEPT]) {
      const response = await get(`${siteURL}/docs/no-such-page/`, accept)
      expect(response.status, accept).toBe(404)
      expect(response.body, accept).toBe(notFound)
    }
  })

  test("a folder without its slash: the 301 first, then the twin", async ({ siteURL }) => {
    const moved = await get(`${siteURL}/docs/algos/twap`, "text/markdown")
    expect(moved.status).toBe(301)
    expect(moved.header("location")).toBe("/docs/algos/twap/")
    const twin = await get(siteURL + moved.header("location"), "text/markdown")
    expect(twin.body).toBe(file("/docs/algos/twap/", "index.md"))
  })

  test("HEAD, a twin asked for by its own address, a page outside /docs/", async ({ siteURL }) => {
    const head = await get(`${siteURL}/docs/algos/twap/`, "text/markdown", "HEAD")
    expect(head.type).toBe("text/markdown; charset=utf-8")
    expect(head.vary).toContain("Accept")
    // The twin's own address has one form: nothing varies.
    const twin = await get(`${siteURL}/docs/algos/twap/index.md`, "text/markdown")
    expect(twin.body).toBe(file("/docs/algos/twap/", "index.md"))
    expect(twin.vary).not.toContain("Accept")
    const home = await get(`${siteURL}/`, "text/markdown")
    expect(home.type).toBe("text/html; charset=utf-8")
    expect(home.body).toBe(readFileSync(path.join(PUBLIC, "index.html"), "utf8"))
  })
})
