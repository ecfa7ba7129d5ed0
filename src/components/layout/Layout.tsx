import React from "react"
import { Navbar } from "../navbar/Navbar"
import { Footer } from "./Footer"
import { MAIN_CONTENT_ID, SkipLink } from "./SkipLink"
import { AnnouncementBar } from "../announcement-bar/AnnouncementBar"
import { PageLoadFailure } from "../errors/PageLoadFailure"
import { usePageLoadError } from "../../state/page-load-error"
import * as styles from "./Layout.module.css"

/** The frame of every page: skip link, navbar, the page (or why it failed to load), footer. */
export function Layout({ children, pathname }: { children: React.ReactNode; pathname: string }) {
  const loadError = usePageLoadError()
  return (
    <div className={styles.site}>
      <SkipLink />
      <AnnouncementBar />
      <Navbar pathname={pathname} />
      <div className={styles.siteMain} id={MAIN_CONTENT_ID}>
        {loadError ? <PageLoadFailure error={loadError} pathname={pathname} /> : children}
      </div>
      <Footer />
    </div>
  )
}
