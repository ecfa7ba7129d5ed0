/** Where a heading of the table of contents is in the window (getBoundingClientRect, in pixels). */
export interface HeadingBox {
  id: string
  top: number
  bottom: number
}

/**
 * The section the reader is in, by Docusaurus's rule (theme-common useTOCHighlight): the first
 * heading at or below the navbar when it is in the upper half of the window (the reader has just
 * scrolled to it, or a link put it there), otherwise the heading before it, whose text fills the
 * window. Past the last heading, the last; above the first, none.
 *
 * `headings` are in page order; `navbarBottom` is where the sticky navbar ends.
 */
export function activeHeading(
  headings: readonly HeadingBox[],
  navbarBottom: number,
  viewportHeight: number,
): string | null {
  const next = headings.findIndex((heading) => heading.top >= navbarBottom)
  if (next === -1) return headings[headings.length - 1]?.id ?? null
  if (headings[next].bottom < viewportHeight / 2) return headings[next].id
  return headings[next - 1]?.id ?? null
}
