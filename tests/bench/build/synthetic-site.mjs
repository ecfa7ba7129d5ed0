// A bigger site from the real content, to see how the build grows with pages: K copies of every
// doc page, copy k under content/docs/k<k>/ (copy 1 is the site itself), each with distinct text.
//
// - Every prose word of five letters or more gets a suffix of its copy (`order` → `orderc` in
//   copy 3), so each copy adds words to the search index as new writing would; headings, code,
//   links, MDX tags and frontmatter keys stay as they are, so every anchor and link still resolves
//   (relative links stay inside their copy; absolute ones reach the originals).
// - Titles and sidebar labels say which copy they are; explicit ids and slugs are made unique.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"

/** "b" for copy 2, "c" for 3, ... "ba" for 27: the suffix of a copy's words. */
export function copySuffix(k) {
  let n = k - 1
  let s = ""
  do {
    s = String.fromCharCode(97 + (n % 26)) + s
    n = Math.floor(n / 26)
  } while (n > 0)
  return s
}

/** Salts the prose of one line: words outside inline code, link targets, MDX tags and expressions. */
export function saltLine(line, suffix) {
  // Names written in CamelCase or capitals (BodyLength, OrderStatus, TWAP) are identifiers the
  // build checks against the reference data, not prose: they stay as they are.
  const saltWord = (word) => (/^.[a-z]*$/.test(word) ? `${word}${suffix}` : word)
  // Segments left alone: `code`, ](target), <tags ...>, {expressions}, and bare URLs.
  // A tag's quoted attributes may hold < and > (prefix="connectors.<name>.").
  const keep = /(`[^`]*`|\]\([^)]*\)|<(?:"[^"]*"|'[^']*'|[^>"'])*>|\{[^}]*\}|https?:\/\/\S+)/g
  return line
    .split(keep)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/\b([A-Za-z]{5,})\b/g, saltWord)))
    .join("")
}

/** One MDX file of copy k: frontmatter made unique, prose salted. */
export function saltMdx(source, k) {
  const suffix = copySuffix(k)
  const lines = source.split("\n")
  let i = 0
  if (lines[0] === "---") {
    i = 1
    for (; i < lines.length && lines[i] !== "---"; i++) {
      lines[i] = lines[i]
        .replace(
          /^(title|sidebar_label):\s*(.+)$/,
          (_, key, value) => `${key}: ${JSON.stringify(`${unquote(value)} (copy ${k})`)}`,
        )
        .replace(/^id:\s*(\S+)$/, (_, id) => `id: ${id}_k${k}`)
        .replace(/^slug:\s*\/docs\/(\S*)$/, (_, rest) => `slug: /docs/k${k}/${rest}`)
        .replace(/^description:\s*(.+)$/, (_, value) => `description: ${saltLine(value, suffix)}`)
    }
    i++
  }
  let fence = null
  for (; i < lines.length; i++) {
    const line = lines[i]
    const fenceMatch = /^\s*(```+|~~~+)/.exec(line)
    if (fence) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length) fence = null
      continue
    }
    if (fenceMatch) {
      fence = fenceMatch[1]
      continue
    }
    // Headings keep their text (their anchors are link targets); imports and exports are code.
    if (/^\s*(#{1,6}\s|import\s|export\s)/.test(line)) continue
    lines[i] = saltLine(line, suffix)
  }
  return lines.join("\n")
}

const unquote = (value) => value.replace(/^(["'])(.*)\1$/, "$2")

function mdxFiles(dir, rel = "") {
  const out = []
  for (const name of readdirSync(path.join(dir, rel))) {
    const r = path.join(rel, name)
    if (statSync(path.join(dir, r)).isDirectory()) out.push(...mdxFiles(dir, r))
    else if (name.endsWith(".mdx")) out.push(r)
  }
  return out
}

/** Writes a content tree (docs/, news/, reference/, ...) with K copies of every doc page into `outDir`; returns the doc page count. */
export function makeSyntheticContent(contentDir, outDir, copies) {
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  // Everything else the site reads (news, reference data, ...) as it is; docs/ is copied K times.
  for (const name of readdirSync(contentDir))
    cpSync(path.join(contentDir, name), path.join(outDir, name), { recursive: true })
  const originals = mdxFiles(path.join(contentDir, "docs"))
  for (let k = 2; k <= copies; k++) {
    for (const rel of originals) {
      const target = path.join(outDir, "docs", `k${k}`, rel)
      mkdirSync(path.dirname(target), { recursive: true })
      writeFileSync(target, saltMdx(readFileSync(path.join(contentDir, "docs", rel), "utf8"), k))
    }
  }
  return originals.length * copies
}
