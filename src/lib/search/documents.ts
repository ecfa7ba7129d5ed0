/**
 * The search document model (spec §3, "Search document"; decisions.md, "Search types"): a built
 * page becomes documents in five groups, in this fixed order, and a result's `type` is its group.
 */

/** A section of a built page: the text under one h2 or h3. The first, with anchor "", holds the
 * text before the first heading. */
export interface SearchPageSection {
  anchor: string
  heading: string
  depth: number
  text: string
}

/** A built doc page, as read from the HTML output (src/node/search-index.ts). */
export interface SearchPage {
  url: string
  title: string
  description: string
  keywords: string[]
  breadcrumbs: string[]
  sections: SearchPageSection[]
}

export const SearchDocumentType = {
  Title: 0,
  Heading: 1,
  Description: 2,
  Keywords: 3,
  Content: 4,
} as const
export type SearchDocumentType = (typeof SearchDocumentType)[keyof typeof SearchDocumentType]

/** The groups in file order; their position is the result `type`. */
export const SEARCH_GROUPS: readonly SearchDocumentType[] = [0, 1, 2, 3, 4]

export interface SearchDocument {
  /** Unique id across all groups. */
  i: number
  /** The id of the parent page's title document (its own id for a title). */
  p: number
  /** The page URL (percent-encoded route). */
  u: string
  /** The anchor, without "#"; "" for the page itself. */
  h: string
  /** Title: the page title, or the heading text for headings and sections. */
  t: string
  /** Section: the heading text when the document is inside a page; "" otherwise. */
  s: string
  /** The page's breadcrumbs (its ancestors, outermost first). */
  b: string[]
  /** The searched text of a description, keywords or section document. */
  x?: string
}

export type SearchDocumentGroups = [
  SearchDocument[],
  SearchDocument[],
  SearchDocument[],
  SearchDocument[],
  SearchDocument[],
]

/** The text a group indexes for a document. */
export function indexedText(document: SearchDocument, type: SearchDocumentType): string {
  return type === SearchDocumentType.Title || type === SearchDocumentType.Heading ? document.t : (document.x ?? "")
}

function clean(text: unknown): string {
  return typeof text === "string" ? text.replace(/\s+/g, " ").trim() : ""
}

/**
 * Builds the five document groups from pages, in page order. Ids are numbered group by group
 * (all titles first), so a title's id is below those of everything on its page.
 */
export function buildSearchDocuments(pages: readonly SearchPage[]): SearchDocumentGroups {
  const groups: SearchDocumentGroups = [[], [], [], [], []]
  const valid = pages.filter((page) => page && typeof page.url === "string" && clean(page.title))
  valid.forEach((page, n) => {
    groups[0].push({
      i: n,
      p: n,
      u: page.url,
      h: "",
      t: clean(page.title),
      s: "",
      b: (page.breadcrumbs ?? []).map(clean),
    })
  })
  let next = valid.length
  const add = (type: 1 | 2 | 3 | 4, title: SearchDocument, fields: Pick<SearchDocument, "h" | "t" | "s" | "x">) => {
    groups[type].push({ i: 0, p: title.i, u: title.u, b: title.b, ...fields })
  }
  valid.forEach((page, n) => {
    const title = groups[0][n]
    for (const section of page.sections ?? []) {
      const heading = clean(section.heading)
      if (section.anchor && heading) add(1, title, { h: section.anchor, t: heading, s: heading })
    }
    const description = clean(page.description)
    if (description) add(2, title, { h: "", t: title.t, s: "", x: description })
    const keywords = (page.keywords ?? []).map(clean).filter(Boolean)
    if (keywords.length) add(3, title, { h: "", t: title.t, s: "", x: keywords.join(", ") })
    for (const section of page.sections ?? []) {
      const text = clean(section.text)
      const heading = clean(section.heading)
      if (!text) continue
      if (section.anchor) add(4, title, { h: section.anchor, t: heading || title.t, s: heading, x: text })
      else add(4, title, { h: "", t: title.t, s: "", x: text })
    }
  })
  for (const type of [1, 2, 3, 4] as const) for (const document of groups[type]) document.i = next++
  return groups
}
