import { readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import type { Compiler } from "webpack"
import { CHUNK_MAPPING_GLOBAL, SCRIPTS_SLICE } from "../internals"

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
 * prefetching work (src/gatsby/browser/chunk-mapping.ts).
 */
const MAPPING = new RegExp(`window\\.${CHUNK_MAPPING_GLOBAL}=(?:"(?:[^"\\\\]|\\\\.)*"|\\{[^<]*?\\});`)

/** The scripts slice with its chunk mapping emptied; null when it holds none (Gatsby changed). */
export const emptyChunkMapping = (html: string): string | null =>
  MAPPING.test(html) ? html.replace(MAPPING, `window.${CHUNK_MAPPING_GLOBAL}={};`) : null

export class ChunkMappingOutOfPagesPlugin {
  constructor(private readonly slice = path.resolve(SCRIPTS_SLICE)) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tapPromise("ChunkMappingOutOfPagesPlugin", async () => {
      const html = await readFile(this.slice, "utf8").catch((error: Error) => {
        throw new Error(
          `${SCRIPTS_SLICE} cannot be read (${error.message}): Gatsby's scripts slice moved (src/gatsby/internals.ts).`,
        )
      })
      const emptied = emptyChunkMapping(html)
      if (emptied === null)
        throw new Error(
          `${SCRIPTS_SLICE} holds no window.${CHUNK_MAPPING_GLOBAL}: Gatsby changed its slice (src/gatsby/internals.ts).`,
        )
      if (emptied !== html) await writeFile(this.slice, emptied)
    })
  }
}
