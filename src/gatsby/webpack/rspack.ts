import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import type * as RspackCore from "@rspack/core"
import { createHash } from "node:crypto"
import { CHECKED_VERSIONS, GATSBY_BUNDLE, GATSBY_BUNDLE_WEBPACK_CALL, RSPACK_SWITCH } from "../internals"
import { gatsbyRequire, siteRequire } from "../fence"
import { KeptMinimizer } from "./kept-minimizer"

/**
 * Gatsby's production compilations run by Rspack instead of webpack: both (the default, or
 * TACHYON_RSPACK=all), the browser bundle only (=browser), or neither (=off, webpack as Gatsby
 * ships it). Kept because paired cold builds on a quiet machine took 31 s instead of 40 s, against
 * Docusaurus Faster's 13 s, and compare-builds and compare-styles found the site identical for
 * readers (tests/bench/README.md, "Rspack under Gatsby").
 *
 * The way in is Gatsby's `build(config)` (dist/utils/webpack/bundle.js), which both build stages
 * call through its exports object; it is replaced at onPreInit, only when the installed Gatsby is
 * the checked one and the file still makes its compiler with `webpack(config)`. Anything else fails
 * the build. Gatsby's plugins are instances of webpack's classes, so the configuration is
 * translated plugin by plugin: webpack built-ins to Rspack's, mini-css-extract to
 * CssExtractRspackPlugin, Terser to Rspack's SWC minimizer (Gatsby's cssnano minimizer runs as it
 * is, its results kept across builds); the virtual modules plugin is dropped because Gatsby writes every virtual module to disk as
 * well. TACHYON_GATSBY_DEFAULTS=1 builds with webpack and none of this (src/gatsby/fence.ts).
 */

type Stage = "browser" | "all"
export const rspackStages = (env: NodeJS.ProcessEnv = process.env): Stage | null => {
  const asked = env[RSPACK_SWITCH]
  if (asked === undefined || asked === "" || asked === "all") return "all"
  if (asked === "off") return null
  if (asked === "browser") return asked
  throw new Error(
    `${RSPACK_SWITCH}=${asked}: expected "all" (the default: both compilations), "browser" (the browser bundle only) or "off" (webpack)`,
  )
}

interface AnyPlugin {
  constructor: { name: string }
  [key: string]: unknown
}
/** `@rspack/core`, loaded only when the switch asks for it (installRspack). */
type Rspack = typeof RspackCore
type Config = Record<string, unknown> & {
  target?: unknown
  plugins?: unknown[]
  module?: { rules?: unknown[] }
  optimization?: { minimizer?: unknown[] } & Record<string, unknown>
  cache?: unknown
  experiments?: unknown
  resolve?: Record<string, unknown>
}

/** The mini-css-extract-plugin loader's path, replaced by Rspack's in every rule. */
const miniCssLoader = (): string => gatsbyRequire.resolve("mini-css-extract-plugin/dist/loader")

/**
 * Rspack keys the options of a loader that a `use` function returns by the rule's place, not by the
 * module: the SWC options of the first file (TypeScript or JavaScript) went to every file. Options
 * of plain data get an ident of their own text.
 */
function withIdent(use: unknown): unknown {
  if (!use || typeof use !== "object" || (use as { ident?: string }).ident) return use
  const options = (use as { options?: unknown }).options
  if (!options || typeof options !== "object") return use
  let plain = true
  const text = JSON.stringify(options, (_key, value: unknown) => {
    const proto = value && typeof value === "object" ? Object.getPrototypeOf(value) : null
    if (typeof value === "function" || (proto && proto !== Object.prototype && proto !== Array.prototype)) {
      plain = false
      return undefined
    }
    return value
  })
  if (!plain) return use
  return { ...(use as object), ident: `tachyon-${createHash("sha1").update(text).digest("hex").slice(0, 16)}` }
}

/**
 * npm's swc-loader (faster-rules.ts) runs SWC from JavaScript, one module at a time on Node's main
 * thread; Rspack's built-in one takes the same options and runs in Rust, on Rspack's threads.
 */
const BUILTIN_SWC_LOADER = "builtin:swc-loader"
const swcLoader = (): string => siteRequire.resolve("swc-loader")

