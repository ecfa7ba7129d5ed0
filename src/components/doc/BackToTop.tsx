import React, { useEffect, useState } from "react"
import { clsx } from "clsx"
import { StrokeIcon } from "../icons/StrokeIcon"
import * as styles from "./BackToTop.module.css"

/** Shown once the reader is this many viewport heights down a page: only long pages get that far. */
const SHOW_AFTER_VIEWPORTS = 2

/**
 * "Back to top" on long pages: a button fixed at the bottom corner, shown once the reader has
 * scrolled two screens down. Hidden, it is out of the tab order and the accessibility tree
 * (visibility), and it takes no room, so showing it moves nothing.
 */
export function BackToTop() {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      setShown(window.scrollY > window.innerHeight * SHOW_AFTER_VIEWPORTS)
    }
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update)
    }
    update()
    window.addEventListener("scroll", onScroll, { passive: true })
    return () => {
      window.removeEventListener("scroll", onScroll)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [])
  const toTop = () => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" })
  }
  return (
    <button
      type="button"
      className={clsx(styles.backToTop, shown && styles.isShown)}
      aria-label="Back to top"
      title="Back to top"
      onClick={toTop}
    >
      <StrokeIcon d="M8 13V3M3.5 7.5 8 3l4.5 4.5" size={18} strokeWidth={1.75} />
    </button>
  )
}
