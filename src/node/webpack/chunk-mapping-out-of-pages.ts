import { readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import type { Compiler } from "webpack"

/**
 * Gatsby's chunk mapping, out of every page.
 *
 * Gatsby 5 (checked on 5.16: dist/utils/gatsby-webpack-stats-extractor.js) writes
 * `window.___chunkMapping`, the code file names of every page component, into the scripts slice
 * that it stitches into every page: 32 KB of each page of this site, over 200 KB at 1,000 pages,
 * so the output grows with the square of the page count. And it writes the mapping as a JSON
 * *string*, so the loader's only use of it (`window.___chunkMapping[name]`, for prefetching the
 * next page's code, cache-dir/loader.js) always finds nothing: the bytes are dead weight.
 * This plugin, run after Gatsby's in the browser compilation, leaves an empty mapping in the
 * slice; the browser fetches the real one (public/chunk-map.json) when idle, which makes code
 * prefetching work (src/gatsby-glue/chunk-mapping.ts).
 */
export const SCRIPTS_SLICE = path.join("public", "_gatsby", "slices", "_gatsby-scripts-1.html")

/** The scripts slice with its chunk mapping emptied (unchanged if it holds none). */
export const emptyChunkMapping = (html: string): string =>
  html.replace(/window\.___chunkMapping=(?:"(?:[^"\\]|\\.)*"|\{[^<]*?\});/, "window.___chunkMapping={};")

export class ChunkMappingOutOfPagesPlugin {
  constructor(private readonly slice = path.resolve(SCRIPTS_SLICE)) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tapPromise("ChunkMappingOutOfPagesPlugin", async () => {
      const html = await readFile(this.slice, "utf8").catch(() => null)
      if (html === null) return // no slices (not Gatsby 5's default): nothing to do
      const emptied = emptyChunkMapping(html)
      if (emptied !== html) await writeFile(this.slice, emptied)
    })
  }
}
