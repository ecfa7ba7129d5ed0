#!/usr/bin/env node
// The page standard of the content issue, checked on the MDX sources (no Gatsby build needed):
// frontmatter, words, h2 count, code-fence languages, forbidden words, MDX syntax and every link
// to another page or anchor. Each page is parsed once, by the site's own parser and heading
// slugger (src/lib/markdown/mdx.ts, src/lib/toc/headings.ts, loaded through tsx), so an anchor
// is checked against the id the page really renders.
//
//   node tests/content/check-content.mjs            check every page
//   node tests/content/check-content.mjs algos kb   check only pages under those folders
//   --json                                           print one JSON object per page
import { readFileSync, readdirSync, statSync, existsSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import matter from "gray-matter"
import { tsImport } from "tsx/esm/api"

const { parseMdx, blankFrontmatter, codeBlocks, MdxSyntaxError } = await tsImport("../../src/lib/markdown/mdx.ts", import.meta.url)
const { headingsOf } = await tsImport("../../src/lib/toc/headings.ts", import.meta.url)

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
// TACHYON_CONTENT_DIR checks another content tree, as it builds one (see src/node/content-paths.ts).
const docsDir = path.resolve(root, process.env.TACHYON_CONTENT_DIR ?? "content", "docs")
export const MIN_WORDS = 300
export const MIN_H2 = 2
const FORBIDDEN = /\b(lorem ipsum|TODO|TBD)\b/
const ADMONITION_TYPES = new Set(["note", "tip", "info", "warning", "danger"])

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? walk(full) : name.endsWith(".mdx") ? [full] : []
  })
}

/** content/docs/a/b.mdx → /docs/a/b/ ; content/docs/a/_index.mdx → /docs/a/ */
export function routeOf(file) {
  const rel = path.relative(docsDir, file).split(path.sep).join("/").replace(/\.mdx$/, "")
  const fm = matter(readFileSync(file, "utf8")).data
  if (typeof fm.slug === "string") return fm.slug.endsWith("/") ? fm.slug : fm.slug + "/"
  if (rel === "_index") return "/docs/"
  return "/docs/" + rel.replace(/(^|\/)_index$/, "") + "/"
}

/** The page's tree, or the parser's complaint; lines are the file's (frontmatter blanked). */
function parse(body) {
  try {
    return { tree: parseMdx(body) }
  } catch (e) {
    if (e instanceof MdxSyntaxError) return { error: `MDX does not parse: ${e.reason} (line ${e.line})` }
    throw e
  }
}

/** A file's body with its frontmatter blanked (so that lines in the tree are lines of the file) and
 * its tree (or complaint); each page is parsed once, for its own check and for the anchor index. */
const parsedPages = new Map()
function parsePage(src) {
  if (!parsedPages.has(src)) {
    const page = blankFrontmatter(src)
    parsedPages.set(src, { page, ...parse(page) })
  }
  return parsedPages.get(src)
}

/** The body with its code blocks blanked (lines kept): prose, for counting words and links. */
function withoutCode(body, tree) {
  let out = body
  const walk = (node) => {
    if (node.type === "code" && node.position) {
      const { start, end } = node.position
      out = out.slice(0, start.offset) + out.slice(start.offset, end.offset).replace(/[^\n]/g, " ") + out.slice(end.offset)
    } else if (node.children) node.children.forEach(walk)
  }
  walk(tree)
  return out
}

const hasH1 = (node) => (node.type === "heading" && node.depth === 1) || (node.children ?? []).some(hasH1)

