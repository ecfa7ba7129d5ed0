/**
 * The one tokenizer of the site search, shared by the index builder (Node, at build time) and the
 * query (the browser), so that a word is cut the same way on both sides (docs/contract.md, "The search
 * box"): lowercase, split into words, English stop words out, Chinese cut against a
 * dictionary, Japanese and Thai cut by `Intl.Segmenter`.
 *
 * Identifiers are kept whole and in parts: `journal-recover` gives `journal-recover`, `journal` and
 * `recover`; `OrderRejectReason` gives `orderrejectreason`, `order`, `reject` and `reason`; `35=D`
 * gives `35=d`, `35` and `d`; `--cancel-open` gives `--cancel-open`, `cancel` and `open`. Typing either the
 * identifier or one of its parts finds the page.
 */
import { byCodePoint } from "../compare"

/** English stop words, filtered from indexed text and from queries. Lunr's list, without the words
 * that are product terms here ("nor" is an algorithm, "get" an HTTP method), plus the "s" and "t"
 * left over from "parent's" and "don't". */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a able about across after all almost also am among an and any are as at be because been but by can cannot " +
    "could dear did do does either else ever every for from got had has have he her hers him his how however i if " +
    "in into is it its just least let like likely may me might most must my neither no not of off often on only or " +
    "other our own rather said say says she should since so some than that the their them then there these they " +
    "this tis to too twas us wants was we were what when where which while who whom why will with would yet you your s t"
  ).split(" "),
)

/** Longer terms are not indexed whole (their parts still are): they are hashes, dates, base64. */
export const MAX_TERM_LENGTH = 64

/** Chinese dictionary for forward maximum matching: the multi-character Han terms of the index. */
export interface ZhDictionary {
  readonly words: ReadonlySet<string>
  readonly maxLength: number
}

export interface TokenizeOptions {
  /** Cut runs of Chinese ideographs against these words. Without it (when the index is built) a run
   * gives its single characters and overlapping pairs, the terms a later dictionary is made of. */
  dictionary?: ZhDictionary
}

/** A word of the text: the term as written (lowercased) and, for an identifier, its parts. */
export interface Word {
  term: string
  parts: string[]
}

const HAN = "\\p{Script=Han}"
const KANA = "\\p{Script=Hiragana}\\p{Script=Katakana}\\u30fc\\uff70"
const THAI = "\\p{Script=Thai}"
/** A letter or digit of an alphabetic script: not Han, kana or Thai, which have runs of their own. */
const WORD_CHAR = `(?:(?![${HAN}${KANA}${THAI}])[\\p{L}\\p{N}\\p{M}])`
/** Characters that join an identifier's parts: `journal-recover`, `tachyon.journal.path`, `35=D`, `fix_gateway`. */
const JOINER = "[-._=]"
/** A command-line option keeps its `--` (`--force` is not the word "force"), unless the dashes follow a
 * word ("a--b"). */
const OPTION_DASHES = "(?:(?<![\\p{L}\\p{N}-])--)?"
/** A configuration key's placeholders stay in it: `connectors.<name>.fees`, `fix.gateway.sessions[].store`
 * (a key of a list's blocks is not the list's key). */
const PLACEHOLDER_JOINER = "\\[\\]\\.|\\.<[A-Za-z]+>\\."
const PLACEHOLDER_END = "(?:\\[\\]|\\.<[A-Za-z]+>)?"
const TOKEN_PATTERN = new RegExp(
  `([${HAN}${KANA}]+)|([${THAI}]+)|(${OPTION_DASHES}${WORD_CHAR}+(?:(?:${JOINER}|${PLACEHOLDER_JOINER})${WORD_CHAR}+)*${PLACEHOLDER_END})`,
  "gu",
)
/** The same tokens for pure ASCII text (most queries and most of the docs), without the costly
 * per-character look-ahead. */
// eslint-disable-next-line no-control-regex -- the whole ASCII range, control characters included
const ASCII_TEXT = /^[\x00-\x7f]*$/
const ASCII_TOKEN_PATTERN =
  /(?:(?<![A-Za-z0-9-])--)?[A-Za-z0-9]+(?:(?:[-._=]|\[\]\.|\.<[A-Za-z]+>\.)[A-Za-z0-9]+)*(?:\[\]|\.<[A-Za-z]+>)?/g
