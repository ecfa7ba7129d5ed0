import {
  claimReload,
  describeLoadError,
  errorLine,
  pageDataUrl,
  pathOnly,
  probePageData,
  releaseReload,
} from "../../lib/page-load"
import { isStartupLoadFailure, loadFailure, type LoadFailure, type LoadPageResult } from "./loader-results"
import { setPageLoadError, setPageLoadRetry } from "../../state/page-load-error"
import { prefetchAllowed } from "../../state/connection"
import { sessionStore } from "../../state/storage"
import { showStartupFailure } from "./startup-failure"
import { enqueueAfter, type QueuedPrefetch } from "./chunk-mapping"
import { CHECKED_VERSIONS, LOADER_GLOBAL, NAVIGATE_GLOBAL } from "../internals"

/**
 * Navigation failures (docs/contract.md, "Errors") and speculative loading ("What it fetches"), on top of Gatsby's runtime.
 *
 * This is the one module that knows Gatsby's private browser globals, because Gatsby has no
 * public hook for them: a failed navigation is otherwise a silent full reload
 * (cache-dir/navigation.js sets `window.location` when `loadPage` gives an error), and hover
 * preloading ignores a 2g connection or data saving. Used here, as Gatsby sets them up:
 * - `window.___loader` (cache-dir/production-app.js): the public loader of cache-dir/loader.js,
 *   whose `loadPage(path)` resolves page resources or `{ status: "error", error? }` (an Error
 *   when the data came but a code chunk did not), `hovering(path)` (a link is hovered: load
 *   the page) and `enqueue(path)` (a link came into view: prefetch it, abortable);
 * - `window.___navigate(to, options)` (cache-dir/navigation.js `init`, before onInitialClientRender):
 *   every client-side navigation, gatsby-link's included.
 * Checked against the Gatsby of src/gatsby/internals.ts (loader.js, navigation.js,
 * production-app.js), which the build's fence holds to that version; a missing global is a console
 * error here, never a silent loss of the failure handling. tests/browser/loading.spec.ts and
 * frame.spec.ts exercise all of it against a build.
 */
type Navigate = (to: unknown, options?: unknown) => unknown
interface PublicLoader {
  loadPage(path: string): Promise<LoadPageResult>
  hovering?: (path: string) => void
  enqueue?: (path: string) => QueuedPrefetch
}
interface GatsbyWindow {
  ___navigate?: Navigate
  ___loader?: PublicLoader
  /** set by this module once React has rendered: from then on React shows failures */
  ___tachyonHydrated?: boolean
}
const gatsbyWindow = () => window as unknown as GatsbyWindow

const reportMissing = (what: string) =>
  console.error(
    `Tachyon: Gatsby's window.${what} is missing (checked against gatsby ${CHECKED_VERSIONS.gatsby}, src/gatsby/internals.ts); ` +
      "navigation failures and prefetching fall back to Gatsby's own behaviour.",
  )

const fetchPageData = (url: string, init: { cache: "no-store" }) => fetch(url, init)

/**
 * Start-up (onClientEntry): links in view queue their page for prefetching from the first render;
 * the queue is held until `chunkMappingSettled` (src/gatsby/browser/chunk-mapping.ts says why). A
 * hovered link preloads its page only where speculative loading is allowed. If Gatsby gives up on
 * this page before React renders (its code or data did not load), the static page says so.
 */
export function hookLoaderAtStartup(chunkMappingSettled: Promise<void>): void {
  const loader = gatsbyWindow()[LOADER_GLOBAL]
  if (!loader?.enqueue || !loader.hovering) reportMissing(`${LOADER_GLOBAL}.enqueue/hovering`)
  if (loader?.enqueue) loader.enqueue = enqueueAfter(chunkMappingSettled, loader.enqueue)
  const hovering = loader?.hovering
  if (loader && hovering) {
    loader.hovering = (path) => {
      if (prefetchAllowed()) hovering(path)
    }
  }
  window.addEventListener("unhandledrejection", (event) => {
    if (!gatsbyWindow().___tachyonHydrated && isStartupLoadFailure(event.reason)) showStartupFailure(event.reason)
  })
}

