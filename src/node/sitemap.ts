import { copyFileSync, existsSync } from "node:fs"
import path from "node:path"
import { byCodePoint } from "../lib/compare"
import { isSitemapPage } from "../lib/sitemap"

/**
 * gatsby-plugin-sitemap's options (gatsby-config.ts). It writes public/sitemap-index.xml (named in
 * static/robots.txt; onPostBuild copies it to /sitemap.xml) and public/sitemap-0.xml, ... of
 * 45,000 URLs each, every page with its trailing slash as built (gatsby-config's `trailingSlash: "always"`), percent-encoded. The pages
 * are chosen by isSitemapPage, which needs each page's context, so the query asks for it. No
 * `<link rel="sitemap">` in every page's head: robots.txt names the sitemap, and the pages stay
 * as small as they were.
 */
export const SITEMAP_QUERY = `{
  site { siteMetadata { siteUrl } }
  allSitePage { nodes { path pageContext } }
}`

interface SitemapQueryResult {
  allSitePage: { nodes: { path: string; pageContext?: { to?: unknown } | null }[] }
}

export const sitemapOptions = {
  output: "/",
  createLinkInHead: false,
  query: SITEMAP_QUERY,
  // In path order: Gatsby lists pages in the order they were created, which varies from build to
  // build (createPages awaits each page's analysis), and two builds of the same site should
  // write the same file.
  resolvePages: (data: SitemapQueryResult) =>
    data.allSitePage.nodes
      .filter((page) => isSitemapPage(page.path, page.pageContext))
      .sort((a, b) => byCodePoint(a.path, b.path)),
}

/**
 * /sitemap.xml too: the address search consoles and crawlers try first, and where this site (and
 * Docusaurus) had it before the plugin. A copy of the index, which is a valid sitemap document
 * there, however many sitemap files it lists. Runs in the site's onPostBuild, after the plugin's.
 */
export function copySitemapIndexToConventionalAddress(publicDir: string): void {
  const index = path.join(publicDir, "sitemap-index.xml")
  if (existsSync(index)) copyFileSync(index, path.join(publicDir, "sitemap.xml"))
}
