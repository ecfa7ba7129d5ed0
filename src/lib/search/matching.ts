/**
 * From a query to what it looks up: its words (tokenize.ts: stop words out, identifiers whole and
 * in parts, Chinese cut against the index's own words), the shards each word needs, and, once
 * they are loaded, each word's alternatives in order of quality: the word itself, its other forms,
 * the longer words it starts (the word being typed), its identifier parts, all of them in one
 * document (`journal.fsync` in a "journal" section's `fsync` row), the word it makes with its
 * neighbour as the docs write it ("split brain": `split-brain`), and near spellings (only when it
 * matches none of those).
 */
import { byCodePoint } from "../compare"
import type { SplitIndex } from "./split-index"
import {
  buildZhDictionary,
  isHanTerm,
  MAX_PHRASE_WORDS,
  MAX_QUERY_LENGTH,
  phraseTerm,
  queryWords,
  termsOfWords,
  type Word,
} from "./tokenize"
import { expandPrefix, formsPrefix, forgivesTypos, nearSpellings, otherForms, spellingPrefixes } from "./vocabulary"

/** How much of a match each form of a word keeps. */
export const MATCH_QUALITY = {
  exact: 1,
  form: 0.9,
  prefix: 0.85,
  /** A longer word when what was typed is a word of the index already ("44" → `44=187.25`). */
  prefixOfWord: 0.6,
  part: 0.7,
  oneEdit: 0.6,
  twoEdits: 0.5,
} as const

/** How many shards a prefix may pull in (the first ones, where the shortest words are). */
export const MAX_PREFIX_SHARDS = 2

export interface Alternative {
  term: string
  /** How the word matched it: itself, another form, a longer word being typed, a near spelling. */
  kind: "exact" | "form" | "prefix" | "spelling" | "joined" | "phrase"
  quality: number
}

export interface QueryWord {
  term: string
  /** The last word, with no space after it: the reader may still be typing it. */
  typing: boolean
  /** The identifier's parts (`journal-recover` → journal, recover); [] for a plain word. */
  parts: string[]
  /** Filled by `resolveWords`: the terms that match the word, best first. */
  alternatives: Alternative[]
  /** Filled by `resolveWords`: the parts a document must hold all of, when the whole is unknown;
   * per part its terms (the last part of a word being typed: also the longer words it starts). */
  partTerms: string[][]
}

export interface ParsedQuery {
  words: QueryWord[]
  /** The terms to highlight: the words, their parts and the other terms they matched. */
  tokens: string[]
  /** What the reader typed: the words and their identifier parts, longest first. */
  typed: string[]
  /** The query is a question ("how do I…", "is there…", "…?"): headings that hold all its words answer it. */
  question: boolean
}

/** The words a question starts with (stop words all: they are not searched, they only say the
 * query is a question). */
const QUESTION_START = /^\s*(how|what|which|why|when|where|who|can|could|is|are|do|does|did|should|will)\b/i

/** Whether a query is phrased as a question. */
export function isQuestion(query: string): boolean {
  return QUESTION_START.test(query) || /\?\s*$/.test(query)
}

/** The terms a result marks (in its excerpt, and on its page through `_highlight`). */
export type TokensOf = (page: number) => string[]

/** Longest first, so that `journal-recover` is marked before `journal`. */
const longestFirst = (a: string, b: string) => b.length - a.length || byCodePoint(a, b)

/**
 * The terms to mark on each page: what the reader typed, and of the other terms the words matched
 * (other forms, near spellings, words written as one) only those the page holds. "huge pages"
 * marks "huge", "pages" and, on the page about them, `hugepages`, but not "paging" and "page"
 * on a page where neither matched anything.
 */
export function tokensOfPages(index: SplitIndex, parsed: ParsedQuery): TokensOf {
  const typed = new Set(parsed.typed)
  const others = parsed.tokens.filter((term) => !typed.has(term))
  const pagesOf = new Map<string, Set<number>>()
  const { table } = index
  for (const term of others) {
    const pages = new Set<number>()
    for (const group of index.groups)
      for (const ids of index.slotsOf(group.type, term))
        if (ids) for (const position of ids) pages.add(table.pageOfKey[table.keyOf(group.type, position)])
    pagesOf.set(term, pages)
  }
  const cache = new Map<number, string[]>()
  return (page) => {
    let terms = cache.get(page)
    if (!terms) {
      terms = [...parsed.typed, ...others.filter((term) => pagesOf.get(term)?.has(page))].sort(longestFirst)
      cache.set(page, terms)
    }
    return terms
  }
}