interface Progress {
  begin(): void
  end(): void
}

/**
 * After the first render (onInitialClientRender): every navigation loads the page's data and
 * code first, with the progress bar from the moment it starts (Gatsby's onRouteUpdateDelayed
 * fires only after 1000 ms, onPreRouteUpdate only once the page has loaded), so that a failure is
 * handled here: a code chunk that fails reloads the window once for that page; data that fails
 * (or a reload that did not help) shows the error with "Retry" in place of the page.
 */
export function routeNavigationsThroughLoader(progress: Progress): void {
  const w = gatsbyWindow()
  w.___tachyonHydrated = true
  setPageLoadRetry((target) => reloadOnceDataAnswers(target, "reader asked"))
  pageShown(window.location.pathname)
  const navigate = w[NAVIGATE_GLOBAL]
  const loader = w[LOADER_GLOBAL]
  if (typeof navigate !== "function" || !loader) return reportMissing(`${NAVIGATE_GLOBAL} or ${LOADER_GLOBAL}`)
  w[NAVIGATE_GLOBAL] = (to, options) => {
    const plan = planNavigation(to, window.location.pathname + window.location.search)
    if (plan === "history") return navigate(to, options)
    if (plan === "same page") {
      setPageLoadError(null)
      return navigate(to, options)
    }
    const target = String(to)
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
 * What a call of `___navigate` needs: a number is a step in the history (Gatsby passes it on);
 * the page the reader is on (path and search; a #fragment only scrolls) needs no load; anything
 * else is loaded first, so that a failure is handled here.
 */
export function planNavigation(to: unknown, here: string): "history" | "same page" | "load first" {
  if (typeof to === "number") return "history"
  return String(to).split("#")[0] === here ? "same page" : "load first"
}

/**
 * Whether to load the page afresh now that its data was asked for again: only once it answered
 * (`reason` null), and then always when the reader asked, else once per target (`claim`, the
 * reload guard of src/lib/page-load.ts, asked only then).
 */
export function reloadNow(
  reason: string | null,
  reload: "once per target" | "reader asked",
  claim: () => boolean,
): boolean {
  return reason === null && (reload === "reader asked" || claim())
}

/** A page was rendered (onRouteUpdate): its error is gone, and its reload may be tried again. */
export function pageShown(pathname: string): void {
  setPageLoadError(null)
  releaseReload(sessionStore, pathname)
}

async function handleLoadFailure(target: string, failure: LoadFailure, result: LoadPageResult): Promise<void> {
  if (failure === "code") {
    // Most likely a new deploy removed the chunk this window knows: a fresh load gets the new one.
    if (claimReload(sessionStore, pathOnly(target))) window.location.assign(target)
    else setPageLoadError({ target, message: errorLine(result?.error) })
    return
  }
  await reloadOnceDataAnswers(target, "once per target")
}

/**
 * The retry policy, for the automatic retry after a data failure and for the reader's "Retry"
 * (src/components/errors/PageLoadError.tsx, through the retry slot of src/state/page-load-error.ts):
 * ask the server for the page's data again, past every cache; once it answers, load the page
 * afresh (Gatsby's loader keeps failed answers, so a fresh load is the reliable way to get the page
 * and its code); while it fails, show the error with the new reason. An automatic reload happens once per target; the reader's Retry always may.
 * Resolves true when the window is reloading.
 */
export async function reloadOnceDataAnswers(
  target: string,
  reload: "once per target" | "reader asked",
): Promise<boolean> {
  const reason = await probePageData(target, fetchPageData)
  if (reloadNow(reason, reload, () => claimReload(sessionStore, pathOnly(target)))) {
    window.location.assign(target)
    return true
  }
  setPageLoadError({ target, message: reason ?? describeLoadError({ url: pageDataUrl(pathOnly(target)) }) })
  return false
}
