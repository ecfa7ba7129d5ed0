import React from "react"
import type { InlineNode } from "../../lib/markdown/inline"
import { Anchor } from "../mdx/Anchor"

/** Inline markdown of reference data (src/lib/markdown/inline.ts), rendered as MDX renders it. */
export function InlineMarkdown({ nodes }: { nodes: readonly InlineNode[] | null | undefined }) {
  if (!nodes) return null
  return (
    <>
      {nodes.map((node, i) => {
        if (typeof node === "string") return <React.Fragment key={i}>{node}</React.Fragment>
        if ("code" in node) return <code key={i}>{node.code}</code>
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
