/**
 * Class names that components write and other code reads back (the search indexer in
 * src/node/search-index.ts, the on-page highlighter), in one place, as Docusaurus's
 * ThemeClassNames: renaming one here renames it for both sides. The style sheets use the same
 * names as written.
 */
export const ClassNames = {
  /** A page's article content (MDX), the only part of a page that search indexes. */
  markdown: "markdown",
  /** The "#" link after a heading (gatsby-remark-autolink-headers): chrome, not content. */
  headingAnchor: "heading-anchor",
  /** A code block's language label and copy button: chrome, not content. */
  codeBlockHeader: "code-block-header",
  /** A search term marked on the target page. */
  searchHighlight: "search-highlight",
} as const
