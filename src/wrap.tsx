import React from "react"
import type { GatsbyBrowser } from "gatsby"
import { Layout } from "./components/layout/Layout"
import { SidebarProvider } from "./state/sidebar"

/** Providers for the whole app: one per concern (DESIGN.md). */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <SidebarProvider>{element}</SidebarProvider>

/** Every page inside the site frame. Redirect pages render alone. */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => {
  const context = props.pageContext as { to?: string } | undefined
  if (context?.to) return element
  return <Layout>{element}</Layout>
}
