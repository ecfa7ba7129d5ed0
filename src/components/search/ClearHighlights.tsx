import React from "react"

export function ClearHighlights({ onClear }: { onClear: () => void }) {
  return (
    <button type="button" className="button clear-highlights" onClick={onClear}>
      Clear search highlights
    </button>
  )
}
