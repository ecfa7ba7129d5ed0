import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from "react"
import { isWrapped, scrollToKeepTop, toggledWrap, type CodeWrap } from "../lib/code/wrap"

/**
 * One code block's soft wrap (src/lib/code/wrap.ts): its default until the reader clicks its
 * toggle, then the reader's choice for that block only. Re-wrapping changes the block's height; the
 * block's top is put back where it was under the pointer (window scroll) before the next paint.
 */
export function useBlockWrap(
  block: RefObject<HTMLElement | null>,
  softByDefault: boolean,
): { wrapped: boolean; toggle: () => void } {
  const [toggled, setToggled] = useState<CodeWrap | null>(null)
  const topBeforeToggle = useRef<number | null>(null)
  const wrapped = isWrapped(toggled, softByDefault)
  const toggle = useCallback(() => {
    topBeforeToggle.current = block.current?.getBoundingClientRect().top ?? null
    setToggled(toggledWrap(wrapped))
  }, [block, wrapped])
  useLayoutEffect(() => {
    const before = topBeforeToggle.current
    topBeforeToggle.current = null
    if (before === null || !block.current) return
    const by = scrollToKeepTop(before, block.current.getBoundingClientRect().top)
    if (by !== 0) window.scrollBy({ top: by, behavior: "instant" })
  }, [block, toggled])
  return { wrapped, toggle }
}
