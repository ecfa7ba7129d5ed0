/** `sitemap.xml` of every page readers should find: no 404 page, no redirect pages. */
const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

export function isSitemapPage(path: string, context: { to?: unknown } | null | undefined): boolean {
  if (context && typeof context.to === "string") return false
  return !/^\/(404|dev-404-page)(\/|\.html$)/.test(path) && path !== "/404.html"
}

export function buildSitemap(siteUrl: string, paths: readonly string[]): string {
  const urls = [...new Set(paths)]
    .sort()
    .map((p) => `  <url><loc>${escapeXml(new URL(encodeURI(p), siteUrl).toString())}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`
}