function translateUse(use: unknown, cssLoader: string): unknown {
  if (typeof use === "function")
    return (info: unknown) => translateUse((use as (i: unknown) => unknown)(info), cssLoader)
  if (Array.isArray(use)) return use.map((entry) => translateUse(entry, cssLoader))
  const from = miniCssLoader()
  if (typeof use === "string") return use === from ? cssLoader : use === swcLoader() ? BUILTIN_SWC_LOADER : use
  const loader = use && typeof use === "object" ? (use as { loader?: string }).loader : undefined
  if (loader === from) return { ...(use as object), loader: cssLoader }
  if (loader === swcLoader()) return withIdent({ ...(use as object), loader: BUILTIN_SWC_LOADER })
  if (loader && /[\\/]css-loader[\\/]/.test(loader)) return withModuleNamesOfWebpack(use as CssLoaderUse)
  return withIdent(use)
}

export type CssLoaderUse = { loader: string; options?: { modules?: unknown } }
type LocalIdentOptions = { context: string; hashPrefix?: string }

/**
 * css-loader hashes a CSS module's class names from its path and, when the module has one, its
 * match resource. Under Rspack the browser compilation's CSS modules have one (the extract
 * plugin's `!=!` request) where webpack's have none, so the style sheet named every class with
 * another hash than the HTML renderer's pages (all 168, found by the browser tests: the page's
 * classes matched no rule). The names are made here as webpack makes them: path and name only.
 */
export function withModuleNamesOfWebpack(use: CssLoaderUse): CssLoaderUse {
  const modules = use.options?.modules
  if (!modules || typeof modules !== "object") return use
  const { interpolateName } = createRequire(use.loader)("loader-utils") as {
    interpolateName: (context: unknown, name: string, options: { content: string }) => string
  }
  const getLocalIdent = (
    loaderContext: { resourcePath: string },
    localIdentName: string,
    localName: string,
    options: LocalIdentOptions,
  ): string => {
    const resource = path.relative(options.context, loaderContext.resourcePath).split(path.sep).join("/")
    const content = `${options.hashPrefix ?? ""}${resource}\x00${localName}`
    return interpolateName(loaderContext, localIdentName, { content }).replace(/\[local\]/gi, localName)
  }
  return { ...use, options: { ...use.options, modules: { ...modules, getLocalIdent } } }
}

function translateRule(rule: unknown, cssLoader: string): unknown {
  if (!rule || typeof rule !== "object") return rule
  const r = { ...(rule as Record<string, unknown>) }
  if (r.use !== undefined) r.use = translateUse(r.use, cssLoader)
  if (typeof r.loader === "string" && r.loader === miniCssLoader()) r.loader = cssLoader
  if (Array.isArray(r.oneOf)) r.oneOf = r.oneOf.map((inner) => translateRule(inner, cssLoader))
  if (Array.isArray(r.rules)) r.rules = r.rules.map((inner) => translateRule(inner, cssLoader))
  return r
}

/** One of Gatsby's plugins as Rspack runs it; null drops it. Unknown plugins are kept as they are. */
function translatePlugin(plugin: AnyPlugin, rspack: Rspack): unknown {
  switch (plugin.constructor.name) {
    case "DefinePlugin":
      return new rspack.DefinePlugin(plugin.definitions as Record<string, string>)
    case "ProvidePlugin":
      return new rspack.ProvidePlugin(plugin.definitions as Record<string, string>)
    case "IgnorePlugin":
      return new rspack.IgnorePlugin(plugin.options as { resourceRegExp: RegExp; contextRegExp?: RegExp })
    case "NormalModuleReplacementPlugin":
      return new rspack.NormalModuleReplacementPlugin(
        plugin.resourceRegExp as RegExp,
        plugin.newResource as (data: unknown) => void,
      )
    case "MiniCssExtractPlugin": {
      const { filename, chunkFilename, ignoreOrder } = plugin.options as Record<string, unknown>
      return new rspack.CssExtractRspackPlugin({
        filename: filename as string,
        chunkFilename: chunkFilename as string,
        ignoreOrder: ignoreOrder as boolean,
      })
    }
    // Gatsby writes each virtual module to .cache/_this_is_virtual_fs_path_ too; a build reads them there.
    case "GatsbyWebpackVirtualModules":
      return null
    // Invalidates Babel's config items in watch mode only.
    case "BabelConfigItemsCacheInvalidatorPlugin":
      return null
    default:
      return plugin
  }
}

