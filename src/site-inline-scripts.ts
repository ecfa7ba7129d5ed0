import { PAGE_DATA_GLOBAL } from "./gatsby-internals"
import { noFlashScript } from "./lib/color-mode"
import { notFoundHandOverScript } from "./lib/not-found"
import { tabsRestoreScript } from "./lib/tabs"
import { siteSettings } from "./site-settings"
import { ANNOUNCEMENT_STORAGE_KEY } from "./lib/announcement"
import { searchShortcutScript } from "./lib/search/shortcut"

/** The attribute of <html> that holds the page's own path, for the page-path script. */
export const PAGE_PATH_ATTRIBUTE = "data-page-path"

/**
 * The site's own inline scripts, written into every page by gatsby-ssr.tsx and, by their exact text,
 * allowed in the pages' Content-Security-Policy (src/node/serving.ts): one list, so a script added
 * here is both written and allowed, and a script written any other way fails the build.
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
  /**
   * What Gatsby's loader is told about the page before it starts: in place of Gatsby's per-page
   * `window.pagePath="/docs/…/"` (GATSBY_PAGE_PATH_SCRIPT) the same value, read from <html>; and on
   * the Not Found page, its own data (src/lib/not-found.ts). The same on every page, so the policy is.
   */
  pagePath:
    `window.pagePath=document.documentElement.getAttribute(${JSON.stringify(PAGE_PATH_ATTRIBUTE)});` +
    notFoundHandOverScript(PAGE_DATA_GLOBAL),
} as const
