import { siteSettings } from "../site-settings"

/** `Iceberg orders | Tachyon Docs`; the site title alone when a page has no title (the home page). */
export function pageTitle(title?: string | null): string {
  const site = siteSettings.title
  if (!title || title === site) return site
  return `${title} ${siteSettings.titleDelimiter} ${site}`
}