/** What Rspack's SWC minimizer takes for the browser bundle (webpack's is Terser). */
const SWC_MINIMIZER_OPTIONS = { extractComments: false } as const

/**
 * Gatsby's minimizers as Rspack takes them, each with its outputs kept across builds
 * (kept-minimizer.ts): Terser becomes Rspack's SWC minimizer; Gatsby's own cssnano minimizer runs
 * as it is, since LightningCSS (Rspack's) writes the same rules differently (light-dark()
 * fallbacks, shorthands), which compare-styles sees. Each kept output is keyed by `cacheVersion`
 * (the compilation cache's: the lockfile, so every package version, and the site's compiled
 * Gatsby files, so this configuration; cache-version.ts) and the minimizer's options.
 * TACHYON_KEPT_MINIFIED=off minifies everything every build, for paired builds.
 */
function translateMinimizer(minimizer: AnyPlugin, rspack: Rspack, cacheVersion: string): unknown {
  const keep = process.env.TACHYON_KEPT_MINIFIED !== "off"
  switch (minimizer.constructor.name) {
    case "TerserPlugin": {
      const swc = new rspack.SwcJsMinimizerRspackPlugin(SWC_MINIMIZER_OPTIONS)
      if (!keep) return swc
      return new KeptMinimizer(swc as never, {
        kind: "js",
        // The SWC minimizer's own test when none is given (its JAVASCRIPT_ASSET_REGEXP).
        matches: (name) => /\.[cm]?js(\?.*)?$/i.test(name),
        key: `${cacheVersion} ${JSON.stringify(SWC_MINIMIZER_OPTIONS)}`,
      })
    }
    case "CssMinimizerPlugin": {
      if (!keep) return minimizer
      const { test, include, exclude, minify, minimizerOptions } = (minimizer as unknown as CssMinimizer).options
      return new KeptMinimizer(minimizer as never, {
        kind: "css",
        matches: (name, compiler) =>
          compiler.webpack.ModuleFilenameHelpers.matchObject({ test, include, exclude } as never, name),
        key: `${cacheVersion} ${JSON.stringify({ minify: (minify as { name?: string } | undefined)?.name, minimizerOptions })}`,
      })
    }
    default:
      throw new Error(`${RSPACK_SWITCH}: no Rspack counterpart for the minimizer ${minimizer.constructor.name}`)
  }
}

/** What of Gatsby's CSS minimizer (css-minimizer-webpack-plugin 2) the key reads. */
interface CssMinimizer {
  options: { test?: unknown; include?: unknown; exclude?: unknown; minify?: unknown; minimizerOptions?: unknown }
}

interface ChunkGroupLike {
  name?: string | null
  getChildrenByOrders?: unknown
}
interface StatsGroup {
  children?: Record<string, { assets?: { name: string }[] }[]>
}

/**
 * What two of Gatsby's plugins ask of webpack that Rspack 1.x answers differently, given back to
 * them. The stats extractor asks each chunk group for `getChildrenByOrders` (the chunks to
 * prefetch and preload), which Rspack's chunk groups lack: the same answer is read from Rspack's
 * stats (`chunkGroupChildren`). The static-query mapper keeps only modules that are `instanceof`
 * webpack's NormalModule: without Rspack's modules it would map no static query to any page, and
 * every page's data would list none (silently).
 */
class GatsbyOnRspack {
  constructor(
    private readonly rspack: Rspack,
    private readonly webpackNormalModule: { [Symbol.hasInstance]: (value: unknown) => boolean },
  ) {}

