import React from "react"
import { useColorMode } from "../../state/color-mode"
import * as iconButtons from "./IconButton.module.css"
import * as styles from "./ColorModeToggle.module.css"

/** Both icons are in the HTML; CSS on html[data-theme] shows the right one before React runs. */
export function ColorModeToggle() {
  const { mode, toggle } = useColorMode()
  const label = `Switch between dark and light mode (currently ${mode} mode)`
  return (
    <button
      type="button"
      className={`${iconButtons.iconButton} ${styles.colorModeToggle}`}
      aria-label={label}
      title={label}
      onClick={toggle}
    >
      <svg className={styles.iconSun} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path
          d="M12 2.5v2.2M12 19.3v2.2M4.6 4.6l1.6 1.6M17.8 17.8l1.6 1.6M2.5 12h2.2M19.3 12h2.2M4.6 19.4l1.6-1.6M17.8 6.2l1.6-1.6"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      <svg className={styles.iconMoon} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  )
}
