/**
 * Which pages the sitemap lists (gatsby-plugin-sitemap, configured in src/node/sitemap.ts):
 * every page readers should find; not the 404 pages, not the redirect pages (their context names
 * where they send the reader). Drafts are not pages in a production build.
 */
export function isSitemapPage(path: string, context: { to?: unknown } | null | undefined): boolean {
  if (context && typeof context.to === "string") return false
  return !/^\/(404|dev-404-page)(\/|\.html$)/.test(path) && path !== "/404.html"
}
