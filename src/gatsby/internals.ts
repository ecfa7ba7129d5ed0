/**
 * Every private Gatsby behaviour this site depends on, named once, with the versions it was
 * checked against (the fence; docs/design.md, "Private internals, fenced").
 *
 * Gatsby has no public API for what the build-speed hooks (src/gatsby/webpack/) and the browser glue
 * (src/gatsby/browser/) do, so they lean on Gatsby's private paths, globals and shapes. Each is named
 * here and imported from here; none is spelled anywhere else. `package.json` pins the packages
 * listed in CHECKED_VERSIONS to exact versions, and a build on any other version stops at
 * onPreInit (src/gatsby/fence.ts) with the list below: what to re-read, and what each does on
 * a mismatch. `TACHYON_GATSBY_DEFAULTS=1` builds with Gatsby's plain webpack configuration instead
 * (slower, same pages), saying so in the log, so an upgrade can be tried before the hooks are
 * re-checked.
 *
 * Data and one-line functions of it, no imports: both gatsby-node and the browser bundle read it.
 */

/** The packages whose private code is used, at the versions it was read in. */
export const CHECKED_VERSIONS = {
  gatsby: "5.16.1",
  "gatsby-plugin-mdx": "5.16.0",
  "gatsby-remark-autolink-headers": "6.16.0",
} as const

/** The environment variable that builds with Gatsby's plain webpack configuration. */
export const GATSBY_DEFAULTS_SWITCH = "TACHYON_GATSBY_DEFAULTS"

/** The environment variable that chooses the production compilations' bundler: Rspack by default, `off` for webpack (webpack/rspack.ts). */
export const RSPACK_SWITCH = "TACHYON_RSPACK"

// --- Paths inside the gatsby package (resolved from Gatsby's own package.json) ----------------
/** `getBrowsersList(root)`: the browser targets Gatsby gives Babel, for SWC. */
export const GATSBY_BROWSERSLIST = "./dist/utils/browserslist"
/** Gatsby's `build(config)`, which both build stages call through its exports: the Rspack spike's way in. */
export const GATSBY_BUNDLE = "./dist/utils/webpack/bundle"
/** The line of GATSBY_BUNDLE that makes the compiler, replaced by Rspack's under RSPACK_SWITCH. */
export const GATSBY_BUNDLE_WEBPACK_CALL = "const compiler = (0, _webpack.default)(webpackConfig);"
/** Gatsby's babel-loader: the loader path that identifies Gatsby's JavaScript rules. */
export const GATSBY_BABEL_LOADER = "./dist/utils/babel-loader"
/**
 * Gatsby's own dependencies the hooks load as Gatsby resolves them (its versions, not whatever npm
 * hoisted): the Babel that removes static queries, and the minifier SWC's replaces.
 */
export const GATSBY_DEPENDENCIES = {
  babelLoader: "babel-loader",
  removeGraphqlQueries: "babel-plugin-remove-graphql-queries",
  terser: "terser-webpack-plugin",
} as const

// --- Files Gatsby writes (from the site root) ------------------------------------------------
/** Parcel's compile of gatsby-node.ts and everything it imports: the site's build code. */
export const COMPILED_GATSBY_NODE = ".cache/compiled/gatsby-node.js"
/** Parcel's compile of gatsby-config.ts. */
export const COMPILED_GATSBY_CONFIG = ".cache/compiled/gatsby-config.js"
/** The scripts slice stitched into every page; it holds `window.___chunkMapping`. */
export const SCRIPTS_SLICE = "public/_gatsby/slices/_gatsby-scripts-1.html"
/** The browser compilation's stats (assetsByChunkName), written before the HTML renderer is built. */
export const WEBPACK_STATS = "public/webpack.stats.json"
/** Every page component's code files, which the loader prefetches by. */
export const CHUNK_MAP = "public/chunk-map.json"
/**
 * The patch (src/gatsby/patches/gatsby+5.16.1.patch, applied by `npm install`'s postinstall) and
 * what it changes: each place as its file and a line only the patch puts there, so that the fence
 * can tell a patched Gatsby from an unpatched one. Each change has a switch back, for paired builds.
 */
