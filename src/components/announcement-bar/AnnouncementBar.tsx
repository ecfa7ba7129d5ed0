import React from "react"
import { Link } from "gatsby"
import { siteSettings } from "../../site-settings"
import { useAnnouncementBar } from "../../state/announcement-bar"
import { CloseIcon } from "../icons/CloseIcon"
import * as styles from "./AnnouncementBar.module.css"

/**
 * The optional bar above the navbar. A dismissed bar is already hidden by the inline
 * script in gatsby-ssr (html[data-announcement-dismissed]) before React runs: no flash, no shift.
 */
export function AnnouncementBar() {
  const { dismissed, dismiss } = useAnnouncementBar()
  const bar = siteSettings.announcementBar
  if (!bar || dismissed) return null
  return (
    <div
      className={styles.announcementBar}
      role="region"
      aria-label="Announcement"
      style={{ background: bar.backgroundColor, color: bar.textColor }}
    >
      <p className={styles.announcementContent}>
        {bar.content}{" "}
        {bar.link && (
          <Link to={bar.link} className={styles.announcementLink}>
            Read the release notes
          </Link>
        )}
      </p>
      {bar.isCloseable && (
        <button type="button" className={styles.announcementClose} aria-label="Close" onClick={dismiss}>
          <CloseIcon />
        </button>
      )}
    </div>
  )
}
