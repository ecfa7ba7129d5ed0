import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import path from "node:path"
import { COMPILED_GATSBY_CONFIG, COMPILED_GATSBY_NODE } from "../internals"

/**
 * What webpack's persistent cache depends on besides the modules it compiles: every package
 * version (the lockfile), the browserslist (package.json), and the site's Gatsby files as
 * Gatsby runs them (compiled into .cache/compiled, so this very webpack config is included).
 */
export const CACHE_INPUTS = ["package-lock.json", "package.json", COMPILED_GATSBY_CONFIG, COMPILED_GATSBY_NODE]

/**
 * One hash of those inputs, for `cache.version`. Gatsby instead lists its webpack config and
 * every plugin's gatsby-node as `cache.buildDependencies`, and webpack then resolves and hashes
 * everything they require, Gatsby's own dependency tree included: seconds of file system calls
 * in every cold build (tests/bench/README.md, "Build performance"). The lockfile says the same thing at once.
 * A missing input fails the build, naming it: the cache would otherwise outlive what it depends on.
 * `settings`: what else the compilation depends on that no file holds (the devtool option).
 */
export function cacheVersion(
  root: string,
  settings = "",
  read: (file: string) => Buffer | string = readFileSync,
): string {
  const hash = createHash("sha1").update(settings).update("\0")
  for (const input of CACHE_INPUTS) {
    hash.update(input).update("\0")
    let bytes: Buffer | string
    try {
      bytes = read(path.join(root, input))
    } catch (error) {
      throw new Error(
        `webpack's cache depends on ${input}, which cannot be read (${(error as Error).message.split("\n")[0]}): ` +
          "a cache keyed without it could serve stale modules (src/gatsby/internals.ts names Gatsby's compiled files).",
      )
    }
    hash.update(bytes)
    hash.update("\0")
  }
  return hash.digest("hex")
}

/** webpack's `cache` option, as far as this module reads it. */
export type WebpackCache = boolean | { type: string; version?: string; [option: string]: unknown }

/**
 * Gatsby's filesystem cache settings with `cacheVersion` in place of the traced dependencies.
 * Gatsby 5.16 gives every stage a filesystem cache; anything else is a change to re-read.
 */
export function versionedCache(
  cache: WebpackCache | undefined,
  root: string,
  settings = "",
  read?: (file: string) => Buffer | string,
): WebpackCache {
  if (typeof cache !== "object" || cache.type !== "filesystem")
    throw new Error(
      `Gatsby's webpack cache is ${JSON.stringify(cache)}, not the filesystem cache src/gatsby/webpack/cache-version.ts ` +
        "replaces the build dependencies of (src/gatsby/internals.ts).",
    )
  return { ...cache, version: cacheVersion(root, settings, read), buildDependencies: {} }
}
