import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { Parser } from "htmlparser2"
import { ClassNames } from "../lib/class-names"
import type { SearchPageSection } from "../lib/search/documents"
import { buildSplitIndex, type BuiltSearchIndex } from "../lib/search/build-index"
import { SEARCH_FILES_DIR } from "../lib/search/format"
import { searchPages, type PageText, type SearchDoc } from "../lib/search/pages"
import { htmlScans } from "./html-scans"
import { scriptsAsTags } from "../lib/html"
import { plainText, withReferenceRecords } from "../lib/search/records"
import { hrefOf } from "../lib/docs/paths"
import type { ReferenceUse } from "../lib/reference/select"
import { loadReferenceData } from "./reference-data"
import { syncFolder, type FileToWrite, type FolderSyncCount } from "./folder-sync"

/** Elements whose text is chrome, not content: the "#" of heading links, a code block's language
 * and copy button, tab buttons. */
const EXCLUDED_CLASSES = [ClassNames.headingAnchor, ClassNames.codeBlockHeader]

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
 * The text and anchors of one built doc page: what its `<div class="markdown">` says before the
 * first h2/h3 (the intro) and under each h2/h3 with an id (deeper headings stay in their
 * section). Null for a page without one (a redirect page). Titles, descriptions and breadcrumbs
 * come from the Doc nodes (lib/search/pages.ts), not from here.
 */
export function parseDocText(html: string): PageText | null {
  const sections: SearchPageSection[] = []
  let current: SearchPageSection = { anchor: "", heading: "", depth: 0, text: "" }
  let hasMarkdown = false
  let redirect = false
  // Open elements, each with what it started, so the matching close tag can end it.
  const stack: { name: string; role?: "markdown" | "excluded" | "heading" }[] = []
  let markdownDepth = 0
  let excludedDepth = 0
  let inHeading = false

  const append = (text: string) => {
    if (inHeading) current.heading += text
    else current.text += text
  }

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "meta" && (attributes["http-equiv"] ?? "").toLowerCase() === "refresh") redirect = true
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
          if (name === "div" && hasClass(attributes, ClassNames.markdown)) {
            entry.role = "markdown"
            markdownDepth++
          }
        } else if (name === "div" && hasClass(attributes, ClassNames.markdown)) {
          entry.role = "markdown"
          markdownDepth++
          hasMarkdown = true
        }
        stack.push(entry)
      },
      ontext(text) {
        if (markdownDepth && !excludedDepth) append(text)
      },
      onclosetag(name) {
        if (VOID_TAGS.has(name)) return
        // Pop to the matching element; htmlparser2 closes implied tags itself, in order.
        const index = stack.map((e) => e.name).lastIndexOf(name)
        if (index < 0) return
        for (const entry of stack.splice(index).reverse()) {
          if (entry.role === "excluded") excludedDepth--
          else if (entry.role === "markdown") markdownDepth--
          else if (entry.role === "heading") inHeading = false
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
  const [intro, ...headed] = sections
  return {
    intro: collapse(intro.text),
    sections: headed.map((s) => ({
      anchor: s.anchor,
      heading: collapse(s.heading),
      depth: s.depth,
      text: collapse(s.text),
    })),
  }
}

/** The built HTML file of a route: `/docs/kb/windows service/` → `public/docs/kb/windows service/index.html`. */
export function htmlFileOf(publicDir: string, route: string): string {
  return path.join(publicDir, ...route.split("/").filter(Boolean), "index.html")
}

/**
 * The text of a built page, or null when the build has no such page or it holds no content.
 * `parse`: parseDocText, or a kept scan of it (html-scans.ts).
 */
export function builtPageText(
  publicDir: string,
  route: string,
  parse: (html: string) => PageText | null = parseDocText,
): PageText | null {
  const file = htmlFileOf(publicDir, route)
  return existsSync(file) ? parse(readFileSync(file, "utf8")) : null
}

/**
 * Writes the split index into `publicDir`: `search-index.json`, and `search-index/`, which is left
 * holding exactly the index's files (a shard or page file of an earlier build must not linger);
 * files already there with the same content are not written again (`syncFolder`).
 */
export function writeSplitIndex(publicDir: string, built: BuiltSearchIndex): FolderSyncCount {
  const inFolder = `${SEARCH_FILES_DIR}/`
  const folderFiles: FileToWrite[] = []
  for (const file of built.files) {
    if (file.path.startsWith(inFolder)) {
      folderFiles.push({ path: file.path.slice(inFolder.length), content: file.content })
      continue
    }
    const target = path.join(publicDir, file.path)
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, file.content)
  }
  return syncFolder(path.join(publicDir, SEARCH_FILES_DIR), folderFiles)
}

/** The value of `DocsVersion.searchIndexHash` until onPostBuild writes the real one. */
export const SEARCH_INDEX_HASH_PENDING = "pending"

/** A doc as the search index takes it from Gatsby's nodes (the text comes from the built page). */
export type SearchIndexDoc = SearchDoc & { draft: boolean; references: ReferenceUse[] }

/** The index made: its hash, for the pages, and its size, for the build's log. */
export interface SearchIndexMade {
  hash: string
  pages: number
  shards: number
  entryBytes: number
  /** The index's files in `search-index/`: written, already there, removed. */
  files: FolderSyncCount
}

/**
 * The search index, from the docs (titles, descriptions, keywords, breadcrumbs) and the pages as
 * built (text, and the anchors they really render), written into `publicDir`; the reference data's
 * entries are records of their own, on the page of their row.
 */
export function makeSearchIndex(publicDir: string, docs: readonly SearchIndexDoc[]): SearchIndexMade {
  const texts = htmlScans("search-texts", parseDocText, { keyOf: scriptsAsTags })
  // The reference data's markdown as text: 0.15-0.2 s of micromark in every build, for lines that
  // seldom change, so kept the same way.
  const plainTexts = htmlScans("reference-plain-texts", plainText)
  const searchable = withReferenceRecords(
    searchPages(docs, (doc) => builtPageText(publicDir, doc.path, texts.of)),
    loadReferenceData(),
    docs.map((doc) => ({ url: hrefOf(doc.path), references: doc.references })),
    (markdown) => (markdown ? plainTexts.of(markdown) : ""),
  )
  const index = buildSplitIndex(searchable)
  const files = writeSplitIndex(publicDir, index)
  texts.save()
  plainTexts.save()
  return { hash: index.hash, pages: index.pages, shards: index.shards, entryBytes: index.entryText.length, files }
}
