import { existsSync, readFileSync } from "node:fs"
import path from "node:path"

/**
 * The builds `npm test` ran (tests/run-all.mjs writes tests/.artifacts/builds.json, and each build's
 * output to tests/.artifacts/build-<name>.log, ANSI codes removed and whitespace collapsed, as
 * Gatsby's reporter wraps long lines to the terminal's width).
 */
export const ARTIFACTS = path.resolve("tests/.artifacts")

export interface BuildRecord {
  /** The exit status of `gatsby build` (null: killed). */
  status: number | null
  seconds: number
  /** What the build printed (the log file's text). */
  output: string
}

export interface WarmBuildRecord extends BuildRecord {
  /** The sentence added to the page before the warm build. */
  marker: string
  /** A custom property added to the site's CSS before the warm build. */
  cssMarker: string
  /** The edited page, a page that was not edited, and the folder of the warm build's public/ copy. */
  page: string
  otherPage: string
  publicDir: string
}

/** `gatsby develop` of the fixture site (tests/build/develop-run.mjs); status 0 once a page was served. */
export interface DevelopRecord extends BuildRecord {
  readySeconds: number | null
  /** What develop served for the page, its page data and whether its bundle had the page's text. */
  shell: string | null
  pageData: string | null
  probe: string
  bundleHasPage: boolean
  /** The sentence appended to the page while develop ran, and how long until its bundle had it. */
  marker: string
  editSeconds: number | null
  /** Whether the renderer develop builds for the page shell compiled the page (null: not found). */
  rendererHasPages: boolean | null
  /** What develop served for the page's Markdown twin and for /llms.txt (null: not 200). */
  twin: string | null
  llms: string | null
}

/** The fixture site built with Gatsby's plain webpack configuration, compared with the hooked build. */
export interface DefaultsBuildRecord extends BuildRecord {
  /** The exit status of tests/bench/compare-builds.mjs (0: identical for readers; null: not run). */
  compareStatus: number | null
  /** What it printed: one line per difference, then the summary. */
  comparison: string
}

interface Records {
  broken: BuildRecord
  fixture: BuildRecord
  defaults: DefaultsBuildRecord
  warm: WarmBuildRecord
  develop: DevelopRecord
  site: BuildRecord
}

/** The record of one build; a clear error when `npm test` has not run it. */
export function build<K extends keyof Records>(name: K): Records[K] {
  const file = path.join(ARTIFACTS, "builds.json")
  if (!existsSync(file))
    throw new Error(`${file} is missing: these tests check the builds that \`npm test\` runs first.`)
  const record = (JSON.parse(readFileSync(file, "utf8")) as Partial<Record<K, Omit<Records[K], "output">>>)[name]
  if (!record) throw new Error(`${file} has no "${name}" build: an earlier build failed or was skipped.`)
  const log = path.join(ARTIFACTS, `build-${name}.log`)
  return { ...record, output: existsSync(log) ? readFileSync(log, "utf8") : "" } as Records[K]
}

/** The end of a build's output, for a failure message. */
export const tail = (record: BuildRecord, chars = 3000) => record.output.slice(-chars)
