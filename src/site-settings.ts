/**
 * Site settings: what docs/contract.md ("Routes", "Constants") and docs/decisions.md ("Names") fix, in one place, read by
 * gatsby-config (siteMetadata) and by components.
 */
export const siteSettings = {
  title: "Tachyon Docs",
  tagline: "Low-latency execution, order management and algorithmic trading",
  siteUrl: "https://docs.tachyon.example.com",
  tradingSiteUrl: "https://tachyon.example.com/",
  locale: "en",
  titleDelimiter: "|",
  copyrightYear: 2025,
  docsVersion: { name: "current", label: "Next", path: "/docs/", mainDocId: "docs_introduction" },
  /**
   * The Tachyon release the docs describe, shown on every docs page. Keep it equal to the newest
   * release note (content/news) and to content/PRODUCT.md; a unit test checks both.
   */
  release: { product: "Tachyon", version: "4.2.3" },
  /**
   * "Edit this page" links to this URL followed by the page's file in the repository
   * (`content/docs/algos/iceberg.mdx`); null hides the link.
   */
  editUrl: "https://github.com/tachyon-example/tachyon-docs/edit/main/" as string | null,
  colorMode: { defaultMode: "dark" as "dark" | "light", respectPrefersColorScheme: false },
  announcementBar: {
    id: "tachyon-4-2-3",
    content: "Tachyon 4.2.3 is out: faster journal replay and a new CME audit log format.",
    link: "/news/",
    backgroundColor: "var(--announcement-bg)",
    textColor: "var(--announcement-fg)",
    isCloseable: true,
  },
} as const

export type SiteSettings = typeof siteSettings
