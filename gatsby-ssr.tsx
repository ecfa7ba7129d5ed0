import React from "react"
import type { GatsbySSR } from "gatsby"
import { siteSettings } from "./src/site-settings"
import { SITE_INLINE_SCRIPTS } from "./src/site-inline-scripts"
import { PAGE_PATH_ATTRIBUTE } from "./src/gatsby/page-path-script"

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
  pathname,
}) => {
  setHtmlAttributes({
    lang: siteSettings.locale,
    "data-theme": siteSettings.colorMode.defaultMode,
    [PAGE_PATH_ATTRIBUTE]: pathname,
  } as Record<string, string>)
  // Both scripts are allowed by hash in the pages' Content-Security-Policy (src/site-inline-scripts.ts).
  setHeadComponents([<script key="no-flash" dangerouslySetInnerHTML={{ __html: SITE_INLINE_SCRIPTS.head }} />])
  setPostBodyComponents([
    <script key="tabs-restore" dangerouslySetInnerHTML={{ __html: SITE_INLINE_SCRIPTS.postBody }} />,
  ])
}

// Gatsby's own head and page-path scripts, changed before the HTML is written (src/gatsby/ssr.tsx).
export { replaceGatsbyPageScripts as onPreRenderHTML } from "./src/gatsby/ssr"
