import { useEffect, useRef } from "react"
import { useDocsSidebar } from "../../hooks/use-docs-sidebar"
import { useSearchIndexHash } from "../../hooks/use-search-index"
import type { ModelContextLike } from "../../lib/page-tools/register"

type WithModelContext = { modelContext?: ModelContextLike }

/** Once per document: the frame stays mounted across client navigations, and the tools read the page at call time. */
let started = false

/**
 * The page's tools for a browser's agent (src/lib/page-tools/), where the browser exposes a model
 * context (the WebMCP proposal: on `document` in its current draft, on `navigator` before). Only
 * this check ships with every page; the tools' code is a chunk of its own, loaded where it passes.
 */
export function PageTools() {
  const sidebar = useDocsSidebar()
  const searchIndexHash = useSearchIndexHash()
  const data = useRef({ sidebar, searchIndexHash })
  data.current = { sidebar, searchIndexHash }
  useEffect(() => {
    const modelContext =
      (document as WithModelContext).modelContext ?? (navigator as Navigator & WithModelContext).modelContext
    if (!modelContext || started) return
    started = true
    import(/* webpackChunkName: "page-tools" */ "./register-page-tools").then(
      ({ registerPageTools }) => registerPageTools(modelContext, () => data.current),
      () => (started = false),
    )
  }, [])
  return null
}
