import { createHash } from "node:crypto"
import { analyseDoc, type DocAnalysis } from "../lib/docs/analysis"
import { currentCodeVersion } from "./code-version"
import { toolNames, type ReferenceData } from "./reference-data"

/**
 * Each MDX file is parsed once per content: onCreateNode (the tables a Doc renders) and the
 * content check (samples and names) share this memo, and the check keeps it in Gatsby's cache
 * for warm builds, keyed with the code version (code-version.ts), so a stale analysis is never
 * reused.
 */
const memo = new Map<string, DocAnalysis>()
/** Time spent parsing in this process, wherever the parse happened (onCreateNode or the check). */
let parseMs = 0
export const analysisParseMs = (): number => parseMs

export const analysisKey = (source: string, data: ReferenceData): string =>
  createHash("sha1")
    .update(currentCodeVersion())
    .update([...toolNames(data)].join(" "))
    .update(source)
    .digest("hex")

/** Every analysis this process holds, by key (what the content check's process is handed). */
export const analysesInMemory = (): Record<string, DocAnalysis> => Object.fromEntries(memo)

/** The analysis of one file: from memory, from `stored` (an earlier build), or parsed now. */
export function docAnalysis(
  source: string,
  data: ReferenceData,
  stored: Readonly<Record<string, DocAnalysis>> = {},
): { key: string; analysis: DocAnalysis; parsed: boolean } {
  const key = analysisKey(source, data)
  const known = memo.get(key) ?? stored[key]
  if (known) {
    memo.set(key, known)
    return { key, analysis: known, parsed: false }
  }
  const started = performance.now()
  const analysis = analyseDoc(source, toolNames(data))
  parseMs += performance.now() - started
  memo.set(key, analysis)
  return { key, analysis, parsed: true }
}
