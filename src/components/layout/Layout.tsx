import React from "react"
import { Navbar } from "../navbar/Navbar"
import { Footer } from "./Footer"
import { MAIN_CONTENT_ID, SkipLink } from "./SkipLink"
import { AnnouncementBar } from "../announcement-bar/AnnouncementBar"
import { PageLoadFailure } from "../errors/PageLoadFailure"
import { usePageLoadError } from "../../state/page-load-error"

/** The frame of every page: skip link, navbar, the page (or why it failed to load), footer. */
export function Layout({ children, pathname }: { children: React.ReactNode; pathname: string }) {
  const loadError = usePageLoadError()
  return (
    <div className="site">
      <SkipLink />
      <AnnouncementBar />
      <Navbar pathname={pathname} />
      <div className="site-main" id={MAIN_CONTENT_ID}>
        {loadError ? <PageLoadFailure error={loadError} pathname={pathname} /> : children}
      </div>
      <Footer />
    </div>
  )
}
