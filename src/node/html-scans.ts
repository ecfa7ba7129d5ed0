import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import path from "node:path"
import { deserialize, serialize } from "node:v8"
import { currentCodeVersion } from "./code-version"
import { replaceKeptFile } from "./kept-in-file"

/** Where the scans are kept: in Gatsby's cache folder, so `gatsby clean` (a cold build) starts without them. */
const SCANS_DIR = ".cache/tachyon-html-scans"

export interface HtmlScans<T> {
  /** What `scan` makes of this HTML: kept from an earlier build for the same bytes, or made now. */
  of(html: string): T
  /** Keeps this build's results (only these) for the next build. */
  save(): void
  /** How many pages were scanned now, and how many answered from the kept results. */
  readonly counts: { scanned: number; kept: number }
}

/**
 * What one pass over the built pages makes of each page's HTML (its search text, its links and
 * anchors, its inline scripts), kept across builds by the digest of the page's bytes. (The search
 * index keeps the reference data's markdown lines as text the same way: any pure pass from a text.) A warm build
 * after one edit writes one page's HTML again, and the three passes parsed all of them anew: about
 * 0.8 s of htmlparser2, and its garbage, at 1x. Keyed by the bytes and, in the file's name, by the
 * code version, so a result is never answered for other HTML or by other code. Each pass has a
 * file of its own (they run in different processes at once).
 * Not kept under Jest unless a test asks (its code version is a constant), nor with
 * TACHYON_HTML_SCANS=off (for paired builds).
 *
 * `keyOf`: what of the HTML the result depends on, where that is less than all of it (see
 * `scriptsAsTags`, src/lib/html.ts).
 */
export function htmlScans<T>(
  name: string,
  scan: (html: string) => T,
  {
    dir = path.resolve(SCANS_DIR),
    keep = process.env.JEST_WORKER_ID === undefined && process.env.TACHYON_HTML_SCANS !== "off",
    keyOf = (html: string) => html,
  }: { dir?: string; keep?: boolean; keyOf?: (html: string) => string } = {},
): HtmlScans<T> {
  const file = path.join(dir, `${name}-${currentCodeVersion().slice(0, 16)}.v8`)
  let kept = new Map<string, T>()
  if (keep)
    try {
      kept = deserialize(readFileSync(file)) as Map<string, T>
    } catch {
      // None kept yet for this code: every page is scanned.
    }
  const used = new Map<string, T>()
  const counts = { scanned: 0, kept: 0 }
  return {
    counts,
    of(html) {
      const digest = createHash("sha1").update(keyOf(html)).digest("base64")
      if (used.has(digest)) return used.get(digest) as T
      let result: T
      if (kept.has(digest)) {
        result = kept.get(digest) as T
        counts.kept++
      } else {
        result = scan(html)
        counts.scanned++
      }
      used.set(digest, result)
      return result
    },
    save() {
      if (keep) replaceKeptFile(file, name, serialize(used))
    },
  }
}
