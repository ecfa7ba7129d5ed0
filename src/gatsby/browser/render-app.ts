import { startTransition, type ReactElement } from "react"
import { createRoot, hydrateRoot, type Root } from "react-dom/client"
import { FOCUS_WRAPPER_ID } from "../internals"

/**
 * Hydration runs as a transition, so React hydrates in slices of a few milliseconds and yields to
 * the browser between them instead of holding the main thread for the whole page (a long doc page
 * is more than a thousand elements). The markup is already on screen, so nothing visible waits.
 * Gatsby's own choice between hydrating and rendering (an empty focus wrapper) is kept.
 */
export function renderApp(element: ReactElement, container: Element): () => void {
  // Gatsby's own rule: hydrate server-rendered markup; a client-only page (an empty focus
  // wrapper) or another mount point (develop's loading indicator) is rendered afresh.
  const focusWrapper = container.querySelector(`#${FOCUS_WRAPPER_ID}`)
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
