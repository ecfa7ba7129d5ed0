import React from "react"
import type { GatsbySSR } from "gatsby"
import { noFlashScript } from "./src/lib/color-mode"
import { siteSettings } from "./src/site-settings"
import { ANNOUNCEMENT_STORAGE_KEY } from "./src/state/announcement-bar"

export { wrapPageElement, wrapRootElement } from "./src/wrap"

/**
 * `lang`, the default mode on <html>, and an inline script that applies the stored mode and a
 * dismissed announcement before the first paint: no flash of the wrong mode, no layout shift.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
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
}
