import { excerpt } from "../search/excerpt"
import { resultTitle, resultTrail, type SearchResult } from "../search/results"
import { twinPath } from "../twins/twin-path"
import { DOCS_BASE } from "../docs/paths"
import type { ToolSection } from "./data"

/**
 * The tools a page offers a browser's agent (the WebMCP proposal: a page registers tools, each a
 * name, a description, a JSON Schema of its input and an `execute` function, with the model
 * context the browser exposes). Three, read-only: the site's own search, a page's Markdown twin,
 * and the sections of the sidebar. Each answers a plain object (the proposal's `execute` may
 * return any value) or fails with a sentence that says what to do instead.
 */

export interface PageTool {
  name: string
  title: string
  description: string
  inputSchema: Record<string, unknown>
  annotations: { readOnlyHint: boolean }
  execute: (input: Record<string, unknown> | undefined) => Promise<unknown>
}

/** What the tools read, given by the page (the browser glue): nothing here touches the browser. */
export interface PageToolsContext {
  /** The page's address now (`https://docs.example.com/docs/algos/twap/#example`). */
  location: () => string
  /** The sidebar's sections (the build's, src/lib/page-tools/data.ts), loaded on the first call that needs them. */
  sections: () => Promise<readonly ToolSection[]>
  /** The site's search: the first `limit` results of `query`, their result files loaded. */
  search: (query: string, limit: number) => Promise<SearchResult[]>
  /** A GET of a path on the page's own origin. */
  fetchText: (path: string) => Promise<{ status: number; text: string }>
}

export const MAX_QUERY_LENGTH = 200
export const DEFAULT_RESULTS = 5
export const MAX_RESULTS = 20
/** An excerpt long enough for an agent to judge a result by (the search box shows 50 characters). */
export const TOOL_EXCERPT_LENGTH = 200

export interface FoundPage {
  title: string
  /** The page, or the section within it (`#anchor`). */
  url: string
  /** The page's Markdown twin, for get_page_markdown or a plain GET. */
  markdownUrl: string
  /** Where the result sits: "Docs › APIs › FIX" (and the page's title for a section). */
  trail: string
  excerpt: string
}

/** A search result as the tool answers it: absolute addresses, the excerpt in plain text. */
export function foundPage(result: SearchResult, origin: string): FoundPage {
  const { document } = result
  return {
    title: resultTitle(result),
    url: new URL(document.anchor ? `${document.url}#${document.anchor}` : document.url, origin).href,
    markdownUrl: new URL(twinPath(document.url), origin).href,
    trail: resultTrail(result),
    excerpt: document.text ? excerpt(document.text, result.tokens, TOOL_EXCERPT_LENGTH) : "",
  }
}

/**
 * The twin's path for an address on this site: a doc page (`/docs/algos/twap/`, with or without its
 * slash, `#anchor` or query), its HTML file or its twin. Null for another origin or a page outside
 * the docs (home, search), which have no twin.
 */
export function twinPathOf(address: string, base: string): string | null {
  let url: URL
  try {
    url = new URL(address, base)
  } catch {
    return null
  }
  if (url.origin !== new URL(base).origin || !url.pathname.startsWith(DOCS_BASE)) return null
  const path = url.pathname.replace(/\/index\.(?:html|md)$/, "/")
  return twinPath(path)
}

/** The sections as list_sections answers them: every path an absolute URL. */
export function sectionsAt(sections: readonly ToolSection[], origin: string) {
  const address = (path: string) => new URL(path, origin).href
  return sections.map((section) => ({
    title: section.title,
    url: section.path === null ? null : address(section.path),
    allPagesMarkdownUrl: section.allPagesMarkdownPath === null ? null : address(section.allPagesMarkdownPath),
    pages: section.pages.map((page) => ({ title: page.title, url: address(page.path) })),
  }))
}

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "")

export function pageTools(context: PageToolsContext): PageTool[] {
  const origin = () => new URL(context.location()).origin
  const readOnly = { readOnlyHint: true }
  return [
    {
      name: "search_documentation",
      title: "Search the Tachyon documentation",
      description:
        "Search this documentation site (Tachyon, a trading platform: FIX, Java, Python and REST APIs, algorithms, configuration, risk, operations) with its own search. Returns the best matching pages and sections, each with its title, URL, the URL of its Markdown and an excerpt. Read-only.",
      inputSchema: {
        type: "object",
        properties: {
          query: {
            type: "string",
            minLength: 1,
            maxLength: MAX_QUERY_LENGTH,
            description: "Words to look for, as a reader would type them: `iceberg order`, `journal.fsync`, `35=D`.",
          },
          limit: {
            type: "integer",
            minimum: 1,
            maximum: MAX_RESULTS,
            description: `How many results (${DEFAULT_RESULTS} if left out).`,
          },
        },
        required: ["query"],
        additionalProperties: false,
      },
      annotations: readOnly,
      async execute(input) {
        const query = text(input?.query)
        if (!query || query.length > MAX_QUERY_LENGTH)
          throw new Error(`query: between 1 and ${MAX_QUERY_LENGTH} characters, please.`)
        const asked = Number(input?.limit ?? DEFAULT_RESULTS)
        const limit = Number.isInteger(asked) ? Math.min(Math.max(asked, 1), MAX_RESULTS) : DEFAULT_RESULTS
        const results = await context.search(query, limit)
        return { query, results: results.map((result) => foundPage(result, origin())) }
      },
    },
    {
      name: "get_page_markdown",
      title: "Get a documentation page as Markdown",
      description:
        "The Markdown of a documentation page: the page open in this tab when no url is given, or the page at url (a page of this site, such as a URL from search_documentation or list_sections). The Markdown holds the page's text, code blocks and reference tables, and opens with its canonical URL. Read-only.",
      inputSchema: {
        type: "object",
        properties: {
          url: {
            type: "string",
            maxLength: 2000,
            description:
              "A page of this site: `https://…/docs/algos/twap/` or `/docs/algos/twap/`. Leave out for the open page.",
          },
        },
        additionalProperties: false,
      },
      annotations: readOnly,
      async execute(input) {
        const named = text(input?.url)
        const here = context.location()
        const path = twinPathOf(named || here, here)
        if (!path) {
          if (named)
            throw new Error(
              `${named} is not a documentation page of ${origin()}: only pages under ${DOCS_BASE} have Markdown. Use search_documentation or list_sections to find one.`,
            )
          // A page outside the docs (home, search): the index of every page instead.
          const index = await context.fetchText("/llms.txt")
          return {
            url: new URL("/llms.txt", here).href,
            note: "This page has no Markdown; here is the index of every page.",
            markdown: index.text,
          }
        }
        const response = await context.fetchText(path)
        if (response.status !== 200)
          throw new Error(
            `No Markdown at ${new URL(path, here).href} (status ${response.status}): not a page of these docs. Use search_documentation or list_sections to find one.`,
          )
        return {
          url: new URL(path.replace(/index\.md$/, ""), here).href,
          markdownUrl: new URL(path, here).href,
          markdown: response.text,
        }
      },
    },
    {
      name: "list_sections",
      title: "List the documentation's sections",
      description:
        "The sections of this documentation in reading order, as the sidebar shows them, each with its URL, its pages (title and URL) and, for larger sections, the URL of one Markdown file holding all its pages. Read-only.",
      inputSchema: { type: "object", properties: {}, additionalProperties: false },
      annotations: readOnly,
      async execute() {
        return { index: new URL("/llms.txt", origin()).href, sections: sectionsAt(await context.sections(), origin()) }
      },
    },
  ]
}
