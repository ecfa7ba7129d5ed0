import React from "react"
import { useDocsSidebar } from "../../hooks/use-docs-sidebar"
import { docsPagePath } from "../../lib/docs/navigation"
import { siteSettings } from "../../site-settings"
import type { PageLoadError as PageLoadErrorState } from "../../state/page-load-error"
import { DocsFrame } from "../doc/DocsFrame"
import { PageLoadError } from "./PageLoadError"

/**
 * A navigation that failed, shown in place of the page the reader is still on (`pathname`): on a
 * docs page the docs sidebar stays around the error, so the reader can go elsewhere from it.
 */
export function PageLoadFailure({ error, pathname }: { error: PageLoadErrorState; pathname: string }) {
  const docsPath = docsPagePath(useDocsSidebar(), pathname, siteSettings.docsVersion.path)
  const view = <PageLoadError key={error.target} error={error} />
  return docsPath ? <DocsFrame path={docsPath}>{view}</DocsFrame> : view
}
