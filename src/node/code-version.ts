import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import path from "node:path"

/** Where Gatsby compiles gatsby-node.ts and what it imports (Parcel's output), from the site root. */
export const COMPILED_GATSBY_NODE = ".cache/compiled/gatsby-node.js"

/**
 * A hash of the code Gatsby runs the node APIs from: the one bundle it compiles gatsby-node.ts
 * and everything it imports into (COMPILED_GATSBY_NODE). Results kept in Gatsby's cache across
 * builds (MDX analyses, sample checks, the reference data's parsed prose) carry it in their key,
 * so a change to any parser or check is never answered from a result the old code made. (Not `__filename`: Parcel rewrites it to the *source* file's path,
 * which hashed one module and missed the code it calls.)
 */
export function codeVersion(bundle = path.resolve(COMPILED_GATSBY_NODE)): string {
  try {
    return createHash("sha1").update(readFileSync(bundle)).digest("hex")
  } catch {
    return "no-compiled-bundle" // unit tests, which run the sources
  }
}

export const CODE_VERSION = codeVersion()
