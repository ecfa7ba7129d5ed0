import React from "react"

interface FigureProps {
  kind: "diagram" | "chart"
  /** The fence's title: the caption, and the name of the frame and of the drawing. */
  title: string
  /** The drawing, an SVG drawn at build time (src/node/diagrams.ts). */
  svg?: string
  /** Why the block could not be drawn; the build fails at its end, and the page says so meanwhile. */
  error?: string
}

/**
 * A diagram or chart a fenced block drew at build time (src/node/remark-diagrams.ts writes every
 * prop). The caption names it; the frame scrolls when the drawing is wider than the column (a
 * phone), and a keyboard can scroll it. Styles: src/styles/diagrams.css.
 */
export function Figure({ kind, title, svg, error }: FigureProps) {
  if (error !== undefined) return <pre className="diagram-error">{error}</pre>
  return (
    <figure className={`diagram diagram--${kind}`}>
      <div
        className="diagram__frame"
        tabIndex={0}
        role="group"
        aria-label={title}
        dangerouslySetInnerHTML={{ __html: svg ?? "" }}
      />
      <figcaption className="diagram__caption">{title}</figcaption>
    </figure>
  )
}
