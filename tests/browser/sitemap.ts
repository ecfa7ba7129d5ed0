/** The routes of the site's sitemap.xml, for the tests that sweep every page. */
export async function sitemapRoutes(siteURL: string): Promise<string[]> {
  const xml = await (await fetch(`${siteURL}/sitemap.xml`)).text()
  return [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1])
}
