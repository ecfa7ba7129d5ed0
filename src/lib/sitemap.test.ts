import { buildSitemap, isSitemapPage } from "./sitemap"

describe("sitemap", () => {
  it("lists pages once, sorted, encoded, with no 404 or redirect pages", () => {
    const pages = [
      { path: "/docs/kb/windows service/", context: {} },
      { path: "/", context: {} },
      { path: "/404/", context: {} },
      { path: "/404.html", context: {} },
      { path: "/api/", context: { to: "/docs/api/" } },
    ].filter((p) => isSitemapPage(p.path, p.context))
    expect(
      buildSitemap(
        "https://docs.example.com",
        pages.map((p) => p.path),
      ),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        "  <url><loc>https://docs.example.com/</loc></url>\n" +
        "  <url><loc>https://docs.example.com/docs/kb/windows%20service/</loc></url>\n</urlset>\n",
    )
  })
})
