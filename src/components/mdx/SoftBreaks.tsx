import React from "react"

/** Text pieces with a soft break (<wbr>) between them: where a line may wrap, even in nowrap text. */
export function SoftBreaks({ pieces }: { pieces: readonly string[] }) {
  return (
    <>
      {pieces.map((piece, i) => (
        <React.Fragment key={i}>
          {i > 0 && <wbr />}
          {piece}
        </React.Fragment>
      ))}
    </>
  )
}
