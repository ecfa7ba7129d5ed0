/**
 * Site settings: what the spec (§2, §9) and decisions.md fix, in one place, read by
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
