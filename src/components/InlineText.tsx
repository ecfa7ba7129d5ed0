import React from "react"
import { inlineCodeRuns } from "../lib/inline-code"

type CodeComponent = React.ComponentType<{ children: string }> | "code"

/**
 * Plain text with `code` spans. `code` renders each span: a bare <code> by default (release
 * summaries), or the MDX InlineCode where a table cell needs its soft breaks.
 */
export function InlineText({ text, code: Code = "code" }: { text: string; code?: CodeComponent }) {
  return (
    <>
      {inlineCodeRuns(text).map((run, i) =>
        run.code ? <Code key={i}>{run.text}</Code> : <React.Fragment key={i}>{run.text}</React.Fragment>,
      )}
    </>
  )
}
