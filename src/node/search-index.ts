import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"
import { Parser } from "htmlparser2"
import type { SearchPage, SearchPageSection } from "../lib/search/documents"
import { buildSearchIndexFile } from "../lib/search/index"

/** Elements whose text is chrome, not content: the "#" of heading links, a code block's language
 * and copy button, tab buttons. */
const EXCLUDED_CLASSES = ["heading-anchor", "code-block-header"]
const EXCLUDED_TAGS = new Set(["button", "script", "style", "template", "noscript", "svg"])
/** Elements that end a run of text, so that `<td>a</td><td>b</td>` reads "a b", not "ab". */
const BLOCK_TAGS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "br",
  "dd",
  "details",
  "div",
  "dl",
  "dt",
  "figcaption",
  "figure",
  "footer",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "li",
  "main",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "summary",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
  "ul",
])
const VOID_TAGS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
])

function hasClass(attributes: Record<string, string>, name: string): boolean {
  return (attributes.class ?? "").split(/\s+/).includes(name)
}

function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim()
}

/**
 * Reads one built doc page. Returns null for pages without a `<div class="markdown">` (generated
 * section indexes, the docs landing) and for redirect pages (a meta refresh).
 */
export function parseDocPage(html: string, url: string): SearchPage | null {
  let description = ""
  let keywords = ""
  let redirect = false
  let documentTitle = ""
  let title = ""
  const breadcrumbs: string[] = []
  const sections: SearchPageSection[] = []
  let current: SearchPageSection = { anchor: "", heading: "", depth: 0, text: "" }
  let hasMarkdown = false

  // Open elements, each with what it started, so the matching close tag can end it.
  const stack: {
    name: string
    role?: "markdown" | "excluded" | "heading" | "breadcrumbs" | "crumb" | "title" | "doctitle"
  }[] = []
  let markdownDepth = 0
  let excludedDepth = 0
  let inHeading = false
  let inBreadcrumbs = false
  let crumb: { text: string; current: boolean } | null = null
  let inTitle = false
  let inDocTitle = false

  const append = (text: string) => {
    if (inHeading) current.heading += text
    else current.text += text
  }

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "meta") {
          const metaName = (attributes.name ?? "").toLowerCase()
          if (metaName === "description") description = attributes.content ?? ""
          if (metaName === "keywords") keywords = attributes.content ?? ""
          if ((attributes["http-equiv"] ?? "").toLowerCase() === "refresh") redirect = true
        }
        if (VOID_TAGS.has(name)) {
          if (name === "br" && markdownDepth && !excludedDepth) append(" ")
          return
        }
        const entry: (typeof stack)[number] = { name }
        if (excludedDepth || EXCLUDED_TAGS.has(name) || EXCLUDED_CLASSES.some((c) => hasClass(attributes, c))) {
          entry.role = "excluded"
          excludedDepth++
        } else if (markdownDepth) {
          if (BLOCK_TAGS.has(name)) append(" ")
          if ((name === "h2" || name === "h3") && attributes.id && markdownDepth === 1 && !inHeading) {
            sections.push(current)
            current = { anchor: attributes.id, heading: "", depth: Number(name[1]), text: "" }
            inHeading = true
            entry.role = "heading"
          }
          if (name === "div" && hasClass(attributes, "markdown")) {
            entry.role = "markdown"
            markdownDepth++
          }
        } else if (name === "div" && hasClass(attributes, "markdown")) {
          entry.role = "markdown"
          markdownDepth++
          hasMarkdown = true
        } else if (name === "nav" && (attributes["aria-label"] ?? "") === "Breadcrumbs") {
          entry.role = "breadcrumbs"
          inBreadcrumbs = true
        } else if (inBreadcrumbs && name === "li") {
          entry.role = "crumb"
          crumb = { text: "", current: false }
        } else if (name === "title") {
          entry.role = "title"
          inTitle = true
        } else if (name === "h1" && hasClass(attributes, "doc-title")) {
          entry.role = "doctitle"
          inDocTitle = true
        }
        if (crumb && attributes["aria-current"] === "page") crumb.current = true
        stack.push(entry)
      },
      ontext(text) {
        if (excludedDepth) return
        if (markdownDepth) append(text)
        else if (crumb) crumb.text += text
        else if (inDocTitle) title += text
        else if (inTitle) documentTitle += text
      },
      onclosetag(name) {
        if (VOID_TAGS.has(name)) return
        // Pop to the matching element; htmlparser2 closes implied tags itself, in order.
        const index = stack.map((e) => e.name).lastIndexOf(name)
        if (index < 0) return
        for (const entry of stack.splice(index).reverse()) {
          switch (entry.role) {
            case "excluded":
              excludedDepth--
              break
            case "markdown":
              markdownDepth--
              break
            case "heading":
              inHeading = false
              break
            case "breadcrumbs":
              inBreadcrumbs = false
              break
            case "crumb":
              if (crumb && !crumb.current && collapse(crumb.text)) breadcrumbs.push(collapse(crumb.text))
              crumb = null
              break
            case "title":
              inTitle = false
              break
            case "doctitle":
              inDocTitle = false
              break
          }
          if (markdownDepth && !excludedDepth && BLOCK_TAGS.has(entry.name)) append(" ")
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true, lowerCaseTags: true },
  )
  parser.write(html)
  parser.end()
  sections.push(current)

  if (redirect || !hasMarkdown) return null
  const pageTitle = collapse(title) || collapse(documentTitle.replace(/\s*\|[^|]*$/, ""))
  if (!pageTitle) return null
  return {
    url,
    title: pageTitle,
    description: collapse(description),
    keywords: keywords.split(",").map(collapse).filter(Boolean),
    breadcrumbs,
    sections: sections
      .map((s) => ({ anchor: s.anchor, heading: collapse(s.heading), depth: s.depth, text: collapse(s.text) }))
      .filter((s) => s.anchor || s.text),
  }
}

function docHtmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) return docHtmlFiles(full)
      return name === "index.html" ? [full] : []
    })
}

/** The route of `public/docs/kb/windows service/index.html`: `/docs/kb/windows%20service/`. */
export function docRoute(publicDir: string, file: string): string {
  const rel = path.relative(publicDir, path.dirname(file)).split(path.sep)
  return `/${rel.map((segment) => encodeURIComponent(segment)).join("/")}/`
}

/** Every built doc page under `publicDir/docs`, in route order. */
export function extractSearchPages(publicDir: string): SearchPage[] {
  return docHtmlFiles(path.join(publicDir, "docs"))
    .map((file) => parseDocPage(readFileSync(file, "utf8"), docRoute(publicDir, file)))
    .filter((page): page is SearchPage => page !== null)
}

/** The short content hash put in the index URL (`?_=`), so a new index is never read from cache. */
export function contentHash(content: string): string {
  return createHash("sha256").update(content).digest("hex").slice(0, 10)
}

export const SEARCH_INDEX_FILE = "search-index.json"

/** Builds the search index of the built site and writes `publicDir/search-index.json`. */
export function writeSearchIndex(publicDir: string): { file: string; bytes: number; hash: string; documents: number } {
  const pages = extractSearchPages(publicDir)
  const indexFile = buildSearchIndexFile(pages)
  const content = JSON.stringify(indexFile)
  const file = path.join(publicDir, SEARCH_INDEX_FILE)
  writeFileSync(file, content)
  const documents = indexFile.reduce((n, group) => n + group.documents.length, 0)
  return { file, bytes: Buffer.byteLength(content), hash: contentHash(content), documents }
}
