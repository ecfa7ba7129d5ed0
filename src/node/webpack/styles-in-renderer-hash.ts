import { readFileSync } from "node:fs"
import path from "node:path"
import type { Compiler } from "webpack"

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
export const GATSBY_STATS = path.join("public", "webpack.stats.json")

/** The CSS file names of the browser bundle, in a stable order ("" when there is no stats file). */
export function cssAssetNames(statsJson: string | null): string {
  if (statsJson === null) return ""
  const stats = JSON.parse(statsJson) as { assetsByChunkName?: Record<string, string[]> }
  const names = Object.values(stats.assetsByChunkName ?? {})
    .flat()
    .filter((name) => name.endsWith(".css"))
  return [...new Set(names)].sort().join("\n")
}

const readOrNull = (file: string): string | null => {
  try {
    return readFileSync(file, "utf8")
  } catch {
    return null
  }
}

export class StylesInRendererHashPlugin {
  constructor(private readonly statsFile = path.resolve(GATSBY_STATS)) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap("StylesInRendererHashPlugin", (compilation) => {
      // Read per compilation: the browser bundle of this very build wrote it just before.
      const styles = cssAssetNames(readOrNull(this.statsFile))
      compilation.hooks.chunkHash.tap("StylesInRendererHashPlugin", (chunk, hash) => {
        if (chunk.name === "render-page") hash.update(styles)
      })
    })
  }
}
