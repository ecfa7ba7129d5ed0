import React from "react"

/** A line-drawn 16×16 icon in the text's colour (decorative: its button names itself). */
export function StrokeIcon({ d, size, strokeWidth }: { d: string; size: number; strokeWidth: number }) {
  return (
    <svg viewBox="0 0 16 16" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