  apply(compiler: { hooks: { done: { tap: (name: string, fn: (stats: unknown) => void) => void } } }): void {
    const rspackNormalModule = this.rspack.NormalModule as unknown as abstract new () => unknown
    const webpackIsInstance = Function.prototype[Symbol.hasInstance].bind(this.webpackNormalModule)
    Object.defineProperty(this.webpackNormalModule, Symbol.hasInstance, {
      configurable: true,
      value: (value: unknown) => webpackIsInstance(value) || value instanceof rspackNormalModule,
    })
    compiler.hooks.done.tap("GatsbyOnRspack", (stats) => {
      const { compilation } = stats as { compilation: { chunkGroups: ChunkGroupLike[] } }
      const json = (stats as { toJson: (o: object) => { namedChunkGroups?: Record<string, StatsGroup> } }).toJson({
        all: false,
        chunkGroups: true,
        chunkGroupChildren: true,
      })
      const byName = new Map<string, Record<string, { chunks: { files: string[] }[] }[]>>()
      for (const [name, group] of Object.entries(json.namedChunkGroups ?? {}))
        byName.set(
          name,
          Object.fromEntries(
            Object.entries(group.children ?? {})
              .filter(([, list]) => list.length > 0)
              .map(([order, list]) => [
                order,
                list.map((child) => ({ chunks: [{ files: (child.assets ?? []).map((a) => a.name) }] })),
              ]),
          ),
        )
      // Rspack hands out a new wrapper per access: the method goes on their prototype, keyed by name.
      const prototypes = new Set(compilation.chunkGroups.map((group) => Object.getPrototypeOf(group) as object))
      for (const prototype of prototypes)
        Object.defineProperty(prototype, "getChildrenByOrders", {
          configurable: true,
          value: function (this: ChunkGroupLike) {
            return (this.name && byName.get(this.name)) || {}
          },
        })
    })
  }
}

/**
 * Rspack takes no enhanced-resolve plugins (`resolve.plugins`). Gatsby's two: CacheFolderResolver
 * (when enabled) resolves the packages its runtime in .cache imports from the gatsby package, which
 * gatsby's node_modules as the last of `resolve.modules` does (a rule-level `resolve` with an
 * `issuer` of .cache did not, under Rspack 1.7); CoreJSResolver sends core-js requests
 * to Gatsby's core-js, which an alias does (core-js 2 paths, which it also rewrites, would fail).
 */
function translateResolve(resolve: Record<string, unknown>): Record<string, unknown> {
  const plugins = (resolve.plugins as AnyPlugin[] | undefined) ?? []
  const out: Record<string, unknown> = { ...resolve, alias: { ...(resolve.alias as object) } }
  delete out.plugins
  for (const plugin of plugins)
    switch (plugin.constructor.name) {
      case "CacheFolderResolver":
        // Gatsby enables it when the site's node_modules lack them: looking there last finds the same.
        if (plugin.isEnabled)
          out.modules = [
            ...((resolve.modules as string[] | undefined) ?? ["node_modules"]),
            path.join(path.dirname(gatsbyRequire.resolve("./package.json")), "node_modules"),
          ]
        break
      case "CoreJSResolver":
        ;(out.alias as Record<string, string>)["core-js"] = plugin._coreJSNodeModulesPath
          ? path.join(plugin._coreJSNodeModulesPath as string, "core-js")
          : path.dirname(gatsbyRequire.resolve("core-js/package.json"))
        break
      // Theme shadowing: a file under src/<plugin name>/ replaces the plugin's own; the site has none.
      case "GatsbyThemeComponentShadowingResolverPlugin": {
        const shadowing = (plugin.themes as { themeName: string }[])
          .map(({ themeName }) => path.join(plugin.projectRoot as string, "src", themeName))
          .filter((dir) => existsSync(dir))
        if (shadowing.length)
          throw new Error(`${RSPACK_SWITCH}: Rspack cannot shadow theme components (${shadowing.join(", ")})`)
        break
      }
      default:
        throw new Error(
          `${RSPACK_SWITCH}: Rspack takes no resolver plugins, and ${plugin.constructor.name} has no counterpart here`,
        )
    }
  return out
}

/** Gatsby's webpack configuration, as Rspack takes it. */
export function toRspackConfig(config: Config, rspack: Rspack): Config {
  const cssLoader = rspack.CssExtractRspackPlugin.loader
  const out: Config = { ...config }
  const webpackNormalModule = gatsbyRequire("webpack").NormalModule
  out.plugins = [new GatsbyOnRspack(rspack, webpackNormalModule), ...(config.plugins ?? [])]
    .filter(Boolean)
    .map((p) => translatePlugin(p as AnyPlugin, rspack))
    .filter((p) => p !== null)
  out.module = { ...config.module, rules: (config.module?.rules ?? []).map((r) => translateRule(r, cssLoader)) }
  if (config.optimization) {
    out.optimization = { ...config.optimization }
    if (config.optimization.minimizer) {
      const version = typeof config.cache === "object" ? (config.cache as { version?: string }).version : undefined
      if (!version)
        throw new Error(
          `${RSPACK_SWITCH}: Gatsby's configuration has no cache version (src/gatsby/webpack/cache-version.ts) to key the kept minified assets by`,
        )
      out.optimization.minimizer = config.optimization.minimizer.map((m) =>
        translateMinimizer(m as AnyPlugin, rspack, version),
      )
    }
  }
  out.resolve = translateResolve(config.resolve ?? {})
  // webpack hashes with md4 and keeps 20 hex digits; Rspack's xxhash64 has only 16, and the serving
  // rules know immutable files by 20 (src/lib/serving/rules.ts).
  out.output = { hashFunction: "md4", hashDigestLength: 20, ...(config.output as object) }
  Object.assign(out, persistentCache(config, rspack.rspackVersion))
  return out
}

