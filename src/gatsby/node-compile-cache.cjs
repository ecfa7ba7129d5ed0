// Node's compile cache (node:module enableCompileCache, Node 22.1 and later) for the build's
// processes: V8's compiled code of every CommonJS module, kept on disk by content. Gatsby's
// processes spend about a second each loading its modules (a worker that renders the HTML:
// 1.2 s of requires); with the cache, paired warm builds took 11.4-11.9 s instead of 12.4-12.5 s.
// The patched compile step (compile-gatsby-files.cjs) is the first code of the site a `gatsby`
// command runs, so it turns the cache on there: for the modules Gatsby loads from then on, and,
// through NODE_COMPILE_CACHE, for every process it starts (its workers, the site's child
// processes). The folder lives in node_modules/.cache/, which `gatsby clean` keeps.
// TACHYON_NODE_COMPILE_CACHE=off leaves it off, for paired builds.
"use strict"

const path = require("node:path")
const nodeModule = require("node:module")

/**
 * The cache's folder, under the site's node_modules/.cache/: the folder src/node/lasting-cache.ts
 * names, spelled here because this file runs before any TypeScript is compiled.
 */
const cacheDir = (siteRoot) => path.join(siteRoot, "node_modules", ".cache", "tachyon-docs", "node-compile-cache")

/**
 * Turns Node's compile cache on for this process and its children, unless switched off or already
 * set by whoever started the build. Returns the folder, or null when off.
 */
function enableNodeCompileCache(siteRoot, env = process.env) {
  if (env.TACHYON_NODE_COMPILE_CACHE === "off") return null
  const dir = env.NODE_COMPILE_CACHE || cacheDir(siteRoot)
  if (typeof nodeModule.enableCompileCache !== "function")
    throw new Error(
      `Node ${process.version} has no module.enableCompileCache: the site needs Node 22.1 or later (.nvmrc)`,
    )
  nodeModule.enableCompileCache(dir)
  env.NODE_COMPILE_CACHE = dir
  return dir
}

module.exports = { enableNodeCompileCache, cacheDir }
