/**
 * What a query word can match in the vocabulary (the sorted terms of the shards loaded so far):
 * longer words it is the start of (the word being typed), other forms of it (a shared Porter2
 * stem: "hugepage"/"hugepages", "throttle"/"throttling"), and, when it matches none of those,
 * words within one edit of it, two for long words ("icberg" → "iceberg"). The shards to load for
 * each of these are named by `rangesFor`; the words themselves by the other functions.
 *
 * Porter2 (wink-porter2-stemmer, 1.7 KB gzipped) is the stemmer Pagefind and Snowball use for
 * English; it keeps "news", "general" and "gateway" whole where the older Porter stemmer cuts them.
 */
import porter2 from "wink-porter2-stemmer"

/** How many longer words the word being typed expands to (the shortest first). */
export const MAX_PREFIX_TERMS = 24
/** How many near spellings a misspelt word tries, closest and most common first. */
export const MAX_FUZZY_TERMS = 3
/** Typos are forgiven from this length; two edits from `LONG_WORD`. */
export const MIN_FUZZY_LENGTH = 4
export const LONG_WORD = 8
/**
 * Where the near spellings of a word are looked for: the words that start with its first two
 * letters, or with its first and third (its second letter swapped with the third, "iecberg", or
 * one too many, "ixceberg"). Typos rarely hit the first letter, and each start is one range of
 * shards to load.
 */
export function spellingPrefixes(word: string): string[] {
  return [...new Set([word.slice(0, 2), word[0] + word.slice(2, 3)])]
}

/** Words with digits or joiners are identifiers (`35=d`, `trj-1003`, `journal.fsync`): exact only. */
const IDENTIFIER = /[\d\-._=]/
/** Stems and typos are for words of letters: not numbers, identifiers, CJK or Thai. */
const LATIN_WORD = /^[a-z\u00c0-\u024f]+$/

export function lowerBound(terms: readonly string[], value: string): number {
  let low = 0
  let high = terms.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (terms[middle] < value) low = middle + 1
    else high = middle
  }
  return low
}

export function hasTerm(terms: readonly string[], term: string): boolean {
  const at = lowerBound(terms, term)
  return at < terms.length && terms[at] === term
}

/** The terms that start with `prefix` (the prefix itself excluded), at most `max`, shortest first. */
export function expandPrefix(terms: readonly string[], prefix: string, max = MAX_PREFIX_TERMS): string[] {
  // Bucketed by length: one pass over the range, no sort, however many terms share the prefix.
  const byLength: string[][] = []
  for (let n = lowerBound(terms, prefix); n < terms.length && terms[n].startsWith(prefix); n++) {
    if (terms[n] !== prefix) (byLength[terms[n].length] ??= []).push(terms[n])
  }
  const found: string[] = []
  for (const bucket of byLength) {
    if (!bucket) continue
    for (const term of bucket) {
      if (found.length >= max) return found
      found.push(term)
    }
  }
  return found
}

const stems = new Map<string, string>()

/** The Porter2 stem of a word of letters; other words are their own stem. */
export function stemOf(word: string): string {
  if (!LATIN_WORD.test(word) || word.length < 3) return word
  let stem = stems.get(word)
  if (stem === undefined) {
    stem = porter2(word)
    if (stems.size > 50_000) stems.clear()
    stems.set(word, stem)
  }
  return stem
}

/** Where the other forms of a word are found: the terms starting with its stem, less the stem's
 * last letter, which Porter2 may have changed ("policy" → "polici"). */
export function formsPrefix(word: string): string | null {
  const stem = stemOf(word)
  if (stem === word && !LATIN_WORD.test(word)) return null
  return stem.length >= 4 ? stem.slice(0, -1) : stem.length >= 3 ? stem : null
}

/** The words in "s" Porter2 keeps whole on purpose, as words of their own ("news" is not "new"). */
const PORTER2_INVARIANTS = new Set(["news", "atlas", "cosmos", "bias", "andes"])

/**
 * The singular of a plural the stemmer keeps whole: Porter2 takes no "s" after a vowel, so
 * `cpus` is not a form of `cpu` (nor `gpus` of `gpu`); when the word less its "s" is a word of the
 * docs, it is that word's plural. Null when the stemmer took the "s" itself, or for "-ss".
 */
export function keptPluralSingular(word: string): string | null {
  if (word.length < 4 || !word.endsWith("s") || word.endsWith("ss") || stemOf(word) !== word) return null
  if (PORTER2_INVARIANTS.has(word)) return null
  return LATIN_WORD.test(word) ? word.slice(0, -1) : null
}

/** The other forms of `word` among `terms` (a sorted vocabulary). */
export function otherForms(terms: readonly string[], word: string, max = MAX_PREFIX_TERMS): string[] {
  const prefix = formsPrefix(word)
  if (prefix === null) return []
  const stem = stemOf(word)
  const singular = keptPluralSingular(word)
  const forms: string[] = singular !== null && hasTerm(terms, singular) ? [singular] : []
  for (let n = lowerBound(terms, prefix); n < terms.length && terms[n].startsWith(prefix); n++) {
    if (terms[n] !== word && terms[n] !== singular && stemOf(terms[n]) === stem) forms.push(terms[n])
    if (forms.length >= max) break
  }
  return forms
}

/** Whether a word may be matched by its near spellings (long enough, made of letters). */
export function forgivesTypos(word: string): boolean {
  return word.length >= MIN_FUZZY_LENGTH && LATIN_WORD.test(word) && !IDENTIFIER.test(word)
}

export function maxEdits(word: string): number {
  return word.length >= LONG_WORD ? 2 : 1
}

/**
 * The optimal-string-alignment distance between `a` and `b` (insertions, deletions, substitutions
 * and swaps of neighbours, each one edit), or `max + 1` as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let before = new Array<number>(b.length + 1).fill(0)
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  let current = new Array<number>(b.length + 1).fill(0)
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1)
      current[j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > max) return max + 1
    ;[before, previous, current] = [previous, current, before]
  }
  return previous[b.length]
}

/**
 * Near spellings of `word` among `terms` (the loaded words of its `spellingPrefixes`): within
 * `maxEdits`; for a word still being typed, terms that *start* within reach of it
 * ("icbe" → "iceberg"). Closest first, then the more common (`frequency`), at most `max`.
 */
export function nearSpellings(
  terms: readonly string[],
  word: string,
  typing: boolean,
  frequency: (term: string) => number,
  max = MAX_FUZZY_TERMS,
): { term: string; edits: number }[] {
  if (!forgivesTypos(word)) return []
  const edits = maxEdits(word)
  const prefixes = spellingPrefixes(word)
  const found: { term: string; edits: number; frequency: number }[] = []
  for (const term of terms) {
    if (!prefixes.some((prefix) => term.startsWith(prefix))) continue
    if (term === word || !LATIN_WORD.test(term)) continue
    let distance = editDistance(word, term, edits)
    if (typing && distance > edits && term.length > word.length) {
      // The word so far against the term's start, a letter longer or shorter as typing goes.
      for (const length of [word.length - 1, word.length, word.length + 1]) {
        if (length >= MIN_FUZZY_LENGTH - 1)
          distance = Math.min(distance, editDistance(word, term.slice(0, length), edits))
      }
    }
    if (distance <= edits) found.push({ term, edits: distance, frequency: frequency(term) })
  }
  found.sort((a, b) => a.edits - b.edits || b.frequency - a.frequency || a.term.length - b.term.length)
  return found.slice(0, max).map(({ term, edits: distance }) => ({ term, edits: distance }))
}
