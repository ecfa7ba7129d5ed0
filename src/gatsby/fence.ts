import { existsSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import {
  CHECKED_VERSIONS,
  COMPILED_GATSBY_CONFIG,
  COMPILED_GATSBY_NODE,
  GATSBY_BABEL_LOADER,
  GATSBY_BROWSERSLIST,
  GATSBY_PATCHES,
  GATSBY_DEFAULTS_SWITCH,
  GATSBY_DEPENDENCIES,
  GATSBY_SOURCE_PROBES,
  PRIVATE_BEHAVIOURS,
} from "./internals"
import { installRspack, rspackStages } from "./webpack/rspack"

/**
 * The fence around Gatsby's private code (src/gatsby/internals.ts names every piece). At onPreInit,
 * before any hook runs: the installed versions must be the checked ones, and the private files and
 * globals must still be where they were read. Anything else stops the build with the list of what
 * to re-check, unless TACHYON_GATSBY_DEFAULTS=1 asks for Gatsby's plain webpack configuration.
 */

/** Resolves from the site root at run time (Gatsby bundles gatsby-node with Parcel). */
export const siteRequire = createRequire(path.join(process.cwd(), "package.json"))
/** Gatsby's own dependencies, as Gatsby resolves them (not whatever npm hoisted). */
export const gatsbyRequire = createRequire(siteRequire.resolve("gatsby/package.json"))

/** Whether this build asked for Gatsby's plain webpack configuration (no build-speed hooks). */
export const gatsbyDefaultsAsked = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env[GATSBY_DEFAULTS_SWITCH] === "1"

export interface FenceInputs {
  /** package name → installed version (undefined: not installed) */
  installed: Record<string, string | undefined>
  /** Reads a file of the gatsby package (`cache-dir/loader.js`); null when it is missing. */
  readGatsbyFile: (file: string) => string | null
  /** Whether a file exists, from the site root. */
  siteFileExists: (file: string) => boolean
  /** Whether a module resolves from the gatsby package (`./dist/utils/babel-loader`, `babel-loader`). */
  gatsbyResolves: (request: string) => boolean
}

/** What no longer holds, one line each; empty when the fence stands. */
export function fenceProblems(inputs: FenceInputs): string[] {
  const problems: string[] = []
  for (const [name, checked] of Object.entries(CHECKED_VERSIONS)) {
    const installed = inputs.installed[name]
    if (installed !== checked)
      problems.push(`${name} ${installed ?? "(not installed)"} is installed; checked: ${checked}`)
  }
  for (const request of [GATSBY_BROWSERSLIST, GATSBY_BABEL_LOADER])
    if (!inputs.gatsbyResolves(request)) problems.push(`gatsby/${request.replace(/^\.\//, "")} is missing`)
  for (const name of Object.values(GATSBY_DEPENDENCIES))
    if (!inputs.gatsbyResolves(name)) problems.push(`${name} does not resolve from gatsby`)
  for (const { file, text } of GATSBY_SOURCE_PROBES) {
    const source = inputs.readGatsbyFile(file)
    const missing = `gatsby/${file} is missing`
    // A missing file with several probes is one problem.
    if (source === null) {
      if (!problems.includes(missing)) problems.push(missing)
    } else if (!source.includes(text)) problems.push(`gatsby/${file} no longer has \`${text}\``)
  }
  for (const patch of GATSBY_PATCHES)
    if (!(inputs.readGatsbyFile(patch.file) ?? "").includes(patch.text))
      problems.push(
        `gatsby/${patch.file} is not patched to ${patch.does}: run npm install (its postinstall applies src/gatsby/patches/)`,
      )
  for (const file of [COMPILED_GATSBY_NODE, COMPILED_GATSBY_CONFIG])
    if (!inputs.siteFileExists(file)) problems.push(`${file} is missing (Gatsby's compile of the gatsby-* files)`)
  return problems
}

/** The message of a broken fence: what is wrong, then every private behaviour to re-check. */
export function fenceMessage(problems: readonly string[]): string {
  const behaviours = PRIVATE_BEHAVIOURS.map(
    (b, i) => `  ${i + 1}. ${b.what}\n     read: ${b.read}\n     used by: ${b.usedBy}; on a mismatch: ${b.onMismatch}`,
  )
  return [
    "Gatsby is not the version this site's build hooks and browser glue were checked against:",
    ...problems.map((p) => `  - ${p}`),
    `Re-read each private behaviour below in the installed version, update src/gatsby/internals.ts (CHECKED_VERSIONS)`,
    `and the modules that use it, then build again. ${GATSBY_DEFAULTS_SWITCH}=1 builds with Gatsby's plain webpack`,
    "configuration meanwhile (slower; the browser glue still needs the globals below).",
    ...behaviours,
  ].join("\n")
}

const installedVersion = (name: string): string | undefined => {
  try {
    return (siteRequire(`${name}/package.json`) as { version: string }).version
  } catch {
    return undefined
  }
}

export const fenceInputs = (): FenceInputs => {
  const gatsbyDir = path.dirname(siteRequire.resolve("gatsby/package.json"))
  return {
    installed: Object.fromEntries(Object.keys(CHECKED_VERSIONS).map((name) => [name, installedVersion(name)])),
    readGatsbyFile: (file) => {
      try {
        return readFileSync(path.join(gatsbyDir, file), "utf8")
      } catch {
        return null
      }
    },
    siteFileExists: (file) => existsSync(path.resolve(file)),
    gatsbyResolves: (request) => {
      try {
        gatsbyRequire.resolve(request)
        return true
      } catch {
        return false
      }
    },
  }
}

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const problems = fenceProblems(fenceInputs())
  if (gatsbyDefaultsAsked()) {
    reporter.warn(
      `${GATSBY_DEFAULTS_SWITCH}=1: building with Gatsby's plain webpack configuration (no build-speed hooks).` +
        (problems.length ? `\n${fenceMessage(problems)}` : ""),
    )
    return
  }
  if (problems.length) reporter.panic(fenceMessage(problems))
  const rspack = rspackStages()
  if (rspack) {
    try {
      installRspack(rspack, (message) => reporter.info(message))
    } catch (error) {
      reporter.panic((error as Error).message)
    }
  }
}
