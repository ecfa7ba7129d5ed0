// The page standard of the content issue, checked on the MDX sources (no Gatsby build needed):
// frontmatter, words, h2 count, code-fence languages, forbidden words, MDX syntax and every link
// to another page or anchor. Each page is parsed once, by the site's own parser and heading
// slugger, and its links are resolved by the site's own route and link helpers (src/lib/docs/paths.ts,
// src/lib/links/resolve.ts), so a route or an anchor is checked as the site really renders it.
// Run as the Jest project `content` (page-standard.test.ts, in `npm test`) and by
// `node tests/content/check-content.mjs [folder...]`.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import matter from "gray-matter"
import { blankFrontmatter, codeBlocks, MdxSyntaxError, parseMdx, type MdxTree } from "../../src/lib/markdown/mdx"
import { headingsOf } from "../../src/lib/toc/headings"
import { docRoute } from "../../src/lib/docs/paths"
import { markdownLinkTarget, splitHref } from "../../src/lib/links/resolve"
import { safeDecode } from "../../src/lib/decode-uri"
import { DOCS_DIR, docsRelativePath, repositoryPath } from "../../src/node/content-paths"
import { PUBLISHED_API_PATHS } from "../../src/lib/rest/publish"
import { isAdmonitionType } from "../../src/lib/admonitions"
import { QUICKFIX_FILES } from "../../src/lib/reference/quickfix-xml"
import { JAVADOC_ROUTE } from "../../src/node/javadoc"

export const MIN_WORDS = 300
export const MIN_H2 = 2
const FORBIDDEN = /\b(lorem ipsum|TODO|TBD)\b/
/** Routes of the site that are no doc (or a doc's generated index). */
const SITE_ROUTES = ["/", "/news/", "/search/", "/docs/"]
/** Files the build publishes for tools and clients (the REST API document, the FIX dictionaries): a link names the file, not a route. */
const PUBLISHED_FILES: readonly string[] = [
  ...Object.values(PUBLISHED_API_PATHS),
  ...QUICKFIX_FILES.map((file) => file.route),
]

/** Every doc file under `dir`, sorted. */
export function docFiles(dir = DOCS_DIR): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const full = path.join(folder, name)
      return statSync(full).isDirectory() ? walk(full) : name.endsWith(".mdx") ? [full] : []
    })
  return walk(dir).sort()
}

/** The route of a doc file, as the site gives it (docRoute, with the file's `slug`). */
export function routeOf(file: string): string {
  const slug = matter(readFileSync(file, "utf8")).data.slug
  return docRoute(docsRelativePath(file) ?? path.basename(file), typeof slug === "string" ? slug : undefined)
}

interface ParsedPage {
  /** the source with its frontmatter blanked (so that lines in the tree are lines of the file) */
  page: string
  tree?: MdxTree
  error?: string
}
/** Each page is parsed once, for its own check and for the anchor index. */
const parsedPages = new Map<string, ParsedPage>()
function parsePage(source: string): ParsedPage {
  let parsed = parsedPages.get(source)
  if (!parsed) {
    const page = blankFrontmatter(source)
    try {
      parsed = { page, tree: parseMdx(page) }
    } catch (e) {
      if (!(e instanceof MdxSyntaxError)) throw e
      parsed = { page, error: `MDX does not parse: ${e.reason} (line ${e.line})` }
    }
    parsedPages.set(source, parsed)
  }
  return parsed
}

interface TreeNode {
  type: string
  position?: { start: { offset?: number }; end: { offset?: number } }
  children?: TreeNode[]
}

/** The body with its code blocks blanked (lines kept): prose, for counting words and links. */
function withoutCode(body: string, tree: MdxTree): string {
  let out = body
  const walk = (node: TreeNode) => {
    if (node.type === "code" && node.position) {
      const start = node.position.start.offset ?? 0
      const end = node.position.end.offset ?? 0
      out = out.slice(0, start) + out.slice(start, end).replace(/[^\n]/g, " ") + out.slice(end)
    } else node.children?.forEach(walk)
  }
  walk(tree as TreeNode)
  return out
}

const hasH1 = (node: TreeNode & { depth?: number }): boolean =>
  (node.type === "heading" && node.depth === 1) || (node.children ?? []).some(hasH1)

