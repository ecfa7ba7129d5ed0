import type { BrokenLink, BuiltPage } from "../lib/links/check"
import { placeSearchIndexHash } from "../gatsby/static-query-results"
import { timeFeature } from "./build-profile"
import { runInChild } from "./child-work"
import { checkBuiltSite } from "./link-check"
import { makeSearchIndex, type SearchIndexDoc, type SearchIndexMade } from "./search-index"
import { writeServingRules } from "./serving"

/**
 * onPostBuild's passes over every page's HTML (the search texts, the link check, the serving scan),
 * each in a process of its own.
 *
 * Why: they come after the two compilations, in the main process, where Rspack's native memory
 * (2 GiB and more at 8x the pages) still stands, and V8, which does not see that memory, let each
 * pass's garbage (the pages' text, read and parsed) grow on top of it: the build's largest process
 * peaked in these passes, at 3.6-4.0 GiB at 8x the pages. In a child each pass has a heap of its
 * own that ends with it (tests/bench/README.md, "Memory at scale"). A child costs 0.2-0.3 s (it
 * loads its modules and the reference data again), which a small site's warm build feels and its
 * memory does not need: the passes go to children only when the main process has grown past
 * `CHILD_FROM_BYTES` (a 1x build stays near 1.1 GiB there, 8x reaches 3.2-3.4 GiB).
 * `TACHYON_BUILT_PAGES_CHILD=on` or `=off` decides it instead, for paired builds.
 */
export const CHILD_FROM_BYTES = 2 * 2 ** 30

/** Whether the passes run in children: asked, or by the main process's resident size now. */
export function passesInChildren(env = process.env, residentBytes = process.memoryUsage.rss()): boolean {
  const asked = env.TACHYON_BUILT_PAGES_CHILD
  if (asked === "on") return true
  if (asked === "off") return false
  if (asked) throw new Error(`TACHYON_BUILT_PAGES_CHILD=${asked}: expected "on", "off" or nothing (by memory)`)
  return residentBytes >= CHILD_FROM_BYTES
}

export interface SearchIndexPassInput {
  publicDir: string
  docs: SearchIndexDoc[]
}

/** The search index, written, and its hash placed where the pages read it. */
export function searchIndexPass({ publicDir, docs }: SearchIndexPassInput): SearchIndexMade {
  const index = timeFeature("search index", () => makeSearchIndex(publicDir, docs))
  placeSearchIndexHash(publicDir, index.hash)
  return index
}

export interface SiteCheckPassInput {
  publicDir: string
  /** Pages that are not HTML (the Markdown twins), with their links. */
  extra: BuiltPage[]
}

export interface SiteCheckResult {
  links: { pages: number; links: number; broken: BrokenLink[] }
  serving: { pages: number; scriptHashes: number; failures: string[]; bytes: Record<string, number> }
}

/** Every internal link and anchor checked; then the serving rules, which hash the pages as finally written. */
export function siteCheckPass({ publicDir, extra }: SiteCheckPassInput): SiteCheckResult {
  const links = timeFeature("link check", () => checkBuiltSite(publicDir, extra))
  const { pages, scriptHashes, failures, bytes } = timeFeature("serving scan and rules", () =>
    writeServingRules(publicDir),
  )
  return { links, serving: { pages: pages.length, scriptHashes: scriptHashes.length, failures, bytes } }
}

const passes = {
  "src/node/search-index-child.ts": searchIndexPass,
  "src/node/site-check-child.ts": siteCheckPass,
} as const

/**
 * Whether the search index is made in a child even when memory does not ask for it: so that it
 * runs beside the link check and the serving scan, which neither read what it writes nor write
 * what it reads. A warm build waited 0.8-1.0 s for the index and then 0.5 s for the checks, one
 * after the other on Gatsby's thread. TACHYON_SEARCH_BESIDE=off makes it there, for paired builds.
 */
export function searchIndexBeside(env = process.env): boolean {
  const asked = env.TACHYON_SEARCH_BESIDE
  if (asked === undefined || asked === "" || asked === "on") return true
  if (asked === "off") return false
  throw new Error(`TACHYON_SEARCH_BESIDE=${asked}: expected "on" (the default) or "off"`)
}

/**
 * Runs a pass in its child (its entry file, which serves the same function), or here: by
 * passesInChildren, unless `inChild` says. `sent`: as runInChild's (here: once the pass is done).
 */
export async function runBuiltPagesPass<E extends keyof typeof passes>(
  entry: E,
  input: Parameters<(typeof passes)[E]>[0],
  { inChild = passesInChildren(), sent }: { inChild?: boolean; sent?: () => void } = {},
): Promise<ReturnType<(typeof passes)[E]>> {
  type Output = ReturnType<(typeof passes)[E]>
  const pass = passes[entry] as (input: Parameters<(typeof passes)[E]>[0]) => Output
  if (!inChild) {
    const output = pass(input)
    sent?.()
    return output
  }
  // Not niced: the build waits for it.
  return runInChild<typeof input & import("node:child_process").Serializable, Output>(entry, input as never, {
    nice: false,
    sent,
  })
}
