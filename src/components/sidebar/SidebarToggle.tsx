import React from "react"
import { clsx } from "clsx"
import * as styles from "./SidebarToggle.module.css"

/** "Collapse sidebar" / "Expand sidebar" (docs/contract.md, "Controls and their accessible names"). */
export function SidebarToggle({ hidden, onToggle }: { hidden: boolean; onToggle: () => void }) {
  const label = hidden ? "Expand sidebar" : "Collapse sidebar"
  return (
    <button
      type="button"
      className={clsx(styles.sidebarToggle, hidden && styles.isHidden)}
      aria-label={label}
      title={label}
      onClick={onToggle}
    >
      <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path
          d={hidden ? "M7 4l6 6-6 6" : "M13 4l-6 6 6 6"}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  )
}
