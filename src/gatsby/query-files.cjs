// The files Gatsby's query extraction parses (CommonJS: the patched Gatsby requires it as it is).
//
// Gatsby 5.16's extraction (dist/query/query-compiler.js, parseQueries) globs every script under
// src/, tests and build code included, and parses each with Babel and walks it five times, on
// the build's one thread, in every `gatsby build` and `develop` start: 1.9-2.2 s of a 6 s warm
// bootstrap, about 125 files of src/ (600 KB) of which about a tenth can hold a query. The patch
// (src/gatsby/patches/gatsby+5.16.1.patch) calls `queryFiles` on that list. Kept:
// - every page component (Gatsby's `components`: the templates, each MDX page's copy of its
//   template, src/pages/), whose `Head`, `config` and `getServerData` exports Gatsby reads too;
// - any other file that imports a value from `gatsby` or `gatsby-plugin-image`: a query
//   (`graphql`, `useStaticQuery`, `<StaticQuery>`, `<Slice>`) needs that import since Gatsby 3.
// Dropped: files that import neither, or only types (`import type`), such as src/lib/, most of
// src/node/ and the tests. A `graphql` tag used without its import is no longer reported here by
// Gatsby; the page that uses it fails when rendered ("graphql is not defined").
// TACHYON_QUERY_FILES=all parses every file again, for paired builds.
"use strict"

const { readFileSync } = require("node:fs")

/** A value import (or require) of gatsby or gatsby-plugin-image; `import type` does not count. */
const GATSBY_VALUE_IMPORT =
  /(?:^|[\s;])import\s+(?!type[\s{])(?:(?!\bimport\b)[^;])*?\bfrom\s*["']gatsby(?:-plugin-image)?["']|require\(\s*["']gatsby(?:-plugin-image)?["']\s*\)|import\s*\(\s*["']gatsby(?:-plugin-image)?["']\s*\)/m

/** Does this source text import a value from gatsby or gatsby-plugin-image? */
function importsGatsbyValue(text) {
  return GATSBY_VALUE_IMPORT.test(text)
}

/**
 * The files worth parsing for queries, of `files` (Gatsby's list, normalized paths): the page
 * components (`componentPaths`, as Gatsby's store keys them) and the files that import a value
 * from gatsby. A file that cannot be read is kept, so that Gatsby reports it as it always did.
 */
function queryFiles(files, componentPaths) {
  const components = new Set(componentPaths)
  return files.filter((file) => {
    if (components.has(file)) return true
    let text
    try {
      text = readFileSync(file, "utf8")
    } catch {
      return true
    }
    return importsGatsbyValue(text)
  })
}

module.exports = { queryFiles, importsGatsbyValue }
