import { useEffect, useState } from "react"
import { activeHeading, type HeadingBox } from "../lib/toc/active-heading"

/**
 * The id of the heading of the section the reader is in (src/lib/toc/active-heading.ts), updated
 * on scroll and resize, once per animation frame. Null until mounted: the server cannot know.
 */
export function useActiveHeading(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null)
  const key = ids.join(" ")
  useEffect(() => {
    if (!ids.length) return
    let frame = 0
    const update = () => {
      frame = 0
      const boxes: HeadingBox[] = []
      for (const id of ids) {
        const box = document.getElementById(id)?.getBoundingClientRect()
        if (box) boxes.push({ id, top: box.top, bottom: box.bottom })
      }
      // The sticky header around the "Main" navigation (found by its name: its class is the navbar's CSS module's).
      const navbar = document.querySelector('nav[aria-label="Main"]')?.closest("header")
      const navbarBottom = navbar?.getBoundingClientRect().bottom ?? 0
      setActive(activeHeading(boxes, navbarBottom, window.innerHeight))
    }
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update)
    }
    update()
    window.addEventListener("scroll", schedule, { passive: true })
    window.addEventListener("resize", schedule)
    return () => {
      window.removeEventListener("scroll", schedule)
      window.removeEventListener("resize", schedule)
      if (frame) window.cancelAnimationFrame(frame)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return active
}
