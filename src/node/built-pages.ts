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
 * own that ends with it (tests/bench/README.md, "Memory at scale"). `TACHYON_BUILT_PAGES_CHILD=off`
 * runs them on Gatsby's thread again, for paired builds.
 */
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

/** Runs a pass in its child (its entry file, which serves the same function), or here when turned off. */
export async function runBuiltPagesPass<E extends keyof typeof passes>(
  entry: E,
  input: Parameters<(typeof passes)[E]>[0],
): Promise<ReturnType<(typeof passes)[E]>> {
  type Output = ReturnType<(typeof passes)[E]>
  const pass = passes[entry] as (input: Parameters<(typeof passes)[E]>[0]) => Output
  if (process.env.TACHYON_BUILT_PAGES_CHILD === "off") return pass(input)
  // Not niced: the build waits for it, and nothing else runs then.
  return runInChild<typeof input & import("node:child_process").Serializable, Output>(entry, input as never, {
    nice: false,
  })
}