/** The query's text as searched: capped, and whether its last word is still being typed. */
function queryText(query: unknown): { text: string; typingLast: boolean } {
  const text = typeof query === "string" ? query.slice(0, MAX_QUERY_LENGTH) : ""
  return { text, typingLast: !/\s$/.test(text) }
}

function toQueryWords(words: readonly Word[], typingLast: boolean): QueryWord[] {
  const seen = new Set<string>()
  const result: QueryWord[] = []
  words.forEach(({ term, parts }, n) => {
    const typing = typingLast && n === words.length - 1
    // A word typed twice is one word ("every word matched" counts it once).
    const key = `${term}${typing ? "*" : ""}`
    if (seen.has(key)) return
    seen.add(key)
    result.push({ term, typing, parts, alternatives: [], partTerms: [] })
  })
  return result
}

/** How the docs write two words as one: `split-brain`, `kill_switch`, `hugepages`. */
const JOINERS = ["-", "_", ""]

/** Each pair of neighbouring plain words with the terms they make joined. */
function joinedPairs(words: readonly QueryWord[]): { first: QueryWord; second: QueryWord; terms: string[] }[] {
  return words.slice(1).flatMap((second, n) => {
    const first = words[n]
    if (first.parts.length || second.parts.length) return []
    return [{ first, second, terms: JOINERS.map((joiner) => `${first.term}${joiner}${second.term}`) }]
  })
}

/** Each run of neighbouring words short enough to be a phrase, with its phrase term (a keyword of
 * a few words, whole: "python client"). */
function phraseRuns(words: readonly QueryWord[]): { run: QueryWord[]; term: string }[] {
  const runs: { run: QueryWord[]; term: string }[] = []
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 2; end <= Math.min(words.length, start + MAX_PHRASE_WORDS); end++) {
      const run = words.slice(start, end)
      const term = phraseTerm(run.map((word) => word.term))
      if (term) runs.push({ run, term })
    }
  }
  return runs
}

/** The shards a word needs before its alternatives can be known. */
function shardsOfWord(index: SplitIndex, word: QueryWord): number[] {
  const shards = [index.shardOf(word.term), ...word.parts.map((part) => index.shardOf(part))]
  // One letter is too short a start to load the shards of every word it begins.
  if (word.typing) shards.push(...index.shardsOfPrefix(word.term, word.term.length > 1 ? MAX_PREFIX_SHARDS : 1))
  const last = word.parts[word.parts.length - 1]
  if (word.typing && last) shards.push(...index.shardsOfPrefix(last, MAX_PREFIX_SHARDS))
  const forms = formsPrefix(word.term)
  if (forms) shards.push(...index.shardsOfPrefix(forms, MAX_PREFIX_SHARDS))
  return shards
}

/**
 * Parses a query and loads what it needs: the shards of its words (and, first, of the Chinese
 * characters and pairs it has, to cut its Chinese runs against the index's words), then those of
 * near spellings for words that match nothing. Never throws on input; rejects when a fetch fails,
 * or with `NeedsFetch` when `fetch` is false and a shard is missing.
 */
