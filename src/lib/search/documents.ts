/**
 * The search document model (docs/contract.md, "What the site keeps"; docs/decisions.md, "Search types").
 *
 * A doc page is searched as records, the way readers ask: the page itself (its title,
 * description, keywords and the text before its first heading) and each of its h2/h3 sections
 * (the heading and the text under it). These are the *keys* results are made of. The index keeps
 * the five document groups of docs/decisions.md ("Search types"), in this fixed order, and a result's `type` is the group
 * of the document that matched best:
 *
 *   0 titles        one per page                      key: the page
 *   1 headings      one per section                   key: that section
 *   2 descriptions  one per page (maybe empty)        key: the page
 *   3 keywords      one per page (maybe empty)        key: the page
 *   4 contents      one per key: the intro, then one per section
 *
 * Numbering follows from the pages alone: keys are numbered page by page (the page's own key
 * first, then its sections), so with each page's section count (`SearchPageTable`) a document's
 * position in its group gives its page and key without any per-document table.
 */

/** A section of a built page: the text under one h2 or h3. */
export interface SearchPageSection {
  anchor: string
  heading: string
  depth: number
  text: string
  /** Other names of what the section documents, searched with its heading but never shown
   * (records.ts: `tag 44` for the row "44 Price"). */
  names?: string[]
}

/** A doc page to index: metadata from the Doc nodes, text and anchors from the built HTML. */
export interface SearchPage {
  url: string
  title: string
  description: string
  keywords: string[]
  /** The page's breadcrumbs, "Docs" first, without the page itself. */
  breadcrumbs: string[]
  /** The text before the first heading, then the h2/h3 sections in order. */
  intro: string
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

/** The groups in type order. */
export const SEARCH_GROUPS: readonly SearchDocumentType[] = [
  SearchDocumentType.Title,
  SearchDocumentType.Heading,
  SearchDocumentType.Description,
  SearchDocumentType.Keywords,
  SearchDocumentType.Content,
]

/** A search document as results carry it (docs/contract.md, "What the site keeps"), decoded from its result file (format.ts). */
export interface SearchDocument {
  /** The contract's `i` (docs/contract.md): unique across all groups, the group's offset plus the position in the group. */
  id: number
  /** The contract's `p`: the id of the parent page's title document (titles come first: the page number). */
  pageId: number
  /** The page URL (percent-encoded route). */
  url: string
  /** Without "#"; "" for the page itself. */
  anchor: string
  /** The page title, or the heading text for headings and sections. */
  title: string
  /** The heading text when the document is inside a page; "" otherwise. */
  section: string
  /** The page's breadcrumbs (its ancestors, outermost first). */
  breadcrumbs: string[]
  /** The text the excerpt is cut from. */
  text?: string
}

/** Where each page's keys start, from the section count of each page. */
export class SearchPageTable {
  /** keyStart[p]: the first key of page p (its own); keyStart[pageCount]: the number of keys. */
  readonly keyStart: Uint32Array
  /** The page of each key. */
  readonly pageOfKey: Uint32Array
  /** The key of each heading document. */
  private readonly keyOfHeading: Uint32Array

  constructor(readonly sectionCounts: readonly number[]) {
    this.keyStart = new Uint32Array(sectionCounts.length + 1)
    sectionCounts.forEach((count, p) => (this.keyStart[p + 1] = this.keyStart[p] + count + 1))
    this.pageOfKey = new Uint32Array(this.keyCount)
    this.keyOfHeading = new Uint32Array(this.keyCount - this.pageCount)
    sectionCounts.forEach((count, p) => {
      this.pageOfKey.fill(p, this.keyStart[p], this.keyStart[p + 1])
      for (let s = 1; s <= count; s++) this.keyOfHeading[this.keyStart[p] - p + s - 1] = this.keyStart[p] + s
    })
  }

  get pageCount(): number {
    return this.sectionCounts.length
  }

  get keyCount(): number {
    return this.keyStart[this.pageCount]
  }

  /** How many documents each group holds. */
  groupSize(type: SearchDocumentType): number {
    if (type === SearchDocumentType.Heading) return this.keyCount - this.pageCount
    return type === SearchDocumentType.Content ? this.keyCount : this.pageCount
  }

  /** The key a document of a group stands for. */
  keyOf(type: SearchDocumentType, position: number): number {
    switch (type) {
      case SearchDocumentType.Content:
        return position
      case SearchDocumentType.Heading:
        return this.keyOfHeading[position]
      default:
        return this.keyStart[position]
    }
  }

  /** The document id (`id`, the contract's `i`) of a group's document. */
  documentId(type: SearchDocumentType, position: number): number {
    let offset = 0
    for (const earlier of SEARCH_GROUPS) {
      if (earlier === type) break
      offset += this.groupSize(earlier)
    }
    return offset + position
  }

  /** A key's document in a group: its position, or -1 when the group has none for it. */
  positionIn(type: SearchDocumentType, key: number): number {
    const page = this.pageOfKey[key]
    const section = key - this.keyStart[page]
    switch (type) {
      case SearchDocumentType.Content:
        return key
      case SearchDocumentType.Heading:
        return section ? key - page - 1 : -1
      default:
        return section ? -1 : page
    }
  }
}

/** Whitespace folded, ends trimmed; anything but a string gives "". */
export function cleanText(text: unknown): string {
  return typeof text === "string" ? text.replace(/\s+/g, " ").trim() : ""
}

/** A document's text: one string, or (a heading with other names) one per name, each read as if it
 * stood alone (every name's first words are its first words). */
export type DocumentText = string | readonly string[]

/** The indexed text of each group's documents, in group order (see the module comment). */
export function groupTexts(pages: readonly SearchPage[]): DocumentText[][] {
  const texts: DocumentText[][] = [[], [], [], [], []]
  for (const page of pages) {
    texts[SearchDocumentType.Title].push(cleanText(page.title))
    texts[SearchDocumentType.Description].push(cleanText(page.description))
    // Each keyword a name of its own, so that one of several words is a phrase (build-index.ts).
    texts[SearchDocumentType.Keywords].push((page.keywords ?? []).map(cleanText).filter(Boolean))
    texts[SearchDocumentType.Content].push(cleanText(page.intro))
    for (const section of page.sections) {
      const heading = cleanText(section.heading)
      texts[SearchDocumentType.Heading].push(
        section.names?.length ? [heading, ...section.names.map(cleanText)] : heading,
      )
      texts[SearchDocumentType.Content].push(cleanText(section.text))
    }
  }
  return texts
}

/** Pages as the index takes them: a title, clean fields, only sections with an anchor and a heading. */
export function normalizePages(pages: readonly SearchPage[]): SearchPage[] {
  return pages
    .filter((page) => page && typeof page.url === "string" && cleanText(page.title))
    .map((page) => ({
      url: page.url,
      title: cleanText(page.title),
      description: cleanText(page.description),
      keywords: (page.keywords ?? []).map(cleanText).filter(Boolean),
      breadcrumbs: (page.breadcrumbs ?? []).map(cleanText).filter(Boolean),
      intro: cleanText(page.intro),
      sections: (page.sections ?? [])
        .filter((section) => section && section.anchor && cleanText(section.heading))
        .map((section) => ({
          anchor: section.anchor,
          heading: cleanText(section.heading),
          depth: section.depth,
          text: cleanText(section.text),
          ...(section.names?.length ? { names: section.names.map(cleanText).filter(Boolean) } : {}),
        })),
    }))
}
