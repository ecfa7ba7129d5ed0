import React from "react"
import { siteSettings } from "../../site-settings"
import { pageTitle } from "../../lib/seo"

interface Props {
  title?: string
  description?: string | null
  path: string
  keywords?: readonly string[]
  noindex?: boolean
  children?: React.ReactNode
}

/**
 * Title `<page> | Tachyon Docs`, description, canonical URL and Open Graph tags, for a page's
 * `Head` export (Gatsby's Head API: rendered into each page's static <head> on its own, and on
 * client navigations). react-helmet kept module state across renders: under React 19, where Gatsby
 * renders several pages at once in a worker, it wrote another page's title into a page's HTML.
 */
export function Seo({ title, description, path, keywords = [], noindex, children }: Props) {
  const fullTitle = pageTitle(title)
  const canonical = new URL(path, siteSettings.siteUrl).toString()
  const text = description ?? siteSettings.tagline
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {keywords.length > 0 && <meta name="keywords" content={keywords.join(", ")} />}
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={canonical} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteSettings.title} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={canonical} />
      <meta name="twitter:card" content="summary" />
      {children}
    </>
  )
}
