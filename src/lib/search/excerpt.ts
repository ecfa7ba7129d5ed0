/**
 * Excerpts and match highlighting for search results and target pages (docs/contract.md, "Constants": 50 characters of
 * context with "…" where the text is cut; matched text wrapped in `<mark>`).
 *
 * A term matches where a word starts (after a non-letter, or at a camelCase hump), so that `jour`
 * marks the start of "journal" and `reason` the end of "OrderRejectReason", but `d` (a part of
 * `35=D`) does not mark every "d" of the text. Chinese, Japanese and Thai terms match anywhere,
 * since those scripts do not separate words.
 */
import { escapeHtml } from "../html"

export const EXCERPT_LENGTH = 50
const ELLIPSIS = "…"
const MAX_TERMS = 32
const MAX_TERM_LENGTH = 64
/** How far a cut may move to land on a word boundary. */
const BOUNDARY_SLACK = 12

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u
const SINGLE_LETTER = /^[\p{L}\p{N}]$/u
const LOWER = /\p{Ll}/u
const UPPER = /\p{Lu}/u
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}

/** The terms worth marking: non-empty, bounded, single letters or digits only when nothing longer
 * is asked (`d` of `35=D` would mark every word that starts with d). */
function usableTerms(terms: readonly string[] | null | undefined): string[] {
  const clean = [
    ...new Set((terms ?? []).filter((t) => typeof t === "string").map((t) => t.trim().slice(0, MAX_TERM_LENGTH))),
  ]
    .filter(Boolean)
    .slice(0, MAX_TERMS)
  const long = clean.filter((t) => !SINGLE_LETTER.test(t) || UNSPACED_SCRIPT.test(t))
  return (long.length ? long : clean).sort((a, b) => b.length - a.length)
}

function startsWord(text: string, index: number, term: string): boolean {
  if (index === 0 || UNSPACED_SCRIPT.test(term[0])) return true
  const before = text[index - 1]
  if (!LETTER_OR_DIGIT.test(before)) return true
  return LOWER.test(before) && UPPER.test(text[index])
}

/** Where a word ends: before a non-letter, at a camelCase hump, or anywhere in the unspaced scripts. */
function endsWord(text: string, end: number, term: string): boolean {
  if (end >= text.length || UNSPACED_SCRIPT.test(term[term.length - 1])) return true
  const after = text[end]
  if (!LETTER_OR_DIGIT.test(after)) return true
  return LOWER.test(text[end - 1]) && UPPER.test(after)
}

const COMBINING_MARKS = /\p{M}/gu
// eslint-disable-next-line no-control-regex -- every character outside ASCII
const NON_ASCII = /[^\x00-\x7f]/g

/** The text with each accented letter as its base letter, character for character ("café" →
 * "cafe"), so that a match in it is a match at the same place in the text. */
function withoutAccents(text: string): string {
  return text.replace(NON_ASCII, (char) => {
    const base = char.normalize("NFD").replace(COMBINING_MARKS, "")
    return base.length === char.length ? base : char
  })
}

export interface MatchOptions {
  /** Whole words only ("order" does not mark "orders"): what the reader typed, on the target page. */
  wholeWords?: boolean
}

/** Every match of `terms` in `text`, in order, not overlapping: [start, end) pairs. Case and accents
 * aside: "cafe" matches "Café". */
export function findMatches(
  text: string,
  terms: readonly string[] | null | undefined,
  options: MatchOptions = {},
): [number, number][] {
  const usable = usableTerms(terms).map(withoutAccents)
  if (!usable.length || !text) return []
  const pattern = new RegExp(usable.map(escapeRegExp).join("|"), "giu")
  const matches: [number, number][] = []
  const folded = withoutAccents(text)
  let match: RegExpExecArray | null
  while ((match = pattern.exec(folded)) !== null) {
    if (!match[0]) {
      pattern.lastIndex++
      continue
    }
    const end = match.index + match[0].length
    if (startsWord(text, match.index, match[0]) && (!options.wholeWords || endsWord(text, end, match[0]))) {
      matches.push([match.index, end])
    } else {
      pattern.lastIndex = match.index + 1
    }
  }
  return matches
}

function isLowSurrogate(text: string, index: number): boolean {
  const code = text.charCodeAt(index)
  return code >= 0xdc00 && code <= 0xdfff
}

/** Matches weighed for the excerpt (a long section can hold hundreds). */
const MAX_WEIGHED_MATCHES = 200

/**
 * The match to cut around: the one that starts the stretch of `limit` characters holding the most
 * different matched words ("split brain" over a lone "split"), then the longest (the whole
 * `journal.fsync` over its part `journal`), then the first.
 */
function bestMatch(source: string, matches: readonly [number, number][], limit: number) {
  let best: { match: [number, number]; words: number; length: number } | undefined
  for (let n = 0; n < Math.min(matches.length, MAX_WEIGHED_MATCHES); n++) {
    const [start, end] = matches[n]
    const words = new Set<string>()
    for (let m = n; m < matches.length && matches[m][1] <= start + limit; m++)
      words.add(source.slice(matches[m][0], matches[m][1]).toLowerCase())
    const length = end - start
    if (!best || words.size > best.words || (words.size === best.words && length > best.length))
      best = { match: matches[n], words: words.size, length }
  }
  return best?.match
}

/**
 * At most `max` characters of `text` around the best match of `terms` (`bestMatch`; the start when
 * nothing matches), with "…" where the text is cut, cut at word boundaries when one is near.
 */
export function excerpt(text: string, terms: readonly string[] | null | undefined, max = EXCERPT_LENGTH): string {
  const source = String(text ?? "")
    .replace(/\s+/g, " ")
    .trim()
  if (source.length <= max) return source
  const limit = Math.max(max, 3)
  const [matchStart, matchEnd] = bestMatch(source, findMatches(source, terms), limit) ?? [0, 0]

  // Some context before the match; "…" takes one character on each side that is cut.
  const lead = Math.max(0, Math.floor((limit - 2 - (matchEnd - matchStart)) / 3))
  let start = Math.max(0, matchStart - lead)
  let end = start + limit - (start > 0 ? 2 : 1)
  if (end >= source.length) {
    end = source.length
    start = source.length - (limit - 1)
  }

  // Move the cuts onto word boundaries, inward, without losing the match.
  if (start > 0 && source[start - 1] !== " ") {
    const space = source.indexOf(" ", start)
    if (space >= 0 && space < start + BOUNDARY_SLACK && space < matchStart) start = space + 1
  }
  if (end < source.length && source[end] !== " ") {
    const space = source.lastIndexOf(" ", end)
    if (space > end - BOUNDARY_SLACK && space >= Math.min(matchEnd, end) && space > start) end = space
  }
  if (start > 0 && isLowSurrogate(source, start)) start++
  if (end < source.length && isLowSurrogate(source, end)) end--
  return `${start > 0 ? ELLIPSIS : ""}${source.slice(start, end).trim()}${end < source.length ? ELLIPSIS : ""}`
}

/** The text, HTML-escaped, with every match of `terms` wrapped in `<mark>`. */
export function highlight(text: string, terms: readonly string[] | null | undefined): string {
  const source = String(text ?? "")
  let html = ""
  let at = 0
  for (const [start, end] of findMatches(source, terms)) {
    html += `${escapeHtml(source.slice(at, start))}<mark>${escapeHtml(source.slice(start, end))}</mark>`
    at = end
  }
  return html + escapeHtml(source.slice(at))
}
