import { readdirSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { startAnalysesAhead } from "./analyses-ahead"
import { DOCS_DIR } from "./content-paths"
import { startDiagramsAhead } from "./diagrams-ahead"

/** Every `.mdx` file under `dir`, as gatsby-source-filesystem finds the docs. */
export function mdxFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return mdxFilesUnder(file)
    return entry.isFile() && entry.name.endsWith(".mdx") ? [file] : []
  })
}

/**
 * Work started before Gatsby sources anything, each in a process of its own, from the files on
 * disk: the docs' MDX analyses (analyses-ahead.ts, which onCreateNode waits for) and their diagrams
 * (diagrams-ahead.ts, which the compilations find in the cache).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const files = mdxFilesUnder(DOCS_DIR)
  startAnalysesAhead(files)
  startDiagramsAhead(files, reporter)
}
