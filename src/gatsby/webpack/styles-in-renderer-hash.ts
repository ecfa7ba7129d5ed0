import { readFileSync } from "node:fs"
import path from "node:path"
import type { Compiler } from "webpack"
import { RENDERER_CHUNK, WEBPACK_STATS } from "../internals"

/**
 * A warm build re-renders every page when the site's CSS changes.
 *
 * Gatsby inlines the browser bundle's CSS into every page's HTML, but with slices (Gatsby 5's
 * default; checked on 5.16: dist/redux/reducers/html.js, SET_WEBPACK_COMPILATION_HASH) a new
 * browser bundle no longer marks pages dirty: only a change of the HTML renderer's `render-page`
 * chunk hash does (dist/utils/webpack/get-ssr-chunk-hashes.js). The renderer does not contain the
 * CSS, so a warm build after a CSS-only edit kept the old styles inlined in every page. The
 * browser bundle is built first and its stats name each CSS file by its content hash; this
 * plugin, in the renderer's compilation, mixes those names into the `render-page` chunk's hash,
 * so a change of CSS is a change of the renderer for Gatsby and every page is rendered again.
 */
/** The CSS file names of the browser bundle, in a stable order. Throws on stats of another shape. */
export function cssAssetNames(statsJson: string): string {
  const stats = JSON.parse(statsJson) as { assetsByChunkName?: Record<string, string[]> }
  if (!stats.assetsByChunkName)
    throw new Error(`${WEBPACK_STATS} has no assetsByChunkName: Gatsby changed its stats (src/gatsby/internals.ts).`)
  const names = Object.values(stats.assetsByChunkName)
    .flat()
    .filter((name) => name.endsWith(".css"))
  return [...new Set(names)].sort().join("\n")
}

const readStats = (file: string): string => {
  try {
    return readFileSync(file, "utf8")
  } catch (error) {
    throw new Error(
      `${WEBPACK_STATS} cannot be read before the HTML renderer is built (${(error as Error).message}): ` +
        "a CSS edit would keep the old styles in every page (src/gatsby/internals.ts).",
    )
  }
}

export class StylesInRendererHashPlugin {
  constructor(private readonly statsFile = path.resolve(WEBPACK_STATS)) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap("StylesInRendererHashPlugin", (compilation) => {
      // Read per compilation: the browser bundle of this very build wrote it just before.
      const styles = cssAssetNames(readStats(this.statsFile))
      let hashed = false
      compilation.hooks.chunkHash.tap("StylesInRendererHashPlugin", (chunk, hash) => {
        if (chunk.name !== RENDERER_CHUNK) return
        hash.update(styles)
        hashed = true
      })
      // afterSeal, not afterHash: Rspack 1.x has no afterHash, and both call afterSeal once the chunks are hashed.
      compilation.hooks.afterSeal.tap("StylesInRendererHashPlugin", () => {
        if (!hashed)
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `StylesInRendererHashPlugin: the HTML renderer has no "${RENDERER_CHUNK}" chunk (src/gatsby/internals.ts).`,
            ),
          )
      })
    })
  }
}