export const GATSBY_PATCHES = [
  {
    // Gatsby's compile step calls src/gatsby/compile-gatsby-files.cjs (esbuild) instead of Parcel;
    // TACHYON_GATSBY_FILES=parcel keeps Parcel.
    file: "dist/utils/parcel/compile-gatsby-files.js",
    text: "src/gatsby/compile-gatsby-files.cjs",
    does: "compile the gatsby-* files with esbuild",
  },
  {
    // Query extraction parses only the files src/gatsby/query-files.cjs keeps;
    // TACHYON_QUERY_FILES=all parses every file.
    file: "dist/query/query-compiler.js",
    text: "src/gatsby/query-files.cjs",
    does: "parse only the files that can hold a query",
  },
  {
    // The HTML renderer's chunks count by the files they emitted (styles-in-renderer-hash.ts);
    // TACHYON_SSR_HASHES=chunk keeps the chunk hashes.
    file: "dist/utils/webpack/get-ssr-chunk-hashes.js",
    text: "emittedHash(chunk, compilation)",
    does: "hash the renderer's chunks by the files they emitted",
  },
  {
    // Gatsby restarts its worker pool after the page queries "to lower memory pressure while
    // merging state", then waits for the new workers before rendering the HTML: a worker takes
    // 1.1-1.5 s to load Gatsby, the renderer and React, all on the critical path (a warm build
    // rendered its one page in 1.1 s, 0.08 s of it rendering). The query workers render the HTML
    // instead. Memory: the largest process is the main one; the 8x build's figures are in
    // tests/bench/README.md. TACHYON_WORKER_RESTART=on restarts them as Gatsby does.
    file: "dist/commands/build.js",
    text: "TACHYON_WORKER_RESTART",
    does: "render the HTML with the query workers instead of restarting them",
  },
  {
    // Each template is parsed once for all its MDX pages' copies.
    file: "dist/query/file-parser.js",
    text: "astCache.get(cleanFilepath)",
    does: "parse a template once for all its MDX pages",
  },
] as const
/** Gatsby's Parcel config, extended by the site's .parcelrc (by path: Parcel takes only package names). */
export const GATSBY_PARCEL_CONFIG = "gatsby-parcel-config/lib/index.json"

// --- Shapes of Gatsby's webpack configuration ------------------------------------------------
/** `test` sources of the JavaScript rules that carry Gatsby's babel-loader. */
export const GATSBY_JS_RULE_TESTS = {
  /** Gatsby's rule for source files (webpack-utils `js`). */
  source: "\\.(js|mjs|jsx|ts|tsx)$",
  /** Gatsby's second rule for TypeScript (gatsby-plugin-typescript's, built in): a duplicate. */
  typescript: "\\.tsx?$",
  /** gatsby-plugin-mdx's rule for MDX modules. */
  mdx: "\\.mdx?$",
} as const
/** The resource query of each MDX page's copy of its template (gatsby-plugin-mdx). */
export const MDX_TEMPLATE_COPY_QUERY = /__contentFilePath/
/** `?export=default` / `?export=head`: develop's split of a page template (babel-plugin-remove-api). */
export const PAGE_EXPORT_QUERY = /[?&]export=(default|head)\b/
/**
 * The module a rule's `use` function is asked about, or null for Gatsby's Fast Refresh probe: Gatsby
 * finds the rules that get React Fast Refresh by calling each `use` once with an empty object, no
 * module (dist/utils/webpack.config.js), and the rule must answer with its original loaders.
 */
export const moduleOfUse = (info: { resource?: string }): string | null => info.resource ?? null
/** The renderer's entry chunk: its hash decides which pages are rendered again. */
export const RENDERER_CHUNK = "render-page"
/** The lazy import of every page component, which develop's page-shell renderer does not need. */
export const ASYNC_REQUIRES = /^\$virtual\/async-requires$/
/** The Partytown plugin's develop-only snippet injector, as its gatsby-browser.js requires it. */
export const PARTYTOWN_INJECTOR = {
  request: /^\.\/utils\/inject-partytown-snippet$/,
  context: /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown$/,
}
/** Static query results under public/, one JSON file per query hash; babel-plugin-remove-graphql-queries is given it too (webpack-utils). */
export const STATIC_QUERY_DIR = "page-data/sq/d"

// --- Browser globals (cache-dir/production-app.js, navigation.js, loader.js) ------------------
export const LOADER_GLOBAL = "___loader"
export const NAVIGATE_GLOBAL = "___navigate"
export const CHUNK_MAPPING_GLOBAL = "___chunkMapping"
export const COMPILATION_HASH_GLOBAL = "___webpackCompilationHash"
/** Page data the loader takes without a request (`new ProdLoader(..., window.pageData)`). */
export const PAGE_DATA_GLOBAL = "pageData"
/** The Not Found page's data file under public/ (the loader falls back to it for an unknown route). */
export const NOT_FOUND_PAGE_DATA = "page-data/404.html/page-data.json"
/**
 * How Gatsby gives up on a page at start-up, as an unhandled rejection: webpack's ChunkLoadError for
 * its code, or production-app.js's message for its resources.
 */
