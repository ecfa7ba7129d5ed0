import { readFileSync } from "node:fs"
import path from "node:path"
import type { Compiler } from "webpack"
import { RENDERER_CHUNK, WEBPACK_STATS } from "../internals"

/**
 * Which pages a warm build renders again, and why the renderer's output decides it.
 *
 * With slices (Gatsby 5's default; checked on 5.16: dist/redux/reducers/html.js,
 * dist/commands/build.js) a page's HTML is rendered again only when the hashes of its template's
 * chunks in the HTML renderer, or of the renderer's `render-page` chunk, change
 * (dist/utils/webpack/get-ssr-chunk-hashes.js). Two things made that wrong:
 *
 * - Rspack 1.7's chunk hashes differ between a cold compile and one restored from its persistent
 *   cache, though every file it emits is the same byte for byte (Rspack's own pull request 13731
 *   describes the module hashes that differ; the fix is in Rspack 2). So the first warm build
 *   after a cold one, or after any change of the build's code, rendered all 161 pages again
 *   (2.3 s) instead of the edited one. The patch (src/gatsby/patches/gatsby+5.16.1.patch) has
 *   Gatsby hash each chunk by the files it emitted instead; `TACHYON_SSR_HASHES=chunk` keeps the
 *   chunk hashes, for paired builds.
 * - The renderer does not contain the CSS, yet Gatsby inlines the browser bundle's CSS into every
 *   page: a warm build after a CSS-only edit kept the old styles in every page. The browser bundle
 *   is built first and its stats name each CSS file by its content hash; this plugin writes those
 *   names into the `render-page` chunk, as a comment at the end of its file (and into its chunk
 *   hash, for `TACHYON_SSR_HASHES=chunk`), so a change of CSS is a change of the renderer and
 *   every page is rendered again.
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

/** The comment that puts the browser bundle's CSS file names into the renderer's own file. */
export const stylesComment = (styles: string): string =>
  `\n/* the browser bundle's styles: ${styles.split("\n").join(" ").replaceAll("*/", "* /")} */\n`

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
      const { Compilation, sources } = compiler.webpack
      compilation.hooks.processAssets.tap(
        { name: "StylesInRendererHashPlugin", stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONS },
        () => {
          const renderer = [...compilation.chunks].find((chunk) => chunk.name === RENDERER_CHUNK)
          const file = renderer && [...renderer.files].find((name) => name.endsWith(".js"))
          if (!file) return // reported at afterSeal
          compilation.updateAsset(file, (source) => new sources.ConcatSource(source, stylesComment(styles)))
        },
      )
    })
  }
}
