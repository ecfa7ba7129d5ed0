import { safeDecode } from "../../lib/decode-uri"

/**
 * A fresh load of a #fragment: the browser (and Gatsby's scroll handler) put the target just below
 * the sticky navbar, honouring <html>'s scroll-padding-top. gatsby-remark-autolink-headers then
 * scrolls it to the top of the window in an animation frame of its own (its onInitialClientRender
 * reads only the target's scroll-margin-top). Its hooks run before the site's, so this frame runs
 * right after it, in the same frame: the heading is put back before anything is painted.
 */
export function keepFragmentBelowNavbar(): void {
  // A malformed escape: the id is looked up as written.
  const id = safeDecode(window.location.hash.slice(1), decodeURIComponent)
  const target = id ? document.getElementById(id) : null
  if (target) requestAnimationFrame(() => target.scrollIntoView())
}
