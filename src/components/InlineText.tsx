import React from "react"
import { inlineCodeRuns } from "../lib/inline-code"

/** Plain text with `code` spans. */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {inlineCodeRuns(text).map((run, i) =>
        run.code ? <code key={i}>{run.text}</code> : <React.Fragment key={i}>{run.text}</React.Fragment>,
      )}
    </>
  )
}
