import { createRequire } from "node:module"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { versionedCache } from "./webpack/cache-version"
import { ChunkMappingOutOfPagesPlugin } from "./webpack/chunk-mapping-out-of-pages"
import { ASYNC_REQUIRES, NO_PAGE_COMPONENTS, wantsShellOnlyRenderer } from "./webpack/shell-only-renderer"
import { fasterRules, type Rule } from "./webpack/faster-rules"
import { StylesInRendererHashPlugin } from "./webpack/styles-in-renderer-hash"

// Resolve from the site root at run time: Gatsby bundles this file with Parcel, which would
// otherwise rewrite `require` and `require.resolve`.
const siteRequire = createRequire(path.join(process.cwd(), "package.json"))
// Gatsby's own loaders and plugins, as Gatsby resolves them (not whatever npm hoisted).
const gatsbyRequire = createRequire(siteRequire.resolve("gatsby/package.json"))

/**
 * The production compilations (the browser bundle and the HTML renderer) with SWC where Gatsby
 * does not need Babel, SWC's minifier instead of Terser, no source maps, and a cache keyed by
 * the lockfile; `develop` with SWC too (with React Fast Refresh) and Gatsby's source maps.
 * README "Build performance" has the profile behind each change. `develop-html` (the renderer
 * develop builds at start-up for the page shell) leaves the pages out (shell-only-renderer.ts).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, plugins }) => {
  if (wantsShellOnlyRenderer(stage)) {
    actions.setWebpackConfig({
      plugins: [plugins.normalModuleReplacement(ASYNC_REQUIRES, path.resolve(NO_PAGE_COMPONENTS))],
    })
    return
  }
  if (stage !== "build-javascript" && stage !== "build-html" && stage !== "develop") return
  const config = getConfig()
  const { getBrowsersList } = gatsbyRequire("./dist/utils/browserslist")
  config.module.rules = fasterRules(config.module.rules as Rule[], {
    stage,
    target:
      stage === "build-html"
        ? { node: process.versions.node.split(".")[0] }
        : { browsers: getBrowsersList(process.cwd()) },
    gatsbyBabelLoader: gatsbyRequire.resolve("./dist/utils/babel-loader"),
    swcLoader: siteRequire.resolve("swc-loader"),
    memoLoader: path.resolve("src/node/webpack/memo-loader.cjs"),
    babelLoader: gatsbyRequire.resolve("babel-loader"),
    removeGraphqlQueries: gatsbyRequire.resolve("babel-plugin-remove-graphql-queries"),
  })
  if (stage === "build-javascript") {
    // Terser took 12 s of a 70 s build in a single worker (2 cores: Gatsby gives it cores - 1).
    const TerserPlugin = gatsbyRequire("terser-webpack-plugin")
    config.optimization.minimizer = config.optimization.minimizer.map((plugin: object) =>
      plugin instanceof TerserPlugin ? new TerserPlugin({ minify: TerserPlugin.swcMinify }) : plugin,
    )
    config.plugins.push(new ChunkMappingOutOfPagesPlugin())
  }
  if (stage === "build-html") {
    config.plugins.push(new StylesInRendererHashPlugin())
    // The renderer runs in Node from the local disk: scope hoisting buys it nothing, and it cost
    // 1.5 s of the renderer's 7 s (analysing and generating the concatenated modules), 10 MB of
    // its webpack cache and 100 MB of peak memory. The pages it renders are the same.
    config.optimization.concatenateModules = false
  }
  // No source maps in a build unless asked (SOURCE_MAPS=1, README "Build performance"). Gatsby
  // makes full `source-map`s for both compilations: the browser's doubled the minifier's work and
  // put 9.8 MB of .map files in public/ that no reader fetches (Docusaurus ships none either);
  // the HTML renderer's took half of its 16 s and 130 MB of the 190 MB it wrote to the webpack
  // cache. All they buy is original line numbers in the stack of a page that fails to render;
  // that stack keeps its function names (the renderer is not minified).
  if (stage !== "develop" && process.env.SOURCE_MAPS !== "1") config.devtool = false
  config.cache = versionedCache(config.cache, process.cwd(), `devtool ${config.devtool}`)
  actions.replaceWebpackConfig(config)
}
