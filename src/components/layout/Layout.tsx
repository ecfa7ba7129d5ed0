import React from "react"
import { Navbar } from "../navbar/Navbar"
import { Footer } from "./Footer"
import { AnnouncementBar } from "../announcement-bar/AnnouncementBar"

/** The frame of every page: skip link, navbar, the page, footer. */
export function Layout({ children, pathname }: { children: React.ReactNode; pathname: string }) {
  return (
    <div className="site">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <AnnouncementBar />
      <Navbar pathname={pathname} />
      <div className="site-main" id="main-content">
        {children}
      </div>
      <Footer />
    </div>
  )
}