const KANA_PATTERN = new RegExp(`[${KANA}]`, "u")
const HAN_CHAR_PATTERN = new RegExp(`^[${HAN}]+$`, "u")
const JOINER_PATTERN = new RegExp(JOINER, "g")
/** What a placeholder adds to a part: `<name>` is the part "name", `sessions[]` the part "sessions". */
const PLACEHOLDER_MARKS = /[<>[\]]/g
const MIXED_CASE_PATTERN = /\p{Lu}/u
const LOWER_PATTERN = /\p{Ll}/u
/** camelCase and PascalCase humps: `OrderRejectReason` → Order, Reject, Reason; `HTTPServer` → HTTP, Server. */
const CAMEL_PART_PATTERN = /\p{Lu}+(?!\p{Ll})\p{N}*|\p{Lu}?\p{Ll}+\p{N}*|\p{N}+/gu
const COMBINING_MARKS = /[\u0300-\u036f]/g

/** Whether a term is made of Han characters only (and so belongs in a Chinese dictionary). */
export function isHanTerm(term: string): boolean {
  return HAN_CHAR_PATTERN.test(term)
}

/** The dictionary of the multi-character Han terms among `terms` (an index's vocabulary). */
export function buildZhDictionary(terms: Iterable<string>): ZhDictionary {
  const words = new Set<string>()
  let maxLength = 1
  for (const term of terms) {
    if (!isHanTerm(term)) continue
    const length = Array.from(term).length
    if (length > 1) {
      words.add(term)
      if (length > maxLength) maxLength = length
    }
  }
  return { words, maxLength }
}

/** Cuts a run of Han characters by forward maximum matching; a character in no word stands alone. */
export function forwardMaximumMatch(run: string, dictionary: ZhDictionary): string[] {
  const chars = Array.from(run)
  const pieces: string[] = []
  let i = 0
  while (i < chars.length) {
    let taken = 1
    for (let length = Math.min(dictionary.maxLength, chars.length - i); length > 1; length--) {
      if (dictionary.words.has(chars.slice(i, i + length).join(""))) {
        taken = length
        break
      }
    }
    pieces.push(chars.slice(i, i + taken).join(""))
    i += taken
  }
  return pieces
}

/** Single characters and overlapping pairs: what the index holds for Chinese, so that any cut of a
 * query into pieces of one or two characters finds the text. */
function hanNgrams(run: string): string[] {
  const chars = Array.from(run)
  const grams: string[] = []
  for (let i = 0; i < chars.length; i++) {
    grams.push(chars[i])
    if (i + 1 < chars.length) grams.push(chars[i] + chars[i + 1])
  }
  return grams
}

interface SegmenterLike {
  segment(text: string): Iterable<{ segment: string; isWordLike?: boolean }>
}
type SegmenterConstructor = new (locale: string, options: { granularity: "word" }) => SegmenterLike

const segmenters = new Map<string, SegmenterLike | null>()

function segmenterFor(locale: string): SegmenterLike | null {
  if (!segmenters.has(locale)) {
    const Segmenter = typeof Intl === "undefined" ? undefined : (Intl as { Segmenter?: SegmenterConstructor }).Segmenter
    let segmenter: SegmenterLike | null = null
    try {
      segmenter = Segmenter ? new Segmenter(locale, { granularity: "word" }) : null
    } catch {
      segmenter = null
    }
    segmenters.set(locale, segmenter)
  }
  return segmenters.get(locale) ?? null
}

/** Japanese or Thai words by `Intl.Segmenter`; its characters where the runtime has none. */
export function segmentWords(run: string, locale: "ja" | "th", segmenter = segmenterFor(locale)): string[] {
  if (!segmenter) return Array.from(run)
  const words: string[] = []
  for (const { segment, isWordLike } of segmenter.segment(run)) {
    if (isWordLike !== false && segment.trim()) words.push(segment)
  }
  return words
}

function foldLatin(term: string): string {
  return ASCII_TEXT.test(term) ? term.toLowerCase() : term.normalize("NFD").replace(COMBINING_MARKS, "").toLowerCase()
}

