import { useCallback, useEffect, useRef, useState, type RefObject } from "react"
import { findMatches } from "../lib/search/excerpt"
import { parseHighlightParams, withoutHighlightParams } from "../lib/search/highlight-params"
import { ClassNames } from "../lib/class-names"

const SKIP = new Set(["SCRIPT", "STYLE", "BUTTON", "MARK", "TEXTAREA", "INPUT"])

/** Wraps every match of `terms` in text under `root` in <mark>; returns the marks made. */
function markTerms(root: HTMLElement, terms: string[]): HTMLElement[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement &&
      !SKIP.has(node.parentElement.tagName) &&
      !node.parentElement.closest(`.${ClassNames.headingAnchor}`)
        ? NodeFilter.FILTER_ACCEPT
        : NodeFilter.FILTER_REJECT,
  })
  const nodes: Text[] = []
  while (walker.nextNode()) nodes.push(walker.currentNode as Text)
  const marks: HTMLElement[] = []
  for (const node of nodes) {
    const text = node.data
    const matches = findMatches(text, terms)
    if (!matches.length) continue
    const fragment = document.createDocumentFragment()
    let at = 0
    for (const [start, end] of matches) {
      fragment.append(text.slice(at, start))
      const mark = document.createElement("mark")
      mark.className = ClassNames.searchHighlight
      mark.textContent = text.slice(start, end)
      fragment.append(mark)
      marks.push(mark)
      at = end
    }
    fragment.append(text.slice(at))
    node.replaceWith(fragment)
  }
  return marks
}

/** Puts the text of marks back as it was. */
function unmark(marks: readonly HTMLElement[]): void {
  for (const mark of marks) {
    const parent = mark.parentNode
    mark.replaceWith(document.createTextNode(mark.textContent ?? ""))
    parent?.normalize()
  }
}

/**
 * The terms of the page's `_highlight` parameters (`search`: the location's query string), marked
 * in the article (as text: the DOM is built node by node, never from HTML), anew when they change.
 * `clear()` removes the marks and the parameters.
 */
export function useSearchHighlight(root: RefObject<HTMLElement | null>, search: string) {
  const [marks, setMarks] = useState<HTMLElement[]>([])
  const current = useRef<HTMLElement[]>([])
  useEffect(() => {
    unmark(current.current)
    const terms = parseHighlightParams(search)
    current.current = terms.length && root.current ? markTerms(root.current, terms) : []
    setMarks(current.current)
  }, [root, search])
  const clear = useCallback(() => {
    unmark(marks)
    current.current = []
    setMarks([])
    const { pathname, search: query, hash } = window.location
    window.history.replaceState(window.history.state, "", withoutHighlightParams(pathname + query + hash))
  }, [marks])
  return { highlighted: marks.length > 0, clear }
}
