import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { Joi } from "gatsby-plugin-utils"
import { copySitemapIndexToConventionalAddress, sitemapOptions } from "./sitemap"

// The plugin itself, run with the site's options (defaults filled in by its own option schema)
// on a few pages, as the build runs it: what is in the sitemap files it writes.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS plugin, no types
const plugin = require("gatsby-plugin-sitemap/gatsby-node")

const pages = [
  { path: "/docs/kb/windows service/", pageContext: {} },
  { path: "/docs/", pageContext: {} },
  { path: "/", pageContext: {} },
  { path: "/docs/api/fix/", pageContext: null },
  { path: "/404/", pageContext: {} },
  { path: "/404.html", pageContext: {} },
  { path: "/api/", pageContext: { to: "/docs/api/" } },
]

describe("the sitemap gatsby-plugin-sitemap writes with the site's options", () => {
  const cwd = process.cwd()
  let dir = ""
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "sitemap-"))
    process.chdir(dir)
    const options = await plugin.pluginOptionsSchema({ Joi }).validateAsync(sitemapOptions)
    const graphql = async (query: string) => {
      expect(query).toBe(sitemapOptions.query)
      return {
        data: { site: { siteMetadata: { siteUrl: "https://docs.example.com" } }, allSitePage: { nodes: pages } },
      }
    }
    const reporter = {
      verbose: () => undefined,
      panic: (message: string, error?: unknown) => {
        throw error ?? new Error(message)
      },
    }
    await plugin.onPostBuild({ graphql, reporter, pathPrefix: "", basePath: "" }, options)
    copySitemapIndexToConventionalAddress(path.join(dir, "public"))
  })
  afterAll(() => {
    process.chdir(cwd)
    rmSync(dir, { recursive: true, force: true })
  })

  it("indexes one sitemap file at the URL robots.txt names", () => {
    const index = readFileSync(path.join(dir, "public", "sitemap-index.xml"), "utf8")
    expect([...index.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([
      "https://docs.example.com/sitemap-0.xml",
    ])
    expect(readFileSync(path.join(cwd, "static", "robots.txt"), "utf8")).toContain(
      "Sitemap: https://docs.tachyon.example.com/sitemap-index.xml",
    )
  })
  it("answers at /sitemap.xml too, with the index", () => {
    expect(readFileSync(path.join(dir, "public", "sitemap.xml"), "utf8")).toBe(
      readFileSync(path.join(dir, "public", "sitemap-index.xml"), "utf8"),
    )
  })
  it("lists every page readers should find, in path order, with its trailing slash, encoded; no 404 or redirect pages", () => {
    const xml = readFileSync(path.join(dir, "public", "sitemap-0.xml"), "utf8")
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([
      "https://docs.example.com/",
      "https://docs.example.com/docs/",
      "https://docs.example.com/docs/api/fix/",
      "https://docs.example.com/docs/kb/windows%20service/",
    ])
  })
})
