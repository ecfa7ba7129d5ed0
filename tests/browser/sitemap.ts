/**
 * The routes of the site's sitemap, for the tests that sweep every page: the index
 * gatsby-plugin-sitemap writes (the one robots.txt names), then every sitemap it lists.
 */
export async function sitemapRoutes(siteURL: string): Promise<string[]> {
  const paths = (xml: string) => [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1])
  const index = await (await fetch(`${siteURL}/sitemap-index.xml`)).text()
  const routes: string[] = []
  for (const sitemap of paths(index)) routes.push(...paths(await (await fetch(`${siteURL}${sitemap}`)).text()))
  if (routes.length === 0) throw new Error(`${siteURL}/sitemap-index.xml lists no pages`)
  return routes
}