export const LOADER_START_FAILURE = {
  chunkErrorName: "ChunkLoadError",
  message: /^page resources for .* not found/,
} as const
/** The wrapper Gatsby renders pages into; empty for a client-only page. */
export const FOCUS_WRAPPER_ID = "gatsby-focus-wrapper"

// --- gatsby-remark-autolink-headers ----------------------------------------------------------
/** The key of the head script it inlines (scrolls a #fragment under the sticky navbar). */
export const AUTOLINK_SCROLL_SCRIPT_KEY = "gatsby-remark-autolink-headers-script"

export interface PrivateBehaviour {
  /** What the site relies on. */
  what: string
  /** Where in Gatsby to re-read it. */
  read: string
  /** Which of the site's modules rely on it. */
  usedBy: string
  /** What happens when it no longer holds. */
  onMismatch: string
}

/** The list a version mismatch prints (src/gatsby/README.md, "Upgrading Gatsby"). */
export const PRIVATE_BEHAVIOURS: readonly PrivateBehaviour[] = [
  {
    what: "CSS Modules are a css-loader entry with a `modules` options object (rules.cssModules)",
    read: "gatsby/dist/utils/webpack-utils.js (loaders.css, rules.cssModules)",
    usedBy: "src/gatsby/webpack/css-module-names.ts",
    onMismatch: "the build fails: no css-loader with CSS Modules options",
  },
  {
    what: "the browser and develop configurations extract CSS with one MiniCssExtractPlugin",
    read: "gatsby/dist/utils/webpack.config.js (plugins.extractText), dist/utils/webpack-utils.js",
    usedBy: "src/gatsby/webpack/css-order.ts",
    onMismatch: "the build fails: not exactly one MiniCssExtractPlugin",
  },
  {
    what: "the Partytown plugin's gatsby-browser.js requires ./utils/inject-partytown-snippet and calls it in develop only",
    read: "gatsby/dist/internal-plugins/partytown/gatsby-browser.js",
    usedBy: "src/gatsby/webpack/partytown-injector.ts",
    onMismatch:
      "nothing fails: the injector and Partytown's snippet are back in every page's first load (npm run bench:weight)",
  },
  {
    what: "getBrowsersList(root) for SWC's browser targets",
    read: "gatsby/dist/utils/browserslist.js",
    usedBy: "src/gatsby/webpack/config.ts",
    onMismatch: "the build fails: the module or the function is missing",
  },
  {
    what: "Gatsby's babel-loader path identifies its JavaScript rules",
    read: "gatsby/dist/utils/babel-loader.js, dist/utils/webpack-utils.js (rules.js)",
    usedBy: "src/gatsby/webpack/faster-rules.ts",
    onMismatch: "the build fails: no rule carries the loader",
  },
  {
    what: "the JavaScript rules: source, TypeScript duplicate, MDX, and the template copies (__contentFilePath)",
    read: "gatsby/dist/utils/webpack-utils.js, gatsby-plugin-mdx/dist/gatsby-node.js",
    usedBy: "src/gatsby/webpack/faster-rules.ts",
    onMismatch: "the build fails naming any rule with Gatsby's babel-loader that is not one of these",
  },
  {
    what: "gatsby-layout-loader parses plain JavaScript with JSX, so it runs after SWC",
    read: "gatsby-plugin-mdx/dist/gatsby-layout-loader.js",
    usedBy: "src/gatsby/webpack/faster-rules.ts",
    onMismatch: "the build fails with the loader's parse error",
  },
  {
    what: "page APIs removed by babel-plugin-remove-api: getServerData and config, Head and default under ?export= (develop)",
    read: "gatsby/dist/utils/babel-loader-helpers.js, dist/bootstrap/requires-writer.js",
    usedBy: "src/gatsby/webpack/faster-rules.ts (such modules keep Gatsby's loaders)",
    onMismatch: "silent: a page API would reach or leave a bundle it should not; re-read before upgrading",
  },
  {
    what: "babel-plugin-remove-graphql-queries with { stage, staticQueryDir: 'page-data/sq/d' }",
    read: "gatsby/dist/utils/babel-loader-helpers.js",
    usedBy: "src/gatsby/webpack/faster-rules.ts",
    onMismatch: "the build fails: pages find no static query results",
  },
  {
    what: "develop asks `use({})` of every rule to find those that get React Fast Refresh",
    read: "gatsby/dist/utils/webpack.config.js (after onCreateWebpackConfig)",
    usedBy: "src/gatsby/webpack/faster-rules.ts (moduleOfUse)",
    onMismatch:
      "the build fails (the source probe); otherwise edits reload the page instead of hot-updating (npm test's develop run times the edit)",
  },
  {
    what: "build(config) in dist/utils/webpack/bundle.js makes the compiler with webpack(config); build-javascript and build-html call it through the module's exports",
    read: "gatsby/dist/utils/webpack/bundle.js, dist/commands/build-javascript.js, dist/commands/build-html.js",
    usedBy: "src/gatsby/webpack/rspack.ts (unless TACHYON_RSPACK=off)",
    onMismatch: "the build fails at onPreInit (unless TACHYON_RSPACK=off or TACHYON_GATSBY_DEFAULTS=1)",
  },
  {
    what: "Gatsby's own babel-loader, babel-plugin-remove-graphql-queries and terser-webpack-plugin, resolved from Gatsby",
    read: "gatsby/package.json (dependencies)",
    usedBy: "src/gatsby/webpack/config.ts (GATSBY_DEPENDENCIES)",
    onMismatch: "the build fails at onPreInit: the package no longer resolves from Gatsby",
  },
  {
    what: "terser-webpack-plugin in optimization.minimizer of build-javascript",
    read: "gatsby/dist/utils/webpack.config.js, webpack-utils.js (plugins.minifyJs)",
    usedBy: "src/gatsby/webpack/config.ts",
    onMismatch: "the build fails: no minimizer to replace with SWC's",
  },
  {
    what: "a filesystem webpack cache with buildDependencies, per stage",
    read: "gatsby/dist/utils/webpack.config.js (cache)",
    usedBy: "src/gatsby/webpack/cache-version.ts",
    onMismatch: "the build fails: the cache is not a filesystem cache",
  },
  {
    what: "gatsby-config and gatsby-node are compiled into .cache/compiled/ (by the patched compile step, or Parcel)",
    read: "gatsby/dist/utils/parcel/compile-gatsby-files.js, dist/bootstrap/get-config-file.js",
    usedBy: "src/node/code-version.ts, src/gatsby/webpack/cache-version.ts",
    onMismatch: "the build fails naming the missing file (it was a silent constant: stale results after a code change)",
  },
  {
    what: "compileGatsbyFiles(siteRoot) in dist/utils/parcel/compile-gatsby-files.js, called once by initialize before gatsby-config loads, patched to call src/gatsby/compile-gatsby-files.cjs",
    read: "gatsby/dist/utils/parcel/compile-gatsby-files.js, dist/services/initialize.js; src/gatsby/patches/gatsby+5.16.1.patch",
    usedBy: "src/gatsby/compile-gatsby-files.cjs (esbuild instead of Parcel)",
    onMismatch:
      "npm install fails (patch-package cannot apply the patch); a build without the patch stops at onPreInit",
  },
  {
    what: "query extraction (parseQueries in dist/query/query-compiler.js) globs every script of src/ and parses each with Babel (FileParser in dist/query/file-parser.js, its cache keyed by the path with its ?__contentFilePath query); patched to parse only what src/gatsby/query-files.cjs keeps, and a template once for all its copies",
    read: "gatsby/dist/query/query-compiler.js, dist/query/file-parser.js; src/gatsby/patches/gatsby+5.16.1.patch",
    usedBy: "src/gatsby/query-files.cjs",
    onMismatch:
      "npm install fails (patch-package cannot apply the patch); a build without the patch stops at onPreInit",
  },
  {
    what: "with slices, a page's HTML is rendered again when the renderer's render-page chunk or its template's chunks change hash (getSSRChunkHashes in dist/utils/webpack/get-ssr-chunk-hashes.js, called by dist/commands/build.js; marked dirty in dist/redux/reducers/html.js); patched to hash each chunk by the files it emitted",
    read: "gatsby/dist/utils/webpack/get-ssr-chunk-hashes.js, dist/commands/build.js, dist/redux/reducers/html.js; src/gatsby/patches/gatsby+5.16.1.patch",
    usedBy: "src/gatsby/webpack/styles-in-renderer-hash.ts",
    onMismatch:
      "npm install fails (patch-package cannot apply the patch); a build without the patch stops at onPreInit",
  },
  {
    what: "gatsby build restarts the worker pool after the page queries (workerPool.restart() in dist/commands/build.js) and awaits the restart before the static HTML; patched to keep the query workers",
    read: "gatsby/dist/commands/build.js, dist/utils/worker/pool.js; src/gatsby/patches/gatsby+5.16.1.patch",
    usedBy: "the build (no module of the site: the patch is the whole change)",
    onMismatch:
      "npm install fails (patch-package cannot apply the patch); a build without the patch stops at onPreInit",
  },
  {
    what: "gatsby-parcel-config/lib/index.json, extended by .parcelrc",
    read: "gatsby/dist/utils/parcel/compile-gatsby-files.js, gatsby-parcel-config",
    usedBy: ".parcelrc",
    onMismatch: "the build fails with Parcel's error (and src/gatsby/parcel-config.test.ts)",
  },
  {
    what: "the scripts slice public/_gatsby/slices/_gatsby-scripts-1.html holds window.___chunkMapping",
    read: "gatsby/dist/utils/gatsby-webpack-stats-extractor.js, dist/utils/worker/child/render-html.js",
    usedBy: "src/gatsby/webpack/chunk-mapping-out-of-pages.ts",
    onMismatch: "the build fails: no slice, or no mapping in it (it was silent)",
  },
  {
    what: "public/chunk-map.json, the page components' code files",
    read: "gatsby/dist/utils/gatsby-webpack-stats-extractor.js",
    usedBy: "src/gatsby/browser/chunk-mapping.ts",
    onMismatch: "the build fails at onPostBuild: the file is missing",
  },
  {
    what: "public/webpack.stats.json (assetsByChunkName) exists when the renderer is compiled",
    read: "gatsby/dist/utils/gatsby-webpack-stats-extractor.js, dist/commands/build.js",
    usedBy: "src/gatsby/webpack/styles-in-renderer-hash.ts",
    onMismatch: "the build fails: no stats file (it was silent: old styles after a CSS edit)",
  },
  {
    what: "pages are rendered again only when the renderer's render-page chunk hash changes",
    read: "gatsby/dist/redux/reducers/html.js, dist/utils/webpack/get-ssr-chunk-hashes.js",
    usedBy: "src/gatsby/webpack/styles-in-renderer-hash.ts",
    onMismatch: "the build fails when no render-page chunk is hashed; npm test's warm build checks the CSS",
  },
  {
    what: "develop-html's entry imports $virtual/async-requires only for the page components",
    read: "gatsby/dist/utils/start-server.js, cache-dir/develop-static-entry.js",
    usedBy: "src/gatsby/webpack/shell-only-renderer.ts",
    onMismatch: "develop fails when no module was replaced (it was silent: a slower start)",
  },
  {
    what: "each page is compiled by both compilations from the same bytes (the memo loader hands MDX over)",
    read: "gatsby/dist/commands/build.js",
    usedBy: "src/gatsby/webpack/memo-loader.cjs",
    onMismatch: "none: results are keyed by the file's bytes; only the saving is lost",
  },
  {
    what: "static query results in public/page-data/sq/d/<hash>.json",
    read: "gatsby/dist/query/query-runner.js, dist/utils/page-data.js",
    usedBy: "src/gatsby/static-query-results.ts",
    onMismatch: "the build fails: no result holds searchIndexHash",
  },
  {
    what: "gatsby-remark-autolink-headers' head script key",
    read: "gatsby-remark-autolink-headers/gatsby-ssr.js",
    usedBy: "src/gatsby/ssr.tsx",
    onMismatch: "every page fails to render: the script to drop is not there (it was silent)",
  },
  {
    what: "window.___loader: loadPage(path) → resources or { status: 'error', error }, hovering, enqueue",
    read: "gatsby/cache-dir/production-app.js, cache-dir/loader.js",
    usedBy: "src/gatsby/browser/navigation.ts, src/gatsby/browser/loader-results.ts",
    onMismatch: "the build fails (the cache-dir probe); in a browser, a console error (it was silent)",
  },
  {
    what: "Gatsby gives up on a page at start-up with an unhandled rejection: ChunkLoadError, or 'page resources for … not found'",
    read: "gatsby/cache-dir/production-app.js, cache-dir/loader.js",
    usedBy: "src/gatsby/browser/loader-results.ts (LOADER_START_FAILURE)",
    onMismatch: "the build fails (the cache-dir probe); otherwise the start-up banner no longer shows",
  },
  {
    what: "window.pageData: page data the ProdLoader takes as loaded (its constructor); the 404 page's data in page-data/404.html",
    read: "gatsby/cache-dir/production-app.js, cache-dir/loader.js (ProdLoader), dist/commands/build.js",
    usedBy: "src/gatsby/not-found-data.ts, src/gatsby/not-found.ts, src/gatsby/page-path-script.ts",
    onMismatch:
      "the build fails (the cache-dir probe, or the 404 page's data missing after the build); otherwise an unknown route costs two more 404 requests again",
  },
  {
    what: "window.___navigate, set before onInitialClientRender",
    read: "gatsby/cache-dir/navigation.js (init)",
    usedBy: "src/gatsby/browser/navigation.ts",
    onMismatch: "the build fails (the cache-dir probe); in a browser, a console error (it was silent)",
  },
  {
    what: "window.___chunkMapping read by the loader's prefetch; window.___webpackCompilationHash",
    read: "gatsby/cache-dir/loader.js (doPrefetch)",
    usedBy: "src/gatsby/browser/chunk-mapping.ts",
    onMismatch: "the build fails (the cache-dir probe)",
  },
  {
    what: "the inline scripts of every page: the page path (#gatsby-script-loader, read once by production-app.js), the chunk mapping, the compilation hash",
    read: "gatsby/cache-dir/static-entry.js (windowPageData, onPreRenderHTML), cache-dir/production-app.js (window.pagePath), dist/utils/gatsby-webpack-stats-extractor.js (the scripts slice)",
    usedBy:
      "src/gatsby/ssr.tsx (the page path's script replaced), src/node/serving.ts (the pages' Content-Security-Policy)",
    onMismatch:
      "the build fails: a page renders without Gatsby's page-path script, or holds a script the policy does not cover",
  },
  {
    what: "#gatsby-focus-wrapper, empty for a client-only page (hydrate or render)",
    read: "gatsby/cache-dir/production-app.js, cache-dir/root.js",
    usedBy: "src/gatsby/browser/render-app.ts",
    onMismatch: "the build fails (the cache-dir probe)",
  },
]

