import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import path from "node:path"
import { standardProblemLine, standardProblems } from "../lib/reference/fix-standard"
import type { FixTag } from "../lib/reference/fix-tags"
import { displayPath } from "./content-paths"
import { engineVersion, fixEngineDictionary } from "./fix-engine"
import { keptInFile } from "./kept-in-file"
import { lastingCacheDir } from "./lasting-cache"
import { REFERENCE_DIR } from "./reference-data"

/**
 * The FIX dictionary's tags and values against each version's standard dictionary (the FIX
 * engine's), as `file:line reason` lines of the fact check. Kept across builds by the file's
 * text and the engine's version: a build that changed neither loads no engine dictionary for it.
 */
const CACHE_DIR = lastingCacheDir("fix-standard")

export function fixStandardProblems(tags: readonly FixTag[]): string[] {
  const file = path.join(REFERENCE_DIR, "fix-tags.yaml")
  const text = readFileSync(file, "utf8")
  const key = createHash("sha1").update(text).update(engineVersion()).digest("hex")
  return keptInFile(CACHE_DIR, "fix-standard", key, () =>
    standardProblems(tags, fixEngineDictionary).map(
      (p) => `  ${displayPath(file)}:${standardProblemLine(text, p)} ${p.message}`,
    ),
  )
}
