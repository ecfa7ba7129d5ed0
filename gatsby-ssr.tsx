import React, { type ReactElement } from "react"
import type { GatsbySSR } from "gatsby"
import { siteSettings } from "./src/site-settings"
import { AUTOLINK_SCROLL_SCRIPT_KEY, GATSBY_PAGE_PATH_SCRIPT } from "./src/gatsby-internals"
import { PAGE_PATH_ATTRIBUTE, SITE_INLINE_SCRIPTS } from "./src/site-inline-scripts"

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

/**
 * Two of the page's scripts, changed before the HTML is written:
 * - gatsby-remark-autolink-headers gives headings their ids and "#" links (kept), and also inlines a
 *   script that, at DOMContentLoaded, scrolls a fresh load's #fragment to the very top of the window,
 *   under the sticky navbar: it ignores the scroll-padding-top of <html> (global.css), which the
 *   browser's own jump to the fragment honours. The plugin has no option to leave the script out
 *   (only `offsetY`, a fixed pixel count), so it is dropped here; gatsby-browser handles the plugin's
 *   other scroll (onInitialClientRender).
 * - Gatsby's page-path script differs on every page; it is replaced by one that reads the same path
 *   from <html>, so every page has the same inline scripts and one Content-Security-Policy
 *   (src/node/serving.ts).
 * Either script missing, or Gatsby's in another shape, means a package changed (src/gatsby-internals.ts):
 * the page fails to render rather than scroll wrongly or break the policy.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
  pathname,
}) => {
  const head = getHeadComponents()
  const kept = head.filter((component) => (component as ReactElement | null)?.key !== AUTOLINK_SCROLL_SCRIPT_KEY)
  if (kept.length === head.length)
    throw new Error(
      `${pathname}: no head script keyed "${AUTOLINK_SCROLL_SCRIPT_KEY}" to drop: gatsby-remark-autolink-headers changed (src/gatsby-internals.ts).`,
    )
  replaceHeadComponents(kept)

  const postBody = getPostBodyComponents() as ReactElement<{
    id?: string
    dangerouslySetInnerHTML?: { __html: string }
  }>[]
  const at = postBody.findIndex((component) => component?.props?.id === GATSBY_PAGE_PATH_SCRIPT.id)
  // `gatsby develop` writes no page-path script (cache-dir/develop-static-entry.js) and no policy.
  if (at < 0 && process.env.NODE_ENV !== "production") return
  const expected = GATSBY_PAGE_PATH_SCRIPT.text(pathname)
  if (at < 0 || postBody[at].props.dangerouslySetInnerHTML?.__html !== expected)
    throw new Error(
      `${pathname}: Gatsby's page-path script (#${GATSBY_PAGE_PATH_SCRIPT.id}) is ${at < 0 ? "missing" : `not ${JSON.stringify(expected)}`}: Gatsby changed (src/gatsby-internals.ts).`,
    )
  replacePostBodyComponents(
    postBody.map((component, index) =>
      index === at ? (
        <script key="page-path" dangerouslySetInnerHTML={{ __html: SITE_INLINE_SCRIPTS.pagePath }} />
      ) : (
        component
      ),
    ),
  )
}
