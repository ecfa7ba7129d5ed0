/**
 * The index folds case, so `35=F` (OrderCancelRequest) and `35=f` (SecurityStatus) are one term and
 * their rows tie. Of keys that tie, a heading that holds a word of the query as it was typed,
 * case included, comes first; other keys keep their order.
 */
import type { RankedKey } from "./ranking"

/** Whether `heading` holds `word` as typed, as a whole word (not inside a longer one). */
function holdsAsTyped(heading: string, word: string): boolean {
  let at = heading.indexOf(word)
  while (at >= 0) {
    const before = heading[at - 1]
    const after = heading[at + word.length]
    if ((!before || /\s/.test(before)) && (!after || /\s/.test(after))) return true
    at = heading.indexOf(word, at + 1)
  }
  return false
}

/** The keys (or rows) among the first `limit` whose score another of them shares. */
export function tiedKeys<T extends RankedKey>(ranked: readonly T[], limit: number): T[] {
  const first = ranked.slice(0, limit)
  return first.filter((entry) => first.some((other) => other !== entry && other.score === entry.score))
}

/**
 * `ranked` with each run of keys of one score reordered: those whose heading (`headingOf`) holds
 * one of `typed`, the query's words as the reader wrote them, first. Only words with a letter whose
 * case can differ count.
 */
export function caseTiesFirst(
  ranked: readonly RankedKey[],
  typed: readonly string[],
  headingOf: (key: number) => string | undefined,
): RankedKey[] {
  const cased = typed.filter((word) => word.toLowerCase() !== word.toUpperCase())
  if (!cased.length) return [...ranked]
  const asTyped = (entry: RankedKey) => {
    const heading = headingOf(entry.key)
    return heading !== undefined && cased.some((word) => holdsAsTyped(heading, word))
  }
  const result: RankedKey[] = []
  for (let start = 0; start < ranked.length;) {
    let end = start + 1
    while (end < ranked.length && ranked[end].score === ranked[start].score) end++
    const run = ranked.slice(start, end)
    result.push(...run.filter(asTyped), ...run.filter((entry) => !asTyped(entry)))
    start = end
  }
  return result
}
