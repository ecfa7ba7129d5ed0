import NProgress from "nprogress"
import type { GatsbyBrowser } from "gatsby"
import { createRouteProgress, PROGRESS_SETTINGS } from "./src/lib/route-progress"
import { chunkMappingLoad } from "./src/gatsby/browser/chunk-mapping"
import { keepFragmentBelowNavbar } from "./src/gatsby/browser/fragment-scroll"
import { hookLoaderAtStartup, pageShown, routeNavigationsThroughLoader } from "./src/gatsby/browser/navigation"
import { prefetchAllowed } from "./src/state/connection"
import { renderApp } from "./src/gatsby/browser/render-app"
import type { ModelContextHost } from "./src/lib/page-tools/register"
import "./src/styles/tokens.css"
import "./src/styles/global.css"
import "./src/styles/nprogress.css"
import "./src/styles/markdown.css"
import "./src/styles/prism.css"
import "./src/styles/diagrams.css"

// Gatsby's browser hooks, wired to the modules of src/gatsby/browser/ (each says why it exists).

export { wrapPageElement, wrapRootElement } from "./src/wrap"

NProgress.configure({
  speed: PROGRESS_SETTINGS.speed,
  trickleSpeed: PROGRESS_SETTINGS.trickleSpeed,
  minimum: PROGRESS_SETTINGS.minimum,
  showSpinner: false,
})
const progress = createRouteProgress({
  delay: PROGRESS_SETTINGS.delay,
  start: () => NProgress.start(),
  done: () => NProgress.done(),
  schedule: (fn, ms) => window.setTimeout(fn, ms),
  cancel: (handle) => window.clearTimeout(handle as number),
})

// The code file names Gatsby prefetches by (kept out of the page): links in view wait for them.
const chunkMapping = chunkMappingLoad()

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  hookLoaderAtStartup(chunkMapping.settled)
}

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  keepFragmentBelowNavbar()
  // `gatsby develop` has no chunk-map.json (the 404 showed in the console of every page) and
  // serves every page's code from its one development bundle.
  chunkMapping.load(process.env.NODE_ENV === "production" && prefetchAllowed())
  routeNavigationsThroughLoader(progress)
  // The page tools for a browser's agent (the WebMCP proposal: a model context on `document` in its
  // current draft, on `navigator` before), once per document: the feature test and the import are
  // all that every page carries (the chunk registers the tools itself, src/gatsby/browser/page-tools.ts).
  // A chunk that does not load leaves the page without tools and a rejection in the console: a
  // handler would be bytes on every page for browsers that have no model context.
  if ((document as ModelContextHost).modelContext ?? (navigator as ModelContextHost).modelContext)
    void import(/* webpackChunkName: "search-engine" */ "./src/gatsby/browser/page-tools")
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  progress.end()
  pageShown(location.pathname)
}

// Gatsby types this hook with react-dom's legacy `Renderer`; React 18's roots do not fit it.
export const replaceHydrateFunction = (() => renderApp) as unknown as GatsbyBrowser["replaceHydrateFunction"]