/**
 * Gatsby's inline script that tells its runtime the page's own path (`window.pagePath`), different
 * on every page. src/gatsby/ssr.tsx replaces it with one script the same on every page, which reads the
 * path from an attribute, so every page has the same inline scripts and one Content-Security-Policy.
 */
export const GATSBY_PAGE_PATH_SCRIPT = {
  id: "gatsby-script-loader",
  text: (pagePath: string) => `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/`,
} as const

/**
 * The other inline scripts Gatsby writes into every page (its scripts slice), by element id (null:
 * none) and the shape of their text. The serving step allows each by its hash in the pages'
 * Content-Security-Policy; a page with an inline script of any other shape fails the build.
 */
export const GATSBY_INLINE_SCRIPTS: readonly { name: string; id: string | null; text: RegExp }[] = [
  {
    // Emptied by the build-speed hooks (webpack/chunk-mapping-out-of-pages.ts), or as Gatsby writes
    // it, a JSON string, when TACHYON_GATSBY_DEFAULTS=1 leaves the hooks out.
    name: "Gatsby's chunk mapping",
    id: "gatsby-chunk-mapping",
    text: new RegExp(`^\\s*window\\.${CHUNK_MAPPING_GLOBAL}=(?:\\{\\}|"(?:[^"\\\\]|\\\\.)*");\\s*$`, "s"),
  },
  {
    name: "Gatsby's compilation hash",
    id: null,
    text: new RegExp(`^window\\.${COMPILATION_HASH_GLOBAL}="[0-9a-f]+";$`),
  },
]

/** Text that must still be in Gatsby's files (its browser runtime, cache-dir, and its build), checked at onPreInit. */
export const GATSBY_SOURCE_PROBES: readonly { file: string; text: string }[] = [
  { file: "cache-dir/production-app.js", text: `window.${PAGE_DATA_GLOBAL})` },
  { file: "cache-dir/production-app.js", text: `window.${LOADER_GLOBAL} = publicLoader` },
  { file: "cache-dir/navigation.js", text: `window.${NAVIGATE_GLOBAL} = ` },
  { file: "cache-dir/loader.js", text: CHUNK_MAPPING_GLOBAL },
  { file: "cache-dir/production-app.js", text: FOCUS_WRAPPER_ID },
  { file: "cache-dir/production-app.js", text: "page resources for " },
  { file: "dist/utils/webpack.config.js", text: "use = rule.use({})" },
]
