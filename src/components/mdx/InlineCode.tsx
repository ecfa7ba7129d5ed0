import React from "react"
import { softBreakPieces } from "../../lib/inline-code"
import { SoftBreaks } from "./SoftBreaks"

/**
 * Inline code in MDX, with a soft break (<wbr>) where a long identifier may wrap: after its dots,
 * underscores and slashes (src/lib/inline-code.ts). In tables, code does not wrap anywhere else
 * (markdown.css), so `fix.gateway.fileStore.path` fits a narrow column and `TRJ-1001` stays whole.
 */
export function InlineCode({ children, ...rest }: React.HTMLAttributes<HTMLElement>) {
  // A fenced block's code carries its language class; it is laid out by its <pre>.
  if (typeof children !== "string" || rest.className) return <code {...rest}>{children}</code>
  return (
    <code {...rest}>
      <SoftBreaks pieces={softBreakPieces(children)} />
    </code>
  )
}
