import React, { useEffect, useMemo, useRef } from "react"
import { createPortal } from "react-dom"
import Panzoom, { type PanzoomObject } from "@panzoom/panzoom"
import { enlargedCopy } from "../../lib/diagrams/figure"
import * as styles from "./EnlargedFigure.module.css"

interface EnlargedFigureProps {
  title: string
  /** The drawing as the page shows it; the view draws a copy with ids of its own. */
  svg: string
  onClose: () => void
}

/** How far an arrow key moves the drawing, in screen pixels. */
const PAN_STEP = 60

/**
 * A picture full screen, in a modal dialog: it fits the screen first, then zooms and pans with
 * the buttons, the keys (+ and -, 0 to fit again, the arrows), the wheel, a drag or a pinch
 * (@panzoom/panzoom: pointer events, one small library, loaded with this module on the first
 * click). Escape or Close shuts it, and the browser gives focus back to the Enlarge button.
 */
export default function EnlargedFigure({ title, svg, onClose }: EnlargedFigureProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const stage = useRef<HTMLDivElement>(null)
  const panzoom = useRef<PanzoomObject | null>(null)
  const close = useRef<HTMLButtonElement>(null)
  const copy = useMemo(() => ({ __html: enlargedCopy(svg, "-enlarged") }), [svg])

  useEffect(() => {
    const box = dialog.current
    const drawing = stage.current
    if (!box || !drawing) return
    box.showModal()
    // A modal dialog's first stop is its way out (showModal would pick the first button).
    close.current?.focus()
    const zoom = Panzoom(drawing, { canvas: true, minScale: 0.5, maxScale: 8, step: 0.25 })
    panzoom.current = zoom
    const viewport = drawing.parentElement
    const onWheel = (event: WheelEvent) => zoom.zoomWithWheel(event)
    viewport?.addEventListener("wheel", onWheel, { passive: false })
    return () => {
      viewport?.removeEventListener("wheel", onWheel)
      zoom.destroy()
      panzoom.current = null
      if (box.open) box.close()
    }
  }, [])

  const onKeyDown = (event: React.KeyboardEvent) => {
    const zoom = panzoom.current
    if (!zoom || event.altKey || event.ctrlKey || event.metaKey) return
    const moves: Record<string, () => void> = {
      "+": () => zoom.zoomIn(),
      "=": () => zoom.zoomIn(),
      "-": () => zoom.zoomOut(),
      "0": () => zoom.reset(),
      ArrowLeft: () => zoom.pan(PAN_STEP, 0, { relative: true }),
      ArrowRight: () => zoom.pan(-PAN_STEP, 0, { relative: true }),
      ArrowUp: () => zoom.pan(0, PAN_STEP, { relative: true }),
      ArrowDown: () => zoom.pan(0, -PAN_STEP, { relative: true }),
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    move()
  }

  // On the page's body, so that the article's styles (its headings, paragraphs) do not reach it.
  return createPortal(
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="enlarged-figure-title"
      onClose={onClose}
      onKeyDown={onKeyDown}
    >
      <div className={styles.bar}>
        <h2 id="enlarged-figure-title" className={styles.title}>
          {title}
        </h2>
        <div className={styles.controls}>
          <button type="button" className="diagram__button" onClick={() => panzoom.current?.zoomOut()}>
            Zoom out
          </button>
          <button type="button" className="diagram__button" onClick={() => panzoom.current?.zoomIn()}>
            Zoom in
          </button>
          <button type="button" className="diagram__button" onClick={() => panzoom.current?.reset()}>
            Fit
          </button>
          <button ref={close} type="button" className="diagram__button" onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
      </div>
      <p className={styles.hint}>Drag or use the arrow keys to move; pinch, the wheel, + or − to zoom; 0 to fit.</p>
      <div className={styles.viewport}>
        <div ref={stage} className={styles.stage} dangerouslySetInnerHTML={copy} />
      </div>
    </dialog>,
    document.body,
  )
}
