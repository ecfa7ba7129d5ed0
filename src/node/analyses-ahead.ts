import type { DocAnalysis } from "../lib/docs/analysis"
import { deferBuildFailure } from "./build-failures"
import { runInChild } from "./child-work"

/**
 * Every doc's MDX analysis (doc-analysis.ts: headings, reference tables, samples, names), made by a
 * process of its own started at onPreBootstrap, while Gatsby sources the other nodes: parsed on
 * Gatsby's thread in onCreateNode, the 150 docs took about 2.4 s of bootstrap. onCreateNode takes
 * them as it takes any stored analysis, by key (the file's bytes and the code's version), so a file
 * read differently here is parsed there. TACHYON_ANALYSES_AHEAD=off parses on Gatsby's thread, for
 * paired builds.
 */
let ahead: Promise<Record<string, DocAnalysis>> | null = null

export function startAnalysesAhead(files: string[]): void {
  if (process.env.TACHYON_ANALYSES_AHEAD === "off") return
  // At the build's own priority: onCreateNode waits for it.
  ahead = runInChild<string[], Record<string, DocAnalysis>>("src/node/analyses-child.ts", files, { nice: false })
  // Awaited by onCreateNode: a failure is reported there, not as an unhandled rejection now.
  ahead.catch(() => undefined)
}

let failed = false
/** The analyses made ahead, by key ({} when none were asked for, or their process failed: a bug, which fails the build at its end). */
export async function analysesMadeAhead(): Promise<Readonly<Record<string, DocAnalysis>>> {
  if (!ahead) return {}
  try {
    return await ahead
  } catch (error) {
    if (!failed)
      deferBuildFailure(`The MDX analyses made ahead failed (src/node/analyses-ahead.ts): ${(error as Error).message}`)
    failed = true
    return {}
  }
}
