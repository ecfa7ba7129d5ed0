import path from "node:path"
import { sinceProblems, standardProblems } from "../lib/reference/fix-standard"
import { fixTagKey } from "../lib/reference/fix-tags"
import { displayPath } from "./content-paths"
import { engineVersion, fixEngineDictionary, standardFixDictionary } from "./fix-engine"
import { keptInFile } from "./kept-in-file"
import { lastingCacheDir } from "./lasting-cache"
import { REFERENCE_DIR, type ReferenceData } from "./reference-data"

/**
 * The FIX dictionary's tags and values against each version's standard dictionary (the FIX
 * engine's), and each value's "since FIX x" against the standards in the order FIX published
 * them, as `file:line reason` lines of the fact check, each at its value's line, else its tag's.
 * Kept across builds by the reference data's hash and the engine's version: a build that changed
 * neither loads no engine dictionary for it.
 */
const CACHE_DIR = lastingCacheDir("fix-standard")

export function fixStandardProblems(data: ReferenceData): string[] {
  const file = displayPath(path.join(REFERENCE_DIR, "fix-tags.yaml"))
  const lines = data.fixTagLines
  return keptInFile(CACHE_DIR, "fix-standard", `${data.hash}-${engineVersion()}`, () =>
    [...standardProblems(data.fixTags, fixEngineDictionary), ...sinceProblems(data.fixTags, standardFixDictionary)].map(
      (p) => {
        const line = (p.value !== undefined && lines[fixTagKey(p.tag, p.value)]) || lines[fixTagKey(p.tag)] || 1
        return `  ${file}:${line} ${p.message}`
      },
    ),
  )
}
