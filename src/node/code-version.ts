import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import path from "node:path"
import { COMPILED_GATSBY_NODE } from "../gatsby/internals"

/**
 * A hash of the code Gatsby runs the node APIs from: the one bundle it compiles gatsby-node.ts
 * and everything it imports into (COMPILED_GATSBY_NODE). Results kept in Gatsby's cache across
 * builds (MDX analyses, sample checks, the reference data's parsed prose) carry it in their key,
 * so a change to any parser or check is never answered from a result the old code made. (Not
 * `__filename`: the compile step gives each module its *source* file's path, as Parcel did, which
 * would hash one module and miss the code it calls.)
 *
 * A build without the bundle fails: a constant in its place would let every cached result outlive
 * the code that made it (stale pages after an upgrade). Only Jest, which runs the sources, has
 * no bundle by design.
 */
export function codeVersion(bundle = path.resolve(COMPILED_GATSBY_NODE), env: NodeJS.ProcessEnv = process.env): string {
  let bytes: Buffer
  try {
    bytes = readFileSync(bundle)
  } catch (error) {
    if (env.JEST_WORKER_ID !== undefined) return "unit-tests"
    throw new Error(
      `${bundle} is missing (${(error as Error).message}): cached results cannot be tied to the code that made them. ` +
        "Gatsby compiles gatsby-node.ts there (src/gatsby/internals.ts, COMPILED_GATSBY_NODE); re-check it after a Gatsby upgrade.",
    )
  }
  return createHash("sha1").update(bytes).digest("hex")
}

let current: string | undefined
/** The code version of this process (read once: the bundle does not change while Gatsby runs). */
export const currentCodeVersion = (): string => (current ??= codeVersion())
