/**
 * Gatsby puts every style sheet into one styles.css, with mini-css-extract-plugin, which must find
 * one order of the sheets that agrees with the import order of every page's chunk. With CSS Modules
 * imported beside ~40 components, no such order exists (a page imports the MDX components before
 * the page heading, the doc template after it), and the plugin warns about each conflict it settles,
 * hundreds of lines in every build log, changing with any import. The warnings say nothing about the
 * pages: a module's classes are its own, and where a rule of one module overrides another's on the
 * same element (the navbar's menu button over the icon button, a page's button over the shared
 * button, the Clear search highlights pill) the override wins by specificity (`button.x`), not by
 * coming later, so any order gives the same pages. `ignoreOrder` is the plugin's documented switch
 * for this ("useful for CSS Modules"); compare-styles.mjs checked the pages before and after.
 */
export function ignoreCssModuleOrder(plugins: readonly unknown[], stage: string): void {
  const extract = plugins.filter(
    (plugin): plugin is { options: { ignoreOrder?: boolean } } =>
      (plugin as object | null)?.constructor?.name === "MiniCssExtractPlugin",
  )
  if (extract.length !== 1 || typeof extract[0].options !== "object")
    throw new Error(
      `Gatsby's ${stage} configuration has ${extract.length} MiniCssExtractPlugin instances, not the one ` +
        "src/gatsby/webpack/css-order.ts expects (src/gatsby/internals.ts, gatsby/dist/utils/webpack.config.js)",
    )
  extract[0].options.ignoreOrder = true
}
