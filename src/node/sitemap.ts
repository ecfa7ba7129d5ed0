import { isSitemapPage } from "../lib/sitemap"

/**
 * gatsby-plugin-sitemap's options (gatsby-config.ts). It writes public/sitemap-index.xml (named in
 * static/robots.txt) and public/sitemap-0.xml, ... of 45,000 URLs each, every page with its
 * trailing slash as built (gatsby-config's `trailingSlash: "always"`), percent-encoded. The pages
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
  resolvePages: (data: SitemapQueryResult) =>
    data.allSitePage.nodes.filter((page) => isSitemapPage(page.path, page.pageContext)),
}
