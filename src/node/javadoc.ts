import { spawn } from "node:child_process"
import { createHash } from "node:crypto"
import { cpSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"
import { TABS_SCRIPT, TABS_SCRIPT_FILE, withoutInlineScript } from "../lib/javadoc/csp"
import { filesUnder } from "./files-under"
import { JAVA_API_DIR } from "./java-api"
import { timeFeature } from "./build-profile"
import { besideTheBuildCommand, notFoundUnderNice } from "./beside-the-build"
import { lastingCacheDir } from "./lasting-cache"

/**
 * The Java API's Javadoc, published at /javadoc/ (content/README.md, "The Java API source"): made
 * by the JDK's javadoc from the API source, kept in node_modules/.cache/tachyon-docs/javadoc/<hash
 * of the source and of this module's options>, and copied into public/ after the pages are built.
 * javadoc runs from the start of the build, beside Gatsby's own work, and is awaited at its end.
 */
export const JAVADOC_ROUTE = "/javadoc/"
const SOURCE_ROOT = path.join(JAVA_API_DIR, "src/main/java")
const CACHE = lastingCacheDir("javadoc")

// No index and no search (their pages load their data with inline scripts); no timestamps, so a
// rebuild writes the same bytes.
const OPTIONS = [
  "-quiet",
  "-notimestamp",
  "-noindex",
  "-nohelp",
  "-Xdoclint:none",
  "-encoding",
  "UTF-8",
  "-docencoding",
  "UTF-8",
  "-charset",
  "UTF-8",
  "--no-platform-links",
  "-windowtitle",
  "Tachyon Java API",
  "-doctitle",
  "Tachyon Java API",
  "-subpackages",
  "io.tachyon",
]

function sourceHash(): string {
  const hash = createHash("sha1").update(OPTIONS.join(" ")).update(TABS_SCRIPT).update(withoutInlineScript.toString())
  for (const file of filesUnder(SOURCE_ROOT))
    hash.update(path.relative(SOURCE_ROOT, file)).update("\0").update(readFileSync(file)).update("\0")
  return hash.digest("hex")
}

export interface JavadocOutcome {
  /** Where the Javadoc is kept, or null when there is no JDK. */
  dir: string | null
  cached: boolean
  ms: number
}

function runJavadoc(out: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    // Made while webpack compiles, and awaited only at the build's end: it can yield the CPU.
    const [command, args] = besideTheBuildCommand("javadoc", ["-d", out, "-sourcepath", SOURCE_ROOT, ...OPTIONS])
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] })
    let output = ""
    child.stdout.setEncoding("utf8").on("data", (d: string) => (output += d))
    child.stderr.setEncoding("utf8").on("data", (d: string) => (output += d))
    child.on("error", (error: NodeJS.ErrnoException) => (error.code === "ENOENT" ? resolve(false) : reject(error)))
    child.on("close", (code) =>
      code === 0
        ? resolve(true)
        : notFoundUnderNice(code, output)
          ? resolve(false)
          : reject(new Error(`javadoc failed (${code}):\n${output}`)),
    )
  })
}

/** The Javadoc of the current API source: from the cache, or made now. */
async function makeJavadoc(): Promise<JavadocOutcome> {
  const started = performance.now()
  const dir = path.join(CACHE, sourceHash())
  const done = path.join(dir, ".complete")
  if (existsSync(done)) return { dir, cached: true, ms: performance.now() - started }
  rmSync(dir, { recursive: true, force: true })
  if (!(await runJavadoc(dir))) return { dir: null, cached: false, ms: performance.now() - started }
  for (const file of filesUnder(dir).filter((f) => f.endsWith(".html")))
    writeFileSync(file, withoutInlineScript(readFileSync(file, "utf8"), path.relative(dir, file)))
  writeFileSync(path.join(dir, TABS_SCRIPT_FILE), TABS_SCRIPT)
  writeFileSync(done, "")
  return { dir, cached: false, ms: performance.now() - started }
}

let pending: Promise<JavadocOutcome> | null = null

/** Starts making the Javadoc (once per build); the answer is awaited by publishJavadoc. */
export function startJavadoc(): Promise<JavadocOutcome> {
  pending ??= timeFeature("javadoc: made beside the build", makeJavadoc, false)
  // Awaited later: a failure is reported there, not as an unhandled rejection now.
  pending.catch(() => undefined)
  return pending
}

/** Copies the Javadoc into public/javadoc/; its size in bytes, or null without a JDK. */
export async function publishJavadoc(publicDir: string): Promise<(JavadocOutcome & { bytes: number }) | null> {
  const outcome = await timeFeature("javadoc: awaited at onPostBuild", startJavadoc)
  if (!outcome.dir) return null
  const target = path.join(publicDir, JAVADOC_ROUTE)
  rmSync(target, { recursive: true, force: true })
  cpSync(outcome.dir, target, { recursive: true, filter: (source) => path.basename(source) !== ".complete" })
  const bytes = filesUnder(target).reduce((sum, file) => sum + statSync(file).size, 0)
  return { ...outcome, bytes }
}
