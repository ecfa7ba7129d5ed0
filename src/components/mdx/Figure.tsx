import React, { Suspense, lazy, useState } from "react"
import { needsEnlarging } from "../../lib/diagrams/figure"

// The full-screen view's code (and its pan-and-zoom library) loads on the first click, so a
// page's first load carries none of it.
const EnlargedFigure = lazy(() => import("./EnlargedFigure"))

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
 * phone), and a keyboard can scroll it. A drawing too wide for a phone's column also offers a
 * full-screen view to pan and zoom. Styles: src/styles/diagrams.css.
 */
export function Figure({ kind, title, svg, error }: FigureProps) {
  const [enlarged, setEnlarged] = useState(false)
  if (error !== undefined) return <pre className="diagram-error">{error}</pre>
  const drawing = svg ?? ""
  return (
    <figure className={`diagram diagram--${kind}`}>
      <div
        className="diagram__frame"
        tabIndex={0}
        role="group"
        aria-label={title}
        dangerouslySetInnerHTML={{ __html: drawing }}
      />
      <figcaption className="diagram__caption">
        <span>{title}</span>
        {needsEnlarging(drawing) && (
          <button
            type="button"
            className="diagram__button"
            aria-label={`Enlarge figure: ${title}`}
            aria-haspopup="dialog"
            onClick={() => setEnlarged(true)}
          >
            Enlarge
          </button>
        )}
      </figcaption>
      {enlarged && (
        <Suspense fallback={null}>
          <EnlargedFigure title={title} svg={drawing} onClose={() => setEnlarged(false)} />
        </Suspense>
      )}
    </figure>
  )
}
