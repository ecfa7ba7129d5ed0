import path from "node:path"

/**
 * A folder for what the build makes with outside tools and keeps across `gatsby clean` (which
 * empties `.cache` and `public`): the Javadoc, the FIX engine's dictionaries, the Java API's
 * compiled classes. Under `node_modules/.cache`, where tools keep such things and where a fresh
 * clone starts empty. (src/gatsby/node-compile-cache.cjs, which runs before any TypeScript is
 * compiled, spells the same folder itself.)
 */
export const lastingCacheDir = (name: string): string =>
  path.resolve(process.cwd(), "node_modules/.cache/tachyon-docs", name)
