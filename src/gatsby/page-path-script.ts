import { PAGE_DATA_GLOBAL } from "./internals"
import { notFoundHandOverScript } from "./not-found"

/** The attribute of <html> that holds the page's own path, for the page-path script. */
export const PAGE_PATH_ATTRIBUTE = "data-page-path"

/**
 * What Gatsby's loader is told about the page before it starts: in place of Gatsby's per-page
 * `window.pagePath="/docs/…/"` (GATSBY_PAGE_PATH_SCRIPT) the same value, read from <html>; and on
 * the Not Found page, its own data (src/gatsby/not-found.ts). The same on every page, so the pages'
 * Content-Security-Policy allows it by one hash (src/node/serving.ts).
 */
export const PAGE_PATH_SCRIPT =
  `window.pagePath=document.documentElement.getAttribute(${JSON.stringify(PAGE_PATH_ATTRIBUTE)});` +
  notFoundHandOverScript(PAGE_DATA_GLOBAL)
