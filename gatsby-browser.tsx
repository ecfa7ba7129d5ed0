import NProgress from "nprogress"
import type { GatsbyBrowser } from "gatsby"
import { createRouteProgress, PROGRESS_SETTINGS } from "./src/lib/route-progress"
import "./src/styles/tokens.css"
import "./src/styles/global.css"
import "./src/styles/layout.css"
import "./src/styles/frame.css"
import "./src/styles/docs.css"
import "./src/styles/markdown.css"
import "./src/styles/prism.css"

export { wrapPageElement, wrapRootElement } from "./src/wrap"

NProgress.configure({ speed: PROGRESS_SETTINGS.speed, trickleSpeed: PROGRESS_SETTINGS.trickleSpeed, minimum: PROGRESS_SETTINGS.minimum, showSpinner: false })
const progress = createRouteProgress({ delay: PROGRESS_SETTINGS.delay, start: () => NProgress.start(), done: () => NProgress.done() })

/**
 * The progress bar starts when a navigation starts. Gatsby's own onRouteUpdateDelayed fires only
 * after 1000 ms and onPreRouteUpdate only once the page has loaded, so the start of a navigation
 * is taken from Gatsby's navigate function (window.___navigate, set up before this runs).
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  const w = window as unknown as { ___navigate?: (...args: unknown[]) => unknown }
  const navigate = w.___navigate
  if (typeof navigate !== "function") return
  w.___navigate = (...args: unknown[]) => {
    const [to] = args
    if (typeof to !== "number" && String(to).split("#")[0] !== window.location.pathname + window.location.search) progress.begin()
    return navigate(...args)
  }
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => progress.end()
