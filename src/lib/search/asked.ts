/**
 * A question the docs ask in those very words: the stop words the index leaves out ("why was my
 * order rejected" and "why was this order rejected" are one query to it) tell the FAQ entry that
 * asks it from a heading that asks another. Of the keys that answer a question (ranking.ts `asked`),
 * one whose heading is the question as typed, but for case and punctuation, comes first.
 */
import type { RankedKey } from "./ranking"

/** A text's words, lower case, without punctuation: "Why was my order rejected?" → "why was my order rejected". */
function wordsOf(text: string): string {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(" ")
}

/** The keys (or rows) among the first `limit` that answer a question: their headings ask it. */
export function askingKeys<T extends RankedKey>(ranked: readonly T[], limit: number): T[] {
  return ranked.slice(0, limit).filter((entry) => entry.asked)
}

/** `ranked` with the keys whose heading (`headingOf`) is `question` as typed first. */
export function askedAsTypedFirst(
  ranked: readonly RankedKey[],
  question: string,
  headingOf: (key: number) => string | undefined,
): RankedKey[] {
  const asked = wordsOf(question)
  const isIt = (entry: RankedKey) => {
    const heading = headingOf(entry.key)
    return entry.asked && heading !== undefined && wordsOf(heading) === asked
  }
  const first = ranked.filter(isIt)
  return first.length ? [...first, ...ranked.filter((entry) => !isIt(entry))] : [...ranked]
}
