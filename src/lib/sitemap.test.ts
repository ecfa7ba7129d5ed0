import { isSitemapPage } from "./sitemap"

describe("isSitemapPage", () => {
  it("keeps pages readers should find, not 404 or redirect pages", () => {
    expect(isSitemapPage("/", {})).toBe(true)
    expect(isSitemapPage("/docs/kb/windows service/", null)).toBe(true)
    expect(isSitemapPage("/404/", {})).toBe(false)
    expect(isSitemapPage("/404.html", {})).toBe(false)
    expect(isSitemapPage("/dev-404-page/", {})).toBe(false)
    expect(isSitemapPage("/api/", { to: "/docs/api/" })).toBe(false)
  })
})
