/**
 * SWC's minifier in place of Terser in the browser compilation: Terser took 11 CPU-seconds of a
 * 70 s build in one worker (tests/bench/README.md, "Build performance"). terser-webpack-plugin runs SWC's
 * minifier through its own `minify` option, so the plugin, its caching and its workers stay.
 * Gatsby 5.16 puts one TerserPlugin in `optimization.minimizer` (src/gatsby/internals.ts); a
 * minimizer list without one fails the build instead of shipping unminified or Terser-slow code.
 */
type TerserPluginClass = (new (options: { minify: unknown }) => object) & { swcMinify: unknown }

export function swcMinimizers(minimizer: readonly unknown[] | undefined, TerserPlugin: TerserPluginClass): unknown[] {
  const list = minimizer ?? []
  if (!list.some((plugin) => plugin instanceof TerserPlugin))
    throw new Error(
      `Gatsby's optimization.minimizer (${list.map((p) => (p as object)?.constructor?.name ?? typeof p).join(", ") || "empty"}) ` +
        "has no terser-webpack-plugin to run with SWC's minifier (src/gatsby/internals.ts).",
    )
  return list.map((plugin) =>
    plugin instanceof TerserPlugin ? new TerserPlugin({ minify: TerserPlugin.swcMinify }) : plugin,
  )
}