function wordsOf(prose: string): number {
  return (
    prose
      .replace(/<[^>\n]+>/g, " ")
      .replace(/`[^`]*`/g, " x ")
      .replace(/\]\([^)]*\)/g, "]")
      .match(/[A-Za-z0-9][A-Za-z0-9'’.-]*/g) || []
  ).length
}

function linksOf(prose: string): string[] {
  const out: string[] = []
  const text = prose.replace(/`[^`\n]*`/g, "")
  for (const m of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) out.push(m[1])
  for (const m of text.matchAll(/href="([^"]+)"/g)) out.push(m[1])
  return out
}

/** The anchors of each page, by route: the ids its headings render. */
export type AnchorIndex = Map<string, Set<string>>

export function anchorIndex(files: readonly string[]): AnchorIndex {
  return new Map(
    files.map((file) => {
      const { tree } = parsePage(readFileSync(file, "utf8"))
      return [routeOf(file), new Set(tree ? headingsOf(tree).map((h) => h.id) : [])]
    }),
  )
}

/** What a page does not meet of the standard, in the author's words; empty when it meets it. */
export function checkFile(file: string, index: AnchorIndex): string[] {
  const problems: string[] = []
  const src = readFileSync(file, "utf8")
  let fm: Record<string, unknown>
  let body: string
  try {
    ;({ data: fm, content: body } = matter(src))
  } catch (e) {
    return [`frontmatter does not parse: ${(e as Error).message}`]
  }
  if (typeof fm.title !== "string" || !fm.title.trim()) problems.push("frontmatter: title is required")
  if (typeof fm.description !== "string" || fm.description.trim().length < 20)
    problems.push("frontmatter: description (one sentence) is required")
  if (fm.keywords !== undefined && !(Array.isArray(fm.keywords) && fm.keywords.every((k) => typeof k === "string")))
    problems.push("frontmatter: keywords must be a list of strings")
  if (fm.sidebar_position !== undefined && typeof fm.sidebar_position !== "number")
    problems.push("frontmatter: sidebar_position must be a number")
  const { page, tree, error } = parsePage(src)
  if (error || !tree) return [...problems, error ?? "MDX does not parse"]
  const prose = withoutCode(page, tree)
  const words = wordsOf(prose)
  if (words < MIN_WORDS) problems.push(`only ${words} words of prose (at least ${MIN_WORDS})`)
  const heads = headingsOf(tree)
  if (hasH1(tree as TreeNode)) problems.push("has an h1 (#): the title comes from frontmatter; start at ##")
  const h2 = heads.filter((h) => h.depth === 2).length
  if (h2 < MIN_H2) problems.push(`only ${h2} h2 sections (at least ${MIN_H2})`)
  for (const block of codeBlocks(tree))
    if (!block.lang) problems.push(`the code block at line ${block.line} names no language`)
  const forbidden = FORBIDDEN.exec(body)
  if (forbidden) problems.push(`contains "${forbidden[1]}"`)
  for (const m of body.matchAll(/<Admonition\s+type="([^"]*)"/g))
    if (!isAdmonitionType(m[1])) problems.push(`unknown admonition type "${m[1]}"`)
  // Only the web and mail leave the site: any other scheme (javascript:) is reported below.
  const internal = linksOf(prose).filter((l) => !/^(https?:|mailto:)/.test(l))
  if (internal.length < 2) problems.push(`links to ${internal.length} related pages (at least 2)`)
  for (const link of internal) {
    const route = linkRoute(file, link, problems, index)
    const anchor = splitHref(link).hash.slice(1)
    if (route !== null && anchor && index.has(route) && !index.get(route)!.has(anchor))
      problems.push(`broken anchor ${link}: ${route} has no heading #${anchor}`)
  }
  return problems
}

/** The route a link of `file` leads to, or null (and the problem said) when it leads nowhere. */
function linkRoute(file: string, link: string, problems: string[], index: AnchorIndex): string | null {
  const target = splitHref(link).path
  if (target === "") return routeOf(file)
  if (target.endsWith(".mdx")) {
    const relative = markdownLinkTarget(docsRelativePath(file) ?? path.basename(file), link)
    const abs = relative === null ? null : path.join(DOCS_DIR, relative)
    if (abs === null || !existsSync(abs)) {
      problems.push(`broken link ${link}: no file ${abs ? repositoryPath(abs) : "inside the docs"}`)
      return null
    }
    return routeOf(abs)
  }
  if (target.startsWith("/")) {
    const route = safeDecode(target)
    // The Javadoc is a folder of files the build publishes (its links are checked by the build's link check).
    if (PUBLISHED_FILES.includes(route) || route.startsWith(JAVADOC_ROUTE)) return null
    if (!route.endsWith("/")) problems.push(`link ${link} must end with "/"`)
    if (!index.has(route) && !SITE_ROUTES.includes(route)) {
      problems.push(`broken link ${link}: no page at ${route}`)
      return null
    }
    return route
  }
  problems.push(`link ${link}: use a relative .mdx path or an absolute /docs/.../ route`)
  return null
}

export interface PageResult {
  file: string
  route: string
  problems: string[]
}

/** Every page (or those under `filters`: folders or files relative to the docs), checked. */
export function checkAll(filters: readonly string[] = []): PageResult[] {
  const files = docFiles()
  const index = anchorIndex(files)
  const chosen = files.filter((f) => {
    const rel = path.relative(DOCS_DIR, f)
    return (
      filters.length === 0 ||
      filters.some((x) => rel === x || rel.startsWith(x.replace(/\/?$/, "/")) || rel === x + ".mdx")
    )
  })
  return chosen.map((f) => ({ file: repositoryPath(f), route: routeOf(f), problems: checkFile(f, index) }))
}
