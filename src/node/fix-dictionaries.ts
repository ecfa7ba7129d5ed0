import { createHash } from "node:crypto"
import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { GatsbyCache } from "gatsby"
import { fixDictionary } from "../lib/reference/fix-tags"
import { quickFixXml, QUICKFIX_FILES } from "../lib/reference/quickfix-xml"
import { currentCodeVersion } from "./code-version"
import { engineVersion, fixEngineDictionary } from "./fix-engine"
import { loadReferenceData } from "./reference-data"

/**
 * Tachyon's FIX dictionaries as QuickFIX XML (src/lib/reference/quickfix-xml.ts), written into
 * public/ after the build, before the link check. Making them needs the FIX engine's definitions
 * of three versions (seconds to parse), so the files are kept in Gatsby's cache, keyed by the
 * reference data, the engine's version and the code: a warm build only writes them out.
 */
const CACHE_KEY = "fix-dictionaries-v1"

export interface WrittenDictionaries {
  files: { route: string; bytes: number }[]
  fromCache: boolean
  ms: number
}

export async function writeFixDictionaries(publicDir: string, cache: GatsbyCache): Promise<WrittenDictionaries> {
  const started = performance.now()
  const data = loadReferenceData()
  const key = createHash("sha1").update(data.hash).update(engineVersion()).update(currentCodeVersion()).digest("hex")
  const stored = (await cache.get(CACHE_KEY)) as { key: string; files: Record<string, string> } | undefined
  const fromCache = stored?.key === key
  let files = stored?.files ?? {}
  if (!fromCache) {
    const declared = fixDictionary(data.fixTags, data.rejectCodes)
    files = Object.fromEntries(
      QUICKFIX_FILES.map((file) => [
        file.route,
        quickFixXml(file, data.fixTags, declared, fixEngineDictionary(file.version)!),
      ]),
    )
    await cache.set(CACHE_KEY, { key, files })
  }
  const written = Object.entries(files).map(([route, xml]) => {
    const file = path.join(publicDir, route)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, xml)
    return { route, bytes: Buffer.byteLength(xml) }
  })
  return { files: written, fromCache, ms: performance.now() - started }
}
