#!/usr/bin/env node
// Did a build change what readers get? Compares two built sites (`public/` folders):
//   node tests/bench/compare-builds.mjs BEFORE AFTER
// - the same set of pages (every index.html and 404.html);
// - each page's HTML equal once scripts are set aside and content hashes in asset names
//   (`app-<hash>.js`, `styles.<hash>.css`) are blanked: markup, text, style attributes, meta;
//   CSS-module class names count by their local part (`navbar_1a2b3`, and Gatsby's own form
//   `Navbar-module--navbar--1a2b3`, are `navbar`),
//   and the inlined style sheet is set aside: whether the styles still give the same pages is
//   what tests/bench/compare-styles.mjs measures, in the browser;
// - each page's data (page-data.json) equal, hashes and node ids (which follow the build's folder) blanked;
// - the search files byte for byte, and the sitemap.
// Prints one line per difference (at most 20 per kind) and exits 1 if there is any.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import { parseDocument } from "htmlparser2"
import render from "dom-serializer"

const [beforeDir, afterDir] = process.argv.slice(2).map((d) => path.resolve(d ?? ""))
if (!beforeDir || !afterDir || !existsSync(beforeDir) || !existsSync(afterDir)) {
  console.error("usage: node tests/bench/compare-builds.mjs BEFORE_PUBLIC AFTER_PUBLIC")
  process.exit(2)
}

/** Every file under `dir` whose name passes `keep`, as paths relative to `dir`. */
function files(dir, keep, rel = "") {
  const out = []
  for (const name of readdirSync(path.join(dir, rel))) {
    const r = path.join(rel, name)
    if (statSync(path.join(dir, r)).isDirectory()) out.push(...files(dir, keep, r))
    else if (keep(r)) out.push(r)
  }
  return out.sort()
}

/** Content hashes in webpack asset names, and Gatsby's compilation hash, blanked. */
export const blankHashes = (text) =>
  text
    .replace(/-[0-9a-f]{20}\.(js|css)\b/g, "-#.$1")
    .replace(/\bstyles\.[0-9a-f]{20}\.css\b/g, "styles.#.css")
    .replace(/"webpackCompilationHash":"[0-9a-f]+"/g, '"webpackCompilationHash":"#"')
    .replace(/"componentChunkName":"[^"]+"/g, '"componentChunkName":"#"')
    // Gatsby's node ids (uuid v5 of the source file's absolute path): a build in another folder differs.
    .replace(/"id":"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"/g, '"id":"#"')

/**
 * A class attribute with CSS-module names reduced to their local part: the site's
 * `[local]_[hash:hex:5]` (src/gatsby/webpack/css-module-names.ts) and Gatsby's default
 * `[name]--[local]--[hash:hex:5]`, so that builds from before either can be compared.
 */
export const localClassName = (name) =>
  name
    .replace(/^[A-Za-z0-9_]+(?:-[A-Za-z0-9_]+)*-module--(.+)--[0-9a-f]{5}$/, "$1")
    .replace(/^([a-z][a-z0-9-]*)_[0-9a-f]{5}$/, "$1")
export const localClassNames = (value) => value.split(/\s+/).map(localClassName).join(" ")

/** A page's markup without its scripts and script preloads: what the reader sees and crawlers read. */
function pageMarkup(html) {
  const doc = parseDocument(html)
  const drop = []
  const walk = (node) => {
    for (const child of node.children ?? []) {
      if (child.attribs?.class) child.attribs.class = localClassNames(child.attribs.class)
      if (child.type === "style") child.children = []
      else if (child.type === "script") drop.push(child)
      else if (
        child.name === "link" &&
        /^(preload|prefetch|modulepreload)$/.test(child.attribs?.rel ?? "") &&
        child.attribs?.as === "script"
      )
        drop.push(child)
      else walk(child)
    }
  }
  walk(doc)
  for (const node of drop) node.parent.children.splice(node.parent.children.indexOf(node), 1)
  return blankHashes(render(doc))
}

const differences = { pages: [], markup: [], data: [], search: [] }
const isPage = (r) => r.endsWith(".html")
const before = files(beforeDir, isPage)
const after = files(afterDir, isPage)
const afterSet = new Set(after)
for (const r of before) if (!afterSet.has(r)) differences.pages.push(`missing after: ${r}`)
for (const r of after) if (!before.includes(r)) differences.pages.push(`new after: ${r}`)

for (const r of before.filter((r) => afterSet.has(r))) {
  const a = pageMarkup(readFileSync(path.join(beforeDir, r), "utf8"))
  const b = pageMarkup(readFileSync(path.join(afterDir, r), "utf8"))
  if (a !== b) {
    let i = 0
    while (i < a.length && a[i] === b[i]) i++
    differences.markup.push(`${r}: differs at ${i}: before …${a.slice(i, i + 80)}… after …${b.slice(i, i + 80)}…`)
  }
}

const isData = (r) => r.startsWith("page-data") && r.endsWith(".json")
for (const r of files(beforeDir, isData)) {
  const other = path.join(afterDir, r)
  if (!existsSync(other)) {
    differences.data.push(`missing after: ${r}`)
    continue
  }
  if (blankHashes(readFileSync(path.join(beforeDir, r), "utf8")) !== blankHashes(readFileSync(other, "utf8")))
    differences.data.push(`${r} differs`)
}

const isSearchOrSitemap = (r) => /^search-index.*\.json$|^search\/.*\.json$|^sitemap(-index|-\d+)?\.xml$/.test(r)
const searchBefore = files(beforeDir, isSearchOrSitemap)
const searchAfter = new Set(files(afterDir, isSearchOrSitemap))
for (const r of searchBefore) {
  if (!searchAfter.has(r)) differences.search.push(`missing after: ${r}`)
  else if (!readFileSync(path.join(beforeDir, r)).equals(readFileSync(path.join(afterDir, r))))
    differences.search.push(`${r} differs`)
}
for (const r of searchAfter) if (!searchBefore.includes(r)) differences.search.push(`new after: ${r}`)

const total = Object.values(differences).reduce((n, list) => n + list.length, 0)
for (const [kind, list] of Object.entries(differences)) {
  for (const line of list.slice(0, 20)) console.log(`${kind}: ${line}`)
  if (list.length > 20) console.log(`${kind}: … ${list.length - 20} more`)
}
console.log(
  `${before.length} pages, ${files(beforeDir, isData).length} page-data files, ${searchBefore.length} search/sitemap files compared: ` +
    (total ? `${total} differences` : "identical for readers (scripts and content hashes aside)"),
)
process.exit(total ? 1 : 0)
