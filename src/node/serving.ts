import { createHash } from "node:crypto"
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { filesUnder } from "./files-under"
import { GATSBY_INLINE_SCRIPTS } from "../gatsby/internals"
import { REDIRECTS } from "../lib/docs/redirects"
import { classifyInlineScripts, scriptHashSources, type KnownInlineScript } from "../lib/serving/csp"
import { scanPageScripts } from "../lib/serving/inline-scripts"
import { htmlScans } from "./html-scans"
import { nginxBrotliConf, nginxServerConf } from "../lib/serving/nginx"
import { cacheClassOf, sharedScriptHashes, type ServedPage } from "../lib/serving/rules"
import { headersFile, redirectsFile } from "../lib/serving/static-hosts"
import { SITE_INLINE_SCRIPTS } from "../site-inline-scripts"
import { PAGE_PATH_SCRIPT } from "../gatsby/page-path-script"

/**
 * After the build (onPostBuild, once the pages are final): every HTML page's inline scripts are
 * checked against those the site and Gatsby are known to write and hashed for its
 * Content-Security-Policy, and the serving rules are written for each kind of host: public/_nginx/
 * (nginx), public/_headers and public/_redirects (Netlify, Cloudflare Pages). A page with an inline
 * script of any other kind, an event-handler attribute or a javascript: URL fails the build.
 */

const KNOWN_INLINE_SCRIPTS: readonly KnownInlineScript[] = [
  ...Object.entries(SITE_INLINE_SCRIPTS).map(([where, text]) => ({
    name: `the site's ${where} script (src/site-inline-scripts.ts)`,
    matches: (script: { text: string }) => script.text === text,
  })),
  {
    name: "the site's page-path script (src/gatsby/page-path-script.ts)",
    matches: (script: { text: string }) => script.text === PAGE_PATH_SCRIPT,
  },
  ...GATSBY_INLINE_SCRIPTS.map(({ name, id, text }) => ({
    name,
    matches: (script: { id: string | null; text: string }) => script.id === id && text.test(script.text),
  })),
]

const sha256Base64 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64")

/** Every file under `dir`, as site paths (`/docs/index.html`). */
function siteFiles(dir: string): string[] {
  return filesUnder(dir).map((file) => "/" + path.relative(dir, file).split(path.sep).join("/"))
}

export interface ServingRules {
  pages: ServedPage[]
  /** The hash sources of the one policy's inline scripts. */
  scriptHashes: string[]
  /** `file:line: what` for each inline script or handler the policy cannot cover. */
  failures: string[]
  /** Bytes written per file (from the site root). */
  bytes: Record<string, number>
}

/** `src="/app-….js"`, `href="/styles.….css"`: the site's own code a page loads. */
const LOADED_CODE = /\s(?:src|href)="(\/[^"?#]+\.(?:js|css))"/g

export function writeServingRules(publicDir: string): ServingRules {
  const files = siteFiles(publicDir)
  const failures: string[] = []
  const pages: ServedPage[] = []
  const loadedCode = new Map<string, string>()
  const scans = htmlScans("inline-scripts", (html) => ({
    ...scanPageScripts(html),
    loaded: [...html.matchAll(LOADED_CODE)].map(([, code]) => code),
  }))
  // Gatsby's slices are fragments stitched into the pages, not pages.
  for (const file of files.filter((f) => f.endsWith(".html") && !f.startsWith("/_gatsby/"))) {
    const where = `public${file}`
    const { scripts, forbidden, loaded } = scans.of(readFileSync(path.join(publicDir, file), "utf8"))
    const { known, unknown } = classifyInlineScripts(scripts, KNOWN_INLINE_SCRIPTS)
    for (const script of unknown)
      failures.push(
        `${where}:${script.line}: an inline script the Content-Security-Policy does not cover (not one the site or Gatsby is known to write: src/site-inline-scripts.ts, GATSBY_INLINE_SCRIPTS in src/gatsby/internals.ts): ${JSON.stringify(script.text.slice(0, 100))}`,
      )
    for (const { what, line } of forbidden)
      failures.push(`${where}:${line}: ${what}: no Content-Security-Policy hash can allow it; use a script file`)
    pages.push({
      file,
      scriptHashes: scriptHashSources(
        known.map(({ script }) => script.text),
        sha256Base64,
      ),
    })
    for (const code of loaded) if (!loadedCode.has(code)) loadedCode.set(code, where)
  }
  scans.save()
  const { hashes, differing } = sharedScriptHashes(pages)
  for (const page of differing.slice(0, 5))
    failures.push(
      `public${page.file}: inline scripts unlike the other pages' (${page.scriptHashes.length} scripts; hashes ${page.scriptHashes.filter((h) => !hashes.includes(h)).join(" ") || "fewer"}): every page must share one policy (src/lib/serving/rules.ts, sharedScriptHashes)`,
    )
  // Code a page loads must be named by its content hash: it is cached for a year.
  for (const [code, where] of loadedCode)
    if (cacheClassOf(code) !== "immutable")
      failures.push(
        `${where}: loads ${code}, whose name carries no content hash (src/lib/serving/rules.ts, IMMUTABLE_PATHS)`,
      )
  const output: Record<string, string> = {
    "/_nginx/server.conf": nginxServerConf(hashes, REDIRECTS),
    "/_nginx/brotli.conf": nginxBrotliConf(),
    "/_headers": headersFile(hashes),
    "/_redirects": redirectsFile(REDIRECTS),
  }
  mkdirSync(path.join(publicDir, "_nginx"), { recursive: true })
  const bytes: Record<string, number> = {}
  for (const [file, text] of Object.entries(output)) {
    writeFileSync(path.join(publicDir, file), text)
    bytes[file] = Buffer.byteLength(text)
  }
  return { pages, scriptHashes: hashes, failures, bytes }
}
