import { noFlashScript } from "./lib/color-mode"
import { tabsRestoreScript } from "./lib/tabs"
import { siteSettings } from "./site-settings"
import { ANNOUNCEMENT_STORAGE_KEY } from "./lib/announcement"
import { searchShortcutScript } from "./lib/search/shortcut"

/**
 * The site's own inline scripts, written into every page by gatsby-ssr.tsx and, by their exact text,
 * allowed in the pages' Content-Security-Policy (src/node/serving.ts): one list, so a script added
 * here is both written and allowed, and a script written any other way fails the build. Gatsby's
 * page-path script, replaced by the site's, is src/gatsby/page-path-script.ts.
 */
export const SITE_INLINE_SCRIPTS = {
  /** In <head>: the stored colour mode, a dismissed announcement and the shortcut hint before the first
   * paint; Ctrl+K focusing the search box before the page has hydrated. */
  head:
    noFlashScript({
      defaultMode: siteSettings.colorMode.defaultMode,
      respectPrefersColorScheme: siteSettings.colorMode.respectPrefersColorScheme,
      announcementId: siteSettings.announcementBar?.id ?? null,
      announcementKey: ANNOUNCEMENT_STORAGE_KEY,
    }) + searchShortcutScript(),
  /** After the page's HTML, before Gatsby's scripts: the reader's choice of grouped tabs. */
  postBody: tabsRestoreScript(),
} as const
