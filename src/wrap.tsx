import React from "react"
import type { GatsbyBrowser } from "gatsby"
import { Layout } from "./components/layout/Layout"
import { ErrorBoundary } from "./components/errors/ErrorBoundary"
import { AnnouncementBarProvider } from "./state/announcement-bar"
import { ColorModeProvider } from "./state/color-mode"
import { SidebarProvider } from "./state/sidebar"
import { TabsProvider } from "./state/tabs"

/** Providers for the whole app: one per concern (docs/design.md, "One concern, one provider"). */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <ColorModeProvider>
    <AnnouncementBarProvider>
      <SidebarProvider>
        <TabsProvider>{element}</TabsProvider>
      </SidebarProvider>
    </AnnouncementBarProvider>
  </ColorModeProvider>
)

/** Every page inside the site frame and an error boundary, so a crash keeps the navbar. Redirect pages render alone. */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => {
  const context = props.pageContext as { to?: string } | undefined
  if (context?.to) return element
  return (
    <Layout pathname={props.location.pathname}>
      <ErrorBoundary key={props.location.pathname}>{element}</ErrorBoundary>
    </Layout>
  )
}