function wordsOf(prose) {
  return (
    prose
    .replace(/<[^>\n]+>/g, " ")
    .replace(/`[^`]*`/g, " x ")
      .replace(/\]\([^)]*\)/g, "]")
      .match(/[A-Za-z0-9][A-Za-z0-9'’.-]*/g) || []
  ).length
}

function linksOf(prose) {
  const out = []
  const text = prose.replace(/`[^`\n]*`/g, "")
  for (const m of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) out.push(m[1])
  for (const m of text.matchAll(/href="([^"]+)"/g)) out.push(m[1])
  return out
}

export async function checkFile(file, index) {
  const problems = []
  const src = readFileSync(file, "utf8")
  let fm, body
  try {
    ;({ data: fm, content: body } = matter(src))
  } catch (e) {
    return [`frontmatter does not parse: ${e.message}`]
  }
  if (typeof fm.title !== "string" || !fm.title.trim()) problems.push("frontmatter: title is required")
  if (typeof fm.description !== "string" || fm.description.trim().length < 20)
    problems.push("frontmatter: description (one sentence) is required")
  if (fm.keywords !== undefined && !(Array.isArray(fm.keywords) && fm.keywords.every((k) => typeof k === "string")))
    problems.push("frontmatter: keywords must be a list of strings")
  if (fm.sidebar_position !== undefined && typeof fm.sidebar_position !== "number")
    problems.push("frontmatter: sidebar_position must be a number")
  const { page, tree, error } = parsePage(src)
  if (error) return [...problems, error]
  const prose = withoutCode(page, tree)
  const words = wordsOf(prose)
  if (words < MIN_WORDS) problems.push(`only ${words} words of prose (at least ${MIN_WORDS})`)
  const heads = headingsOf(tree)
  if (hasH1(tree)) problems.push("has an h1 (#): the title comes from frontmatter; start at ##")
  const h2 = heads.filter((h) => h.depth === 2).length
  if (h2 < MIN_H2) problems.push(`only ${h2} h2 sections (at least ${MIN_H2})`)
  for (const block of codeBlocks(tree))
    if (!block.lang) problems.push(`the code block at line ${block.line} names no language`)
  const forbidden = FORBIDDEN.exec(body)
  if (forbidden) problems.push(`contains "${forbidden[1]}"`)
  for (const m of body.matchAll(/<Admonition\s+type="([^"]*)"/g))
    if (!ADMONITION_TYPES.has(m[1])) problems.push(`unknown admonition type "${m[1]}"`)
  const internal = linksOf(prose).filter((l) => !/^(https?:|mailto:)/.test(l))
  if (internal.length < 2) problems.push(`links to ${internal.length} related pages (at least 2)`)
  for (const link of internal) {
    const [target, anchor] = link.split("#")
    let route
    if (target === "") route = routeOf(file)
    else if (target.endsWith(".mdx")) {
      const abs = path.resolve(path.dirname(file), decodeURI(target))
      if (!existsSync(abs)) {
        problems.push(`broken link ${link}: no file ${path.relative(root, abs)}`)
        continue
      }
      route = routeOf(abs)
    } else if (target.startsWith("/")) {
      route = decodeURI(target)
      if (!route.endsWith("/")) problems.push(`link ${link} must end with "/"`)
      if (!index.has(route) && !["/", "/news/", "/search/", "/docs/"].includes(route)) {
        problems.push(`broken link ${link}: no page at ${route}`)
        continue
      }
    } else {
      problems.push(`link ${link}: use a relative .mdx path or an absolute /docs/.../ route`)
      continue
    }
    if (anchor && index.has(route) && !index.get(route).has(anchor))
      problems.push(`broken anchor ${link}: ${route} has no heading #${anchor}`)
  }
  return problems
}

export async function checkAll(filters = []) {
  const files = walk(docsDir).sort()
  const anchorsOf = (f) => {
    const { tree } = parsePage(readFileSync(f, "utf8"))
    return new Set(tree ? headingsOf(tree).map((h) => h.id) : [])
  }
  const index = new Map(files.map((f) => [routeOf(f), anchorsOf(f)]))
  const chosen = files.filter((f) => {
    const rel = path.relative(docsDir, f)
    return filters.length === 0 || filters.some((x) => rel === x || rel.startsWith(x.replace(/\/?$/, "/")) || rel === x + ".mdx")
  })
  const results = []
  for (const f of chosen) results.push({ file: path.relative(root, f), route: routeOf(f), problems: await checkFile(f, index) })
  return results
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const json = args.includes("--json")
  const results = await checkAll(args.filter((a) => a !== "--json"))
  let failed = 0
  for (const r of results) {
    if (r.problems.length) failed++
    if (json) console.log(JSON.stringify(r))
    else if (r.problems.length) console.log(`✗ ${r.file} (${r.route})\n${r.problems.map((p) => "    - " + p).join("\n")}`)
  }
  console.log(`${results.length - failed} passed, ${failed} failed`)
  process.exit(failed ? 1 : 0)
}
