import { useCallback, useEffect, useRef, useState, type RefObject } from "react"
import { findMatches } from "../lib/search/excerpt"
import { parseHighlightParams, withoutHighlightParams } from "../lib/search/highlight-params"
import { ClassNames } from "../lib/class-names"

const SKIP = new Set(["SCRIPT", "STYLE", "BUTTON", "MARK", "TEXTAREA", "INPUT"])

/**
 * The article's text, which search indexes (src/node/search-index.ts): its title and its content.
 * Breadcrumbs, the release badge, "Copy page", "On this page" and "Edit this page" are the
 * frame's words, not the page's: "huge pages" must not mark "On this page".
 */
export const ARTICLE_TEXT = `h1, .${ClassNames.markdown}`
/** Chrome inside the content: "#" links, code blocks' headers, anything hidden from readers. */
const CHROME = `.${ClassNames.headingAnchor}, .${ClassNames.codeBlockHeader}, [aria-hidden="true"]`

/** Wraps every match of `terms` in the article text under `root` in <mark>; returns the marks made. */
function markTerms(root: HTMLElement, terms: string[]): HTMLElement[] {
  const nodes: Text[] = []
  for (const part of root.querySelectorAll<HTMLElement>(ARTICLE_TEXT)) {
    if (part.parentElement?.closest(ARTICLE_TEXT)) continue
    const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement && !SKIP.has(node.parentElement.tagName) && !node.parentElement.closest(CHROME)
          ? NodeFilter.FILTER_ACCEPT
          : NodeFilter.FILTER_REJECT,
    })
    while (walker.nextNode()) nodes.push(walker.currentNode as Text)
  }
  const marks: HTMLElement[] = []
  for (const node of nodes) {
    const text = node.data
    const matches = findMatches(text, terms, { wholeWords: true })
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

/** The attribute of the element a search result led to (a reference table's row, a heading): the
 * row is highlighted even where none of its words is one the reader typed (35=D's row says "D"). */
export const SEARCH_TARGET = "data-search-target"

/** Marks the article's element the location's #anchor names; whether there is one. */
function markTarget(root: HTMLElement): boolean {
  const id = decodeURIComponent(window.location.hash.slice(1))
  const target = id ? document.getElementById(id) : null
  if (!target || !root.contains(target) || !target.closest(ARTICLE_TEXT)) return false
  target.setAttribute(SEARCH_TARGET, "")
  return true
}

function unmarkTarget(root: HTMLElement | null): void {
  for (const element of root?.querySelectorAll(`[${SEARCH_TARGET}]`) ?? []) element.removeAttribute(SEARCH_TARGET)
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
 * in the article's text (as text: the DOM is built node by node, never from HTML), anew when they
 * change.
 * `clear()` removes the marks and the parameters.
 */
export function useSearchHighlight(root: RefObject<HTMLElement | null>, search: string) {
  const [marks, setMarks] = useState<HTMLElement[]>([])
  const [targeted, setTargeted] = useState(false)
  const current = useRef<HTMLElement[]>([])
  useEffect(() => {
    unmark(current.current)
    unmarkTarget(root.current)
    const terms = parseHighlightParams(search)
    current.current = terms.length && root.current ? markTerms(root.current, terms) : []
    setTargeted(terms.length > 0 && !!root.current && markTarget(root.current))
    setMarks(current.current)
  }, [root, search])
  const clear = useCallback(() => {
    unmark(marks)
    unmarkTarget(root.current)
    current.current = []
    setMarks([])
    setTargeted(false)
    const { pathname, search: query, hash } = window.location
    window.history.replaceState(window.history.state, "", withoutHighlightParams(pathname + query + hash))
  }, [marks, root])
  return { highlighted: marks.length > 0 || targeted, clear }
}
