import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { GATSBY_BABEL_LOADER, GATSBY_BROWSERSLIST, GATSBY_DEPENDENCIES } from "../internals"
import { gatsbyDefaultsAsked, gatsbyRequire, siteRequire } from "../fence"
import { versionedCache } from "./cache-version"
import { captureWebpackConfig, WEBPACK_CAPTURE_SWITCH } from "./capture"
import { ChunkMappingOutOfPagesPlugin } from "./chunk-mapping-out-of-pages"
import { shellOnlyRendererPlugins, wantsShellOnlyRenderer, type ReplacementFactory } from "./shell-only-renderer"
import { fasterRules, type Rule } from "./faster-rules"
import { swcMinimizers } from "./swc-minify"
import { StylesInRendererHashPlugin } from "./styles-in-renderer-hash"
import { ignoreCssModuleOrder } from "./css-order"
import { shortModuleClassNames } from "./css-module-names"
import { partytownInjectorReplacement, type ContextReplacementFactory } from "./partytown-injector"

/**
 * The production compilations (the browser bundle and the HTML renderer) with SWC where Gatsby
 * does not need Babel, SWC's minifier instead of Terser, no source maps, and a cache keyed by
 * the lockfile; `develop` with SWC too (with React Fast Refresh) and Gatsby's source maps.
 * tests/bench/README.md, "Build performance" has the profile behind each change. `develop-html` (the renderer
 * develop builds at start-up for the page shell) leaves the pages out (shell-only-renderer.ts), and
 * gets the same rules for Node (Gatsby's Babel on its modules took 3-4 s of `develop`'s start).
 * Each private piece of Gatsby used here is named in src/gatsby/internals.ts; TACHYON_GATSBY_DEFAULTS=1
 * leaves Gatsby's configuration as it is.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, plugins }) => {
  if (gatsbyDefaultsAsked()) return
  const shellOnly = wantsShellOnlyRenderer(stage)
  if (!shellOnly && stage !== "build-javascript" && stage !== "build-html" && stage !== "develop") return
  const config = getConfig()
  if (shellOnly) config.plugins.push(...shellOnlyRendererPlugins(plugins.normalModuleReplacement as ReplacementFactory))
  const before = { rules: config.module.rules as Rule[], minimizer: config.optimization?.minimizer ?? [] }
  const { getBrowsersList } = gatsbyRequire(GATSBY_BROWSERSLIST)
  config.module.rules = fasterRules(before.rules, {
    stage,
    target:
      stage === "build-html" || shellOnly
        ? { node: process.versions.node.split(".")[0] }
        : { browsers: getBrowsersList(process.cwd()) },
    gatsbyBabelLoader: gatsbyRequire.resolve(GATSBY_BABEL_LOADER),
    swcLoader: siteRequire.resolve("swc-loader"),
    memoLoader: path.resolve("src/gatsby/webpack/memo-loader.cjs"),
    babelLoader: gatsbyRequire.resolve(GATSBY_DEPENDENCIES.babelLoader),
    removeGraphqlQueries: gatsbyRequire.resolve(GATSBY_DEPENDENCIES.removeGraphqlQueries),
  })
  shortModuleClassNames(config.module.rules as unknown[], stage)
  // One styles.css from ~40 CSS Modules: no import order satisfies every chunk (css-order.ts).
  if (stage === "build-javascript" || stage === "develop") ignoreCssModuleOrder(config.plugins, stage)
  if (stage === "build-javascript") {
    // Terser took 12 s of a 70 s build in a single worker (2 cores: Gatsby gives it cores - 1).
    config.optimization.minimizer = swcMinimizers(
      config.optimization.minimizer,
      gatsbyRequire(GATSBY_DEPENDENCIES.terser),
    )
    config.plugins.push(new ChunkMappingOutOfPagesPlugin())
    config.plugins.push(partytownInjectorReplacement(plugins.normalModuleReplacement as ContextReplacementFactory))
  }
  if (stage === "build-html") {
    config.plugins.push(new StylesInRendererHashPlugin())
    // The renderer runs in Node from the local disk: scope hoisting buys it nothing, and it cost
    // 1.5 s of the renderer's 7 s (analysing and generating the concatenated modules), 10 MB of
    // its webpack cache and 100 MB of peak memory. The pages it renders are the same.
    config.optimization.concatenateModules = false
  }
  // No source maps in a build unless asked (SOURCE_MAPS=1, tests/bench/README.md, "Build performance"). Gatsby
  // makes full `source-map`s for both compilations: the browser's doubled the minifier's work and
  // put 9.8 MB of .map files in public/ that no reader fetches (Docusaurus ships none either);
  // the HTML renderer's took half of its 16 s and 130 MB of the 190 MB it wrote to the webpack
  // cache. All they buy is original line numbers in the stack of a page that fails to render;
  // that stack keeps its function names (the renderer is not minified).
  if (stage !== "develop" && process.env.SOURCE_MAPS !== "1") config.devtool = false
  config.cache = versionedCache(config.cache, process.cwd(), `devtool ${config.devtool}`)
  // npm test records what the hooks did to Gatsby's real configuration (tests/build/webpack.test.ts).
  const captureDir = process.env[WEBPACK_CAPTURE_SWITCH]
  if (captureDir) captureWebpackConfig(captureDir, stage, before, config)
  actions.replaceWebpackConfig(config)
}
