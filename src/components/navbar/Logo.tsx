import React from "react"

/** The Tachyon mark: a particle trail. Decorative; the link around it carries the name. */
export function Logo() {
  return (
    <svg className="logo-mark" width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="var(--accent)" />
      <path
        d="M7 21h8M9 16h11M7 11h8"
        stroke="var(--accent-contrast)"
        strokeWidth="2.4"
        strokeLinecap="round"
        opacity="0.75"
      />
      <circle cx="23" cy="16" r="4.2" fill="var(--accent-contrast)" />
    </svg>
  )
}
