import React from "react"
import type { InlineNode } from "../../lib/markdown/inline"
import { Anchor } from "../mdx/Anchor"
import { InlineCode } from "../mdx/InlineCode"
import { ColumnText } from "../mdx/Table"

/**
 * Inline markdown of reference data (src/lib/markdown/inline.ts), rendered as MDX renders it in a
 * table: code with soft breaks, codes in text (TRJ-1001) kept whole.
 */
export function InlineMarkdown({ nodes }: { nodes: readonly InlineNode[] | null | undefined }) {
  if (!nodes) return null
  return (
    <>
      {nodes.map((node, i) => {
        if (typeof node === "string") return <ColumnText key={i} text={node} />
        if ("code" in node) return <InlineCode key={i}>{node.code}</InlineCode>
        if ("strong" in node)
          return (
            <strong key={i}>
              <InlineMarkdown nodes={node.strong} />
            </strong>
          )
        if ("em" in node)
          return (
            <em key={i}>
              <InlineMarkdown nodes={node.em} />
            </em>
          )
        return (
          <Anchor key={i} href={node.link}>
            <InlineMarkdown nodes={node.children} />
          </Anchor>
        )
      })}
    </>
  )
}