function identifierWords(token: string): Word[] {
  const term = foldLatin(token)
  const parts: string[] = []
  const add = (part: string) => {
    if (part && part !== term && !STOP_WORDS.has(part) && part.length <= MAX_TERM_LENGTH && !parts.includes(part)) {
      parts.push(part)
    }
  }
  for (const piece of token.split(JOINER_PATTERN).map((p) => p.replace(PLACEHOLDER_MARKS, ""))) {
    const lower = foldLatin(piece)
    const humps = MIXED_CASE_PATTERN.test(piece) && LOWER_PATTERN.test(piece) ? piece.match(CAMEL_PART_PATTERN) : null
    if (piece !== token || (humps && humps.length > 1)) add(lower)
    if (humps && humps.length > 1) for (const hump of humps) add(foldLatin(hump))
  }
  // Too long to be typed whole: its parts stand as words of their own.
  if (term.length > MAX_TERM_LENGTH) return parts.map((part) => ({ term: part, parts: [] }))
  return STOP_WORDS.has(term) ? [] : [{ term, parts }]
}

/**
 * The words of a text, in order, stop words left out. `limit` stops early (queries are capped).
 */
export function splitWords(text: string, options: TokenizeOptions = {}, limit = Infinity): Word[] {
  const words: Word[] = []
  const push = (term: string) => {
    if (words.length < limit && term && !STOP_WORDS.has(term)) words.push({ term, parts: [] })
  }
  const source = String(text ?? "")
  if (ASCII_TEXT.test(source)) {
    for (const [identifier] of source.matchAll(ASCII_TOKEN_PATTERN)) {
      if (words.length >= limit) break
      for (const word of identifierWords(identifier)) if (words.length < limit) words.push(word)
    }
    return words
  }
  for (const match of source.normalize("NFKC").matchAll(TOKEN_PATTERN)) {
    if (words.length >= limit) break
    const [, cjk, thai, identifier] = match
    if (identifier) {
      for (const word of identifierWords(identifier)) if (words.length < limit) words.push(word)
    } else if (thai) {
      for (const piece of segmentWords(thai, "th")) push(piece.toLowerCase())
    } else if (cjk) {
      if (KANA_PATTERN.test(cjk)) {
        for (const piece of segmentWords(cjk, "ja")) push(piece)
      } else if (options.dictionary) {
        for (const piece of forwardMaximumMatch(cjk, options.dictionary)) push(piece)
      } else {
        for (const piece of hanNgrams(cjk)) push(piece)
      }
    }
  }
  return words
}

/** The terms to index for a text: each word whole, then its parts, every term once. */
export function tokenize(text: string, options: TokenizeOptions = {}): string[] {
  const seen = new Set<string>()
  const terms: string[] = []
  for (const word of splitWords(text, options)) {
    for (const term of [word.term, ...word.parts]) {
      if (!seen.has(term)) {
        seen.add(term)
        terms.push(term)
      }
    }
  }
  return terms
}

/** Queries are cut to this many characters and words before they are searched. */
export const MAX_QUERY_LENGTH = 200
export const MAX_QUERY_WORDS = 12

/** The words of a query, capped in length and number. */
export function queryWords(query: string, options: TokenizeOptions = {}): Word[] {
  return splitWords(String(query ?? "").slice(0, MAX_QUERY_LENGTH), options, MAX_QUERY_WORDS)
}

/** A phrase is a name of this many words at most (stop words not counted): "Python client",
 * "display quantity", "order book depth". */
export const MAX_PHRASE_WORDS = 3

/** Words of letters: identifiers and numbers ("tag 7001") are names of their own (records.ts). */
const LETTERS = /^\p{L}+$/u

/** The term a name of several words is indexed as, whole ("python client"): its words' terms
 * joined by a space, which no word holds; null for one word, more than `MAX_PHRASE_WORDS`, or a
 * word that is not all letters. */
export function phraseTerm(terms: readonly string[]): string | null {
  return terms.length >= 2 && terms.length <= MAX_PHRASE_WORDS && terms.every((term) => LETTERS.test(term))
    ? terms.join(" ")
    : null
}

/**
 * The terms to highlight in results and on the target page (`_highlight`): every word whole and
 * its parts, longest first so that `journal-recover` is marked before `journal`.
 */
export function termsOfWords(words: readonly Word[]): string[] {
  const terms = new Set<string>()
  for (const word of words) {
    terms.add(word.term)
    for (const part of word.parts) terms.add(part)
  }
  return [...terms].sort((a, b) => b.length - a.length || byCodePoint(a, b))
}
