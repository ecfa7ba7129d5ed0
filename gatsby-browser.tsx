import NProgress from "nprogress"
import { startTransition, type ReactElement } from "react"
import { createRoot, hydrateRoot, type Root } from "react-dom/client"
import type { GatsbyBrowser } from "gatsby"
import { createRouteProgress, PROGRESS_SETTINGS } from "./src/lib/route-progress"
import {
  claimReload,
  connectionAllowsPrefetch,
  describeLoadError,
  errorLine,
  isStartupLoadFailure,
  loadFailure,
  pageDataUrl,
  pathOnly,
  probePageData,
  releaseReload,
  safeSessionStorage,
  type ConnectionLike,
  type LoadFailure,
  type LoadPageResult,
} from "./src/lib/page-load"
import { setPageLoadError } from "./src/state/page-load-error"
import { showStartupFailure } from "./src/components/errors/startup-failure"
import { enqueueAfter, loadChunkMapping, type QueuedPrefetch } from "./src/gatsby-glue/chunk-mapping"
import "./src/styles/tokens.css"
import "./src/styles/global.css"
import "./src/styles/layout.css"
import "./src/styles/frame.css"
import "./src/styles/docs.css"
import "./src/styles/markdown.css"
import "./src/styles/prism.css"

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
})

type Navigate = (to: unknown, options?: unknown) => unknown
type PublicLoader = {
  loadPage(path: string): Promise<LoadPageResult>
  hovering?: (path: string) => void
  enqueue?: (path: string) => QueuedPrefetch
}
const gatsbyWindow = () =>
  window as unknown as { ___navigate?: Navigate; ___loader?: PublicLoader; ___tachyonHydrated?: boolean }

let chunkMappingSettled: () => void = () => undefined
const chunkMapping = new Promise<void>((settle) => (chunkMappingSettled = () => settle()))

/**
 * Start-up: if Gatsby gives up on this page (its code or data did not load), say so on the static
 * page. And no speculative loading on 2g or with data saving on: Gatsby skips viewport prefetching
 * there itself, but still loads a page when a link is hovered; that is skipped too.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  const loader = gatsbyWindow().___loader
  // Links in view queue their page for prefetching from the first render: held until the chunk
  // mapping has settled (onInitialClientRender loads it), so their code is prefetched too.
  if (loader?.enqueue) loader.enqueue = enqueueAfter(chunkMapping, loader.enqueue)
  const hovering = loader?.hovering
  if (loader && hovering) {
    loader.hovering = (path) => {
      if (connectionAllowsPrefetch((navigator as Navigator & { connection?: ConnectionLike }).connection))
        hovering(path)
    }
  }
  window.addEventListener("unhandledrejection", (event) => {
    if (!gatsbyWindow().___tachyonHydrated && isStartupLoadFailure(event.reason)) showStartupFailure(event.reason)
  })
}

/**
 * Every client-side navigation goes through Gatsby's navigate function (window.___navigate, set
 * up before this runs); it is wrapped to
 * - start the progress bar when the navigation starts (Gatsby's onRouteUpdateDelayed fires only
 *   after 1000 ms and onPreRouteUpdate only once the page has loaded);
 * - load the page's data and code first, so a failure is handled here instead of by Gatsby's
 *   silent full reload: a code chunk that fails reloads the window once for that page, and data
 *   that fails (or a reload that did not help) shows the error with "Retry" (site-spec §8).
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  const w = gatsbyWindow()
  w.___tachyonHydrated = true
  keepFragmentBelowNavbar()
  releaseReload(safeSessionStorage(), window.location.pathname)
  // The code file names Gatsby prefetches by (kept out of the page): fetched when idle, unless
  // speculative loading is off (2g, data saving), where Gatsby does not prefetch anyway.
  if (connectionAllowsPrefetch((navigator as Navigator & { connection?: ConnectionLike }).connection)) {
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200))
    whenIdle(() => void loadChunkMapping().then(chunkMappingSettled, chunkMappingSettled))
  } else chunkMappingSettled()
  const navigate = w.___navigate
  const loader = w.___loader
  if (typeof navigate !== "function" || !loader) return
  w.___navigate = (to, options) => {
    if (typeof to === "number") return navigate(to, options)
    const target = String(to)
    if (target.split("#")[0] === window.location.pathname + window.location.search) {
      setPageLoadError(null)
      return navigate(to, options)
    }
    progress.begin()
    loader.loadPage(target.split("#")[0]).then(
      (result) => {
        const failure = loadFailure(result)
        if (!failure) {
          setPageLoadError(null)
          navigate(to, options)
          return
        }
        progress.end()
        void handleLoadFailure(target, failure, result)
      },
      (error: unknown) => {
        progress.end()
        void handleLoadFailure(target, "data", { status: "error", error })
      },
    )
    return undefined
  }
}

/**
 * A fresh load of a #fragment: the browser (and Gatsby's scroll handler) put the target just below
 * the sticky navbar, honouring <html>'s scroll-padding-top. gatsby-remark-autolink-headers then
 * scrolls it to the top of the window in an animation frame of its own (its onInitialClientRender
 * reads only the target's scroll-margin-top). Its hooks run before the site's, so this frame runs
 * right after it, in the same frame: the heading is put back before anything is painted.
 */
function keepFragmentBelowNavbar(): void {
  let id = window.location.hash.slice(1)
  try {
    id = decodeURIComponent(id)
  } catch {
    // a malformed escape: look the id up as written
  }
  const target = id ? document.getElementById(id) : null
  if (target) requestAnimationFrame(() => target.scrollIntoView())
}

async function handleLoadFailure(target: string, failure: LoadFailure, result: LoadPageResult): Promise<void> {
  if (failure === "code") {
    // Most likely a new deploy removed the chunk this window knows: a fresh load gets the new one.
    if (claimReload(safeSessionStorage(), pathOnly(target))) window.location.assign(target)
    else setPageLoadError({ target, message: errorLine(result?.error) })
    return
  }
  const reason = await probePageData(target)
  // The data answers now (a passing fault): the loader remembers the failure, so load afresh.
  if (reason === null && claimReload(safeSessionStorage(), pathOnly(target))) window.location.assign(target)
  else setPageLoadError({ target, message: reason ?? describeLoadError({ url: pageDataUrl(pathOnly(target)) }) })
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  progress.end()
  setPageLoadError(null)
  releaseReload(safeSessionStorage(), location.pathname)
}

/**
 * Hydration runs as a transition, so React hydrates in slices of a few milliseconds and yields to
 * the browser between them instead of holding the main thread for the whole page (a long doc page
 * is more than a thousand elements). The markup is already on screen, so nothing visible waits.
 * Gatsby's own choice between hydrating and rendering (an empty focus wrapper) is kept.
 */
function renderApp(element: ReactElement, container: Element): () => void {
  // Gatsby's own rule: hydrate server-rendered markup; a client-only page (an empty focus
  // wrapper) or another mount point (develop's loading indicator) is rendered afresh.
  const focusWrapper = container.querySelector("#gatsby-focus-wrapper")
  const serverRendered = focusWrapper ? focusWrapper.children.length > 0 : container.children.length > 0
  if (serverRendered) {
    let root: Root | undefined
    startTransition(() => {
      root = hydrateRoot(container, element)
    })
    return () => root?.unmount()
  }
  const root = createRoot(container)
  root.render(element)
  return () => root.unmount()
}

// Gatsby types this hook with react-dom's legacy `Renderer`; React 18's roots do not fit it.
export const replaceHydrateFunction = (() => renderApp) as unknown as GatsbyBrowser["replaceHydrateFunction"]
