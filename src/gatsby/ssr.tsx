import React, { type ReactElement } from "react"
import type { GatsbySSR } from "gatsby"
import { AUTOLINK_SCROLL_SCRIPT_KEY, GATSBY_PAGE_PATH_SCRIPT } from "./internals"
import { PAGE_PATH_SCRIPT } from "./page-path-script"

/**
 * Two of the page's scripts, changed before the HTML is written:
 * - gatsby-remark-autolink-headers gives headings their ids and "#" links (kept), and also inlines a
 *   script that, at DOMContentLoaded, scrolls a fresh load's #fragment to the very top of the window,
 *   under the sticky navbar: it ignores the scroll-padding-top of <html> (global.css), which the
 *   browser's own jump to the fragment honours. The plugin has no option to leave the script out
 *   (only `offsetY`, a fixed pixel count), so it is dropped here; the browser side handles the
 *   plugin's other scroll (browser/fragment-scroll.ts).
 * - Gatsby's page-path script differs on every page; it is replaced by PAGE_PATH_SCRIPT, so every
 *   page has the same inline scripts and one Content-Security-Policy.
 * Either script missing, or Gatsby's in another shape, means a package changed (src/gatsby/internals.ts):
 * the page fails to render rather than scroll wrongly or break the policy.
 */
export const replaceGatsbyPageScripts: GatsbySSR["onPreRenderHTML"] = ({
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
      `${pathname}: no head script keyed "${AUTOLINK_SCROLL_SCRIPT_KEY}" to drop: gatsby-remark-autolink-headers changed (src/gatsby/internals.ts).`,
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
      `${pathname}: Gatsby's page-path script (#${GATSBY_PAGE_PATH_SCRIPT.id}) is ${at < 0 ? "missing" : `not ${JSON.stringify(expected)}`}: Gatsby changed (src/gatsby/internals.ts).`,
    )
  replacePostBodyComponents(
    postBody.map((component, index) =>
      index === at ? <script key="page-path" dangerouslySetInnerHTML={{ __html: PAGE_PATH_SCRIPT }} /> : component,
    ),
  )
}
