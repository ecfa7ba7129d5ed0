import React from "react"
import { Link } from "gatsby"
import { siteSettings } from "../../site-settings"
import { useAnnouncementBar } from "../../state/announcement-bar"

/**
 * The optional bar above the navbar. A dismissed bar is already hidden by the inline
 * script in gatsby-ssr (html[data-announcement-dismissed]) before React runs: no flash, no shift.
 */
export function AnnouncementBar() {
  const { dismissed, dismiss } = useAnnouncementBar()
  const bar = siteSettings.announcementBar
  if (!bar || dismissed) return null
  return (
    <div className="announcement-bar" role="region" aria-label="Announcement" style={{ background: bar.backgroundColor, color: bar.textColor }}>
      <p className="announcement-content">
        {bar.content}{" "}
        {bar.link && (
          <Link to={bar.link} className="announcement-link">
            Read the release notes
          </Link>
        )}
      </p>
      {bar.isCloseable && (
        <button type="button" className="announcement-close" aria-label="Close" onClick={dismiss}>
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
            <path d="M2 2l10 10M12 2 2 12" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  )
}