export async function parseQuery(index: SplitIndex, query: unknown, fetch = true): Promise<ParsedQuery> {
  const { text, typingLast } = queryText(query)
  let words = queryWords(text)
  const han = words.filter((word) => isHanTerm(word.term))
  if (han.length) {
    // Without a dictionary the tokenizer gives every character and pair: the index's Chinese terms.
    await index.loadShards(
      han.map((word) => index.shardOf(word.term)),
      fetch,
    )
    const known = han.map((word) => word.term).filter((term) => index.hasTerm(term))
    words = queryWords(text, { dictionary: buildZhDictionary(known) })
  }
  const parsed = toQueryWords(words, typingLast)
  const pairs = joinedPairs(parsed)
  const phrases = phraseRuns(parsed)
  await index.loadShards(
    [
      ...parsed.flatMap((word) => shardsOfWord(index, word)),
      ...pairs.flatMap((pair) => pair.terms.map((term) => index.shardOf(term))),
      ...phrases.map(({ term }) => index.shardOf(term)),
    ],
    fetch,
  )
  for (const word of parsed) resolveWord(index, word)
  // Words typed apart that the docs write as one ("split brain": `split-brain`) match it, each of
  // them as well as itself, so that the heading "Split-brain protection" holds both.
  for (const { first, second, terms } of pairs) {
    for (const term of terms.filter((t) => index.hasTerm(t))) {
      for (const word of [first, second])
        if (!word.alternatives.some((a) => a.term === term))
          word.alternatives.push({ term, kind: "joined", quality: MATCH_QUALITY.exact })
    }
  }
  // Words that are a page's keyword of several words whole name that page as it is called.
  for (const { run, term } of phrases)
    if (index.hasTerm(term))
      for (const word of run) word.alternatives.push({ term, kind: "phrase", quality: MATCH_QUALITY.exact })

  const unmatched = parsed.filter(
    (word) => !word.alternatives.length && !word.partTerms.length && forgivesTypos(word.term),
  )
  if (unmatched.length) {
    await index.loadShards(
      unmatched.flatMap((word) =>
        spellingPrefixes(word.term).flatMap((prefix) => index.shardsOfPrefix(prefix, MAX_PREFIX_SHARDS)),
      ),
      fetch,
    )
    for (const word of unmatched) {
      const candidates = spellingPrefixes(word.term).flatMap((prefix) => index.termsWithPrefix(prefix))
      for (const { term, edits } of nearSpellings(candidates, word.term, word.typing, (t) => index.frequency(t))) {
        word.alternatives.push({
          term,
          kind: "spelling",
          quality: edits > 1 ? MATCH_QUALITY.twoEdits : MATCH_QUALITY.oneEdit,
        })
      }
    }
  }
  // Other forms, near spellings and joined words are marked too; longer words being typed are
  // marked by their start.
  const matched = parsed.flatMap((word) =>
    word.alternatives
      .filter((a) => a.kind === "form" || a.kind === "spelling" || a.kind === "joined")
      .map((a) => a.term),
  )
  const typed = termsOfWords(words)
  const tokens = [...new Set([...typed, ...matched])].sort(longestFirst)
  return { words: parsed, tokens, typed, question: isQuestion(text) }
}

/** The shortest a clipped word is ("algo", "repo", "spec"); shorter starts are too ambiguous. */
const MIN_CLIPPED_LETTERS = 4

/**
 * The words of the index that `word` is a clipped form of: "algo" for "algorithm", "config" for
 * "configuration", as the docs write both. A clipped word is at most half the word it stands for,
 * so that "price" is not taken for "priceband" nor "order" for "orders" (another form).
 */
export function clippedWords(vocabulary: readonly string[], word: string): string[] {
  if (word.length < MIN_CLIPPED_LETTERS || !/^[a-z]+$/.test(word)) return []
  return expandPrefix(vocabulary, word).filter((term) => term.length >= 2 * word.length && /^[a-z]+$/.test(term))
}

/** Fills a word's alternatives from the loaded vocabulary. */
export function resolveWord(index: SplitIndex, word: QueryWord): void {
  const alternatives: Alternative[] = []
  if (index.hasTerm(word.term)) alternatives.push({ term: word.term, kind: "exact", quality: MATCH_QUALITY.exact })
  const vocabulary = (prefix: string) => index.termsWithPrefix(prefix)
  const forms = formsPrefix(word.term)
  if (forms && !word.parts.length) {
    for (const term of otherForms(vocabulary(forms), word.term))
      alternatives.push({ term, kind: "form", quality: MATCH_QUALITY.form })
    // A word being typed matches the longer words it starts already, as a guess.
    if (!word.typing)
      for (const term of clippedWords(vocabulary(word.term), word.term))
        if (!alternatives.some((a) => a.term === term))
          alternatives.push({ term, kind: "form", quality: MATCH_QUALITY.form })
  }
  if (word.typing) {
    const quality = alternatives.length ? MATCH_QUALITY.prefixOfWord : MATCH_QUALITY.prefix
    for (const term of expandPrefix(vocabulary(word.term), word.term)) {
      if (!alternatives.some((a) => a.term === term)) alternatives.push({ term, kind: "prefix", quality })
    }
  }
  word.alternatives = alternatives
  // The parts also find a document that writes the identifier's parts apart (`journal.fsync` in a
  // "journal" section's `fsync` row), below the documents that hold it whole.
  word.partTerms = word.parts.map((part, n) => {
    const longer = word.typing && n === word.parts.length - 1 ? expandPrefix(vocabulary(part), part) : []
    return [part, ...longer].filter((term) => index.hasTerm(term))
  })
  if (word.partTerms.some((terms) => !terms.length)) word.partTerms = []
}
