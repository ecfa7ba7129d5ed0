import React from "react"
import { Navbar } from "../navbar/Navbar"
import { Footer } from "./Footer"

/** The frame of every page: skip link, navbar, the page, footer. */
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <div className="site">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <Navbar />
      <div className="site-main" id="main-content">
        {children}
      </div>
      <Footer />
    </div>
  )
}
