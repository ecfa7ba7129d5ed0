import React, { type ReactElement } from "react"
import type { GatsbySSR } from "gatsby"
import { noFlashScript } from "./src/lib/color-mode"
import { tabsRestoreScript } from "./src/lib/tabs"
import { siteSettings } from "./src/site-settings"
import { AUTOLINK_SCROLL_SCRIPT_KEY } from "./src/gatsby-internals"
import { ANNOUNCEMENT_STORAGE_KEY } from "./src/state/announcement-bar"

export { wrapPageElement, wrapRootElement } from "./src/wrap"

/**
 * `lang`, the default mode on <html>, and an inline script that applies the stored mode, a
 * dismissed announcement and the platform's shortcut hint before the first paint: no flash of the
 * wrong mode, no layout shift. After the page's HTML (and before Gatsby's scripts), one that shows
 * the reader's choice of grouped tabs (src/lib/tabs.ts).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
  setPostBodyComponents,
}) => {
  setHtmlAttributes({ lang: siteSettings.locale, "data-theme": siteSettings.colorMode.defaultMode } as Record<
    string,
    string
  >)
  const script = noFlashScript({
    defaultMode: siteSettings.colorMode.defaultMode,
    respectPrefersColorScheme: siteSettings.colorMode.respectPrefersColorScheme,
    announcementId: siteSettings.announcementBar?.id ?? null,
    announcementKey: ANNOUNCEMENT_STORAGE_KEY,
  })
  setHeadComponents([<script key="no-flash" dangerouslySetInnerHTML={{ __html: script }} />])
  setPostBodyComponents([<script key="tabs-restore" dangerouslySetInnerHTML={{ __html: tabsRestoreScript() }} />])
}

/**
 * gatsby-remark-autolink-headers gives headings their ids and "#" links (kept), and also inlines a
 * script that, at DOMContentLoaded, scrolls a fresh load's #fragment to the very top of the window,
 * under the sticky navbar: it ignores the scroll-padding-top of <html> (global.css), which the
 * browser's own jump to the fragment honours. The plugin has no option to leave the script out
 * (only `offsetY`, a fixed pixel count), so it is dropped here; gatsby-browser handles the plugin's
 * other scroll (onInitialClientRender). The plugin adds it to every page: a page without it means the
 * plugin changed (src/gatsby-internals.ts), and the page fails to render rather than scroll wrongly.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  pathname,
}) => {
  const head = getHeadComponents()
  const kept = head.filter((component) => (component as ReactElement | null)?.key !== AUTOLINK_SCROLL_SCRIPT_KEY)
  if (kept.length === head.length)
    throw new Error(
      `${pathname}: no head script keyed "${AUTOLINK_SCROLL_SCRIPT_KEY}" to drop: gatsby-remark-autolink-headers changed (src/gatsby-internals.ts).`,
    )
  replaceHeadComponents(kept)
}
