// Gatsby compiles the site's gatsby-config.ts and gatsby-node.ts (and everything they import) into
// .cache/compiled/ before every build and `develop`, with Parcel in a child process: 2.3-3.0 s of
// every cold build on this 2-core machine, 1.4 s of it Parcel starting even with nothing to
// compile. esbuild bundles the same files, the same way (CommonJS, node_modules left to Node), in
// about 0.05 s. Gatsby's compile-gatsby-files.js is patched to call this module instead
// (src/gatsby/patches/, applied by `npm install`; src/gatsby/internals.ts names it and the fence
// stops the build when the patch is not there).
//
// Plain CommonJS because it runs before anything of the site is compiled.
const { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } = require("node:fs")
const path = require("node:path")

/** Where Gatsby loads the compiled files from (its COMPILED_CACHE_DIR). */
const COMPILED_DIR = ".cache/compiled"
/** The files Gatsby compiles: its `gatsby-+(node|config).ts`, at the site root. */
const GATSBY_FILE = /^gatsby-(node|config)\.ts$/

/**
 * Parcel gave each module its own source file's `__dirname` and `__filename` (gatsby-config.ts
 * names `${__dirname}/src/pages`); in one bundle Node would give every module the bundle's. A
 * module that names either gets its own, declared at its top (esbuild keeps each module's
 * top-level names apart).
 */
const sourcePaths = {
  name: "source-dirname",
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined
      const contents = readFileSync(args.path, "utf8")
      if (!/\b__(dirname|filename)\b/.test(contents)) return undefined
      const prologue =
        `const __dirname = ${JSON.stringify(path.dirname(args.path))}, ` +
        `__filename = ${JSON.stringify(args.path)};\n`
      return { contents: prologue + contents, loader: path.extname(args.path).slice(1).replace(/^[cm]/, "") }
    })
  },
}

/** `file:line:column message`, one per esbuild error, from the site root. */
function describeErrors(siteRoot, errors) {
  return errors.map((e) =>
    e.location
      ? `${path.relative(siteRoot, path.resolve(siteRoot, e.location.file))}:${e.location.line}:${e.location.column + 1} ${e.text}\n    ${e.location.lineText}`
      : e.text,
  )
}

/**
 * Bundles TypeScript entry points for Node into `outdir` (one `.js` each), as Gatsby's Parcel step
 * did: CommonJS, node_modules left to Node's require, each module its own `__dirname`. Errors are
 * thrown as one message naming file:line:column.
 * @param {{ siteRoot: string, entryPoints: string[], outdir: string, development?: boolean }} options
 * @returns {Promise<void>}
 */
async function bundleForNode({ siteRoot, entryPoints, outdir, development = false }) {
  const { build } = require("esbuild")
  const result = await build({
    absWorkingDir: siteRoot,
    entryPoints,
    outdir,
    bundle: true,
    platform: "node",
    format: "cjs",
    // Parcel's target for Gatsby 5 (engines.node >= 18.0.0).
    target: "node18",
    packages: "external",
    sourcemap: development ? "linked" : false,
    logLevel: "silent",
    plugins: [sourcePaths],
  }).catch((error) => {
    if (!error.errors) throw error
    throw new Error(
      `Could not compile ${entryPoints.join(", ")}:\n${describeErrors(siteRoot, error.errors).join("\n")}`,
    )
  })
  if (result.errors.length) throw new Error(describeErrors(siteRoot, result.errors).join("\n"))
}

/**
 * Compiles the site's gatsby-* TypeScript files into .cache/compiled/, as Gatsby's Parcel step
 * does. A site with local plugins' TypeScript gatsby files is refused: this compiles the root's only.
 * @returns {Promise<string[]>} the compiled files
 */
async function compileGatsbyFilesWithEsbuild(siteRoot, { development = process.env.NODE_ENV === "development" } = {}) {
  const pluginsDir = path.join(siteRoot, "plugins")
  if (existsSync(pluginsDir))
    throw new Error(
      `${pluginsDir}: local plugins are not compiled by src/gatsby/compile-gatsby-files.cjs (the site's own compile step); add them there first`,
    )
  const outdir = path.join(siteRoot, COMPILED_DIR)
  rmSync(outdir, { recursive: true, force: true })
  mkdirSync(outdir, { recursive: true })
  const entries = readdirSync(siteRoot).filter((name) => GATSBY_FILE.test(name))
  await bundleForNode({ siteRoot, entryPoints: entries.map((name) => path.join(siteRoot, name)), outdir, development })
  return entries.map((name) => path.join(outdir, name.replace(/\.ts$/, ".js")))
}

/** What the patched Gatsby calls, with its reporter: the compile, or a panic naming what failed. */
async function compileGatsbyFiles(siteRoot, reporter) {
  try {
    require("./node-compile-cache.cjs").enableNodeCompileCache(siteRoot)
    await compileGatsbyFilesWithEsbuild(siteRoot)
  } catch (error) {
    reporter.panic(error instanceof Error ? error.message : String(error))
  }
}

module.exports = { bundleForNode, compileGatsbyFiles, compileGatsbyFilesWithEsbuild, COMPILED_DIR }