/**
 * webpack's filesystem cache as Rspack 1.x's persistent cache: the same version (`cache-version.ts`,
 * or none under TACHYON_GATSBY_DEFAULTS) with Rspack's own added, the same build dependencies (none
 * after `cache-version.ts`: the version already hashes the lockfile and the compiled gatsby-*
 * files), and a folder of its own beside webpack's: the two formats differ, and a switch back to
 * webpack must not read Rspack's packs.
 */
export function persistentCache(config: Config, rspackVersion: string): Pick<Config, "cache" | "experiments"> {
  const cache = config.cache as
    { type?: string; name?: string; cacheLocation?: string; version?: string; buildDependencies?: object } | undefined
  if (!cache || cache.type !== "filesystem" || !cache.cacheLocation)
    throw new Error(
      `${RSPACK_SWITCH}: Gatsby's webpack cache is ${JSON.stringify(cache)}, not the filesystem cache ` +
        "this translates into Rspack's persistent cache",
    )
  return {
    cache: true,
    experiments: {
      ...(config.experiments as object),
      cache: {
        type: "persistent",
        version: `${cache.name ?? ""} rspack ${rspackVersion} ${cache.version ?? ""}`,
        buildDependencies: Object.values(cache.buildDependencies ?? {}).flat() as string[],
        storage: { type: "filesystem", directory: `${cache.cacheLocation}-rspack` },
      },
    },
  }
}

/** Replaces Gatsby's `build(config)` with one that hands the asked stages to Rspack. */
export function installRspack(stages: Stage, log: (message: string) => void): void {
  const installed = (siteRequire("gatsby/package.json") as { version: string }).version
  const bundlePath = gatsbyRequire.resolve(GATSBY_BUNDLE)
  const source = readFileSync(bundlePath, "utf8")
  if (installed !== CHECKED_VERSIONS.gatsby || !source.includes(GATSBY_BUNDLE_WEBPACK_CALL))
    throw new Error(
      `${RSPACK_SWITCH}: the patch was written for gatsby ${CHECKED_VERSIONS.gatsby}, whose ${bundlePath} ` +
        `makes its compiler with \`${GATSBY_BUNDLE_WEBPACK_CALL}\`; gatsby ${installed} is installed` +
        (source.includes(GATSBY_BUNDLE_WEBPACK_CALL) ? "" : " and the call is not there"),
    )
  const bundle = gatsbyRequire(GATSBY_BUNDLE) as { build: (config: Config) => Promise<unknown> }
  const webpackBuild = bundle.build
  const rspack = siteRequire("@rspack/core") as Rspack
  bundle.build = (config) => {
    const isRenderer = config.target === "node" || String(config.target).startsWith("node")
    if (isRenderer && stages !== "all") return webpackBuild(config)
    log(
      `${RSPACK_SWITCH}: compiling the ${isRenderer ? "HTML renderer" : "browser bundle"} with Rspack ${rspack.rspackVersion}`,
    )
    const compiler = rspack.rspack(toRspackConfig(config, rspack) as RspackCore.RspackOptions)
    return new Promise((resolve, reject) => {
      compiler.run((err, stats) => {
        if (err || !stats) return compiler.close(() => reject(err))
        if (stats.hasErrors()) return compiler.close(() => reject(stats.compilation.errors))
        resolve({
          stats,
          close: () => new Promise<void>((done, fail) => compiler.close((e) => (e ? fail(e) : done()))),
        })
      })
    })
  }
}
