/**
 * Ranking: one score per key (a page, or one of its sections; documents.ts), on one scale, the
 * same for the navbar box and the results page.
 *
 * For each query word, each document of a key matches with: the field's weight (`FIELD_WEIGHT`: a
 * title counts most, then a heading; keywords, body text and the description, which summarise a
 * whole page, much less, so that a section whose heading holds the word comes before its page found
 * only by its keywords) × the form the word was found in (matching.ts `MATCH_QUALITY`: exact,
 * another form, a longer word being typed, identifier parts, a near spelling) × the document's
 * score slot for the term (`SLOT_WEIGHT`; build-index.ts: a short title; how much of a section is
 * about the term). The key's match for the word adds its documents' matches up, each taking its
 * share of what is still missing. A section also counts its page's title, less than its own heading
 * ("VWAP" › "The tolerance band" answers "vwap tolerance band"), once it matches something itself.
 * An identifier's parts match where they are written apart: all in one document, or its last part
 * in a section's heading and the others in its page's title ("The journal" › "Fsync modes" for
 * `journal.fsync`, `namespacedHeadings`).
 *
 * Words weigh by how rare they are (inverse document frequency): in "what happens to orders
 * during a failover", "failover" weighs most. The score adds four parts, each ten times lighter
 * than the one before it (`SCORE`), so that a part only decides between keys the parts before it
 * leave close:
 *   1. every word matched, or not;
 *   2. the share of the words' weight matched;
 *   3. the weighted strength of the matches;
 *   4. how many of the words one document holds together: terms near each other (in one heading,
 *      one section) above terms spread over a page.
 * Ties keep page order, then section order.
 */
import { SEARCH_GROUPS, SearchDocumentType } from "./documents"
import { MATCH_QUALITY, type Alternative, type QueryWord } from "./matching"
import type { Slots, SplitIndex } from "./split-index"

const GROUP_COUNT = SEARCH_GROUPS.length

/** The score scale, named once: the steps of a key's score, then the weights inside the steps. */
export const SCORE = {
  /** The key matches every word of the query. */
  allWords: 10_000,
  /** × the share of the query's word weight the key matches (0–1). */
  coverage: 1_000,
  /** × the weighted strength of its matches (0–1). */
  strength: 100,
  /** × the share of the words one of its documents holds together (0–1). */
  together: 10,
  /** A question whose every word one heading holds: the heading asks it ("Is there a Python
   * client?" for "is there a python client"), above sections that only mention the words. */
  question: 5_000,
  /** A one-word query whose word the key's own title or heading holds as typed, among its first
   * two words: one word names something, and the row "Price" answers `Price` before the section
   * "Pricing the children", which holds it more often in other forms. Of several words, their
   * forms and neighbours say more. */
  exactName: 50,
  /** The same for another form of the word (`throttling` for the heading "Throttles"): below the
   * word as typed, above a key that holds it only later in its title or only in its text (the page
   * "Market-maker tuning, part 2 - conflation, throttles and …", whose description and keywords
   * hold every form of it). */
  formName: 40,
  /** A query of several words that is one of a page's keywords whole (matching.ts `phrase`): the
   * page's author names it so ("Python client" for "tachyon-client reference"), above pages that
   * only hold the words apart, even in their titles ("Python FIX client sample"). */
  keywordName: 50,
} as const

/** How much a match in each group counts (× form × slot). */
export const FIELD_WEIGHT: Readonly<Record<SearchDocumentType, number>> = {
  [SearchDocumentType.Title]: 1,
  [SearchDocumentType.Heading]: 0.9,
  [SearchDocumentType.Description]: 0.45,
  [SearchDocumentType.Keywords]: 0.55,
  [SearchDocumentType.Content]: 0.5,
}
/** A section's page title, counted for the section. */
export const INHERITED_TITLE_WEIGHT = 0.85
/** How much each score slot keeps of a match, per group (build-index.ts `impactSlot`). */
export const SLOT_WEIGHT: Readonly<Record<SearchDocumentType, readonly number[]>> = {
  // An identifier's part in a title names the page ("journal" in `journal-recover`)...
  [SearchDocumentType.Title]: [1, 0.9, 0.85],
  [SearchDocumentType.Heading]: [1, 0.9, 0.85],
  [SearchDocumentType.Description]: [1, 0.45],
  [SearchDocumentType.Keywords]: [1, 0.45],
  // ...in body text it is mostly noise (`44` in a sample message's `44=187.25`).
  [SearchDocumentType.Content]: [1, 0.8, 0.65, 0.25],
}
/** Results below this share of the best result's coverage are left out (one common word of four). */
export const MIN_COVERAGE_SHARE = 0.5
/**
 * A page whose title holds one of the query's words (whole, or another form of it) but not all of
 * them still belongs among the first results: "vwap participation" shows the page titled "VWAP",
 * which says `MaxPOV`, never "participation", first, above a page that only mentions both. The title must be about the word: it is one of its first two words (the strongest
 * title slot, build-index.ts `impactSlot`), so "Order entry" comes forward for "order" but "Iceberg
 * and order types" does not. At most `pages` such pages (the best) come before the first key whose
 * title and headings name none of the words and whose keywords name less of the query's word weight
 * than the page's title ("Order slicing algorithms" only lists both among its keywords; "Risk rule
 * developer guide" names some of "write a custom risk rule" in its title), or whose title and
 * headings name fewer of the words ("Amazon Redshift exporter" for "redshift exporter setup" above
 * a section headed "Setup" on another page), and at the latest after the first `after` pages.
 */
export const TITLE_PAGES = { pages: 2, after: 2 } as const
/** A word among a page's keywords (a list of many) names it a quarter as much as in its title. */
const KEYWORD_NAMING = 0.25

export interface RankedKey {
  key: number
  page: number
  /** 0 for the page itself, else the section's number (1-based). */
  section: number
  /** The group of the document that matched best: the result's `type`. */
  type: SearchDocumentType
  score: number
  allWords: boolean
  coverage: number
  /** The query's words the key matches (a bit per word, in query order). */
  matched: number
  /** The share of the query's word weight its title or heading, or its page's title, hold (its
   * keywords count a quarter); and whether any word is in those. */
  named: number
  headed: boolean
  /** How many of the query's words its title or heading, or its page's title, hold. */
  namedWords: number
  /** A question whose every word its heading holds: the heading asks it (`SCORE.question`). */
  asked: boolean
}

interface KeyMatch {
  /** Per group × word: the best match of the key's document in that group. */
  own: Float64Array
  /** Per group: the words its document matched (a bit per word). */
  wordsIn: Uint32Array
}

function popcount(mask: number): number {
  let count = 0
  for (let m = mask; m; m &= m - 1) count++
  return count
}

/** Visits every (position, slot weight) of a term's slots in a group. */
function eachPosting(slots: Slots, weights: readonly number[], visit: (position: number, weight: number) => void) {
  for (let slot = 0; slot < slots.length; slot++) {
    const ids = slots[slot]
    if (!ids) continue
    const weight = weights[Math.min(slot, weights.length - 1)]
    for (let n = 0; n < ids.length; n++) visit(ids[n], weight)
  }
}

/** The documents of a group that hold every part of an identifier, with the weakest part's slot weight. */
function partMatches(index: SplitIndex, type: SearchDocumentType, partTerms: string[][]): Map<number, number> {
  let found: Map<number, number> | null = null
  for (const terms of partTerms) {
    const here = new Map<number, number>()
    for (const term of terms) {
      eachPosting(index.slotsOf(type, term), SLOT_WEIGHT[type], (position, weight) => {
        if (found && !found.has(position)) return
        here.set(position, Math.max(here.get(position) ?? 0, weight))
      })
    }
    if (found) for (const [position, weight] of here) here.set(position, Math.min(weight, found.get(position) ?? 0))
    found = here
    if (!found.size) break
  }
  return found ?? new Map()
}

/**
 * Sections headed by an identifier's last part on a page whose title holds its other parts
 * ("The journal" › "Fsync modes and durability" for `journal.fsync`): a dotted or dashed name is a
 * namespace, then the thing, and docs file the thing under a heading of its own on the namespace's
 * page. Heading positions, with the slot weight of the last part in the heading.
 */
function namespacedHeadings(index: SplitIndex, partTerms: string[][]): Map<number, number> {
  const found = new Map<number, number>()
  if (partTerms.length < 2) return found
  const { table } = index
  const titledBy = partTerms.slice(0, -1).map((terms) => {
    const pages = new Set<number>()
    for (const term of terms)
      eachPosting(index.slotsOf(SearchDocumentType.Title, term), [1], (position) =>
        pages.add(table.pageOfKey[table.keyOf(SearchDocumentType.Title, position)]),
      )
    return pages
  })
  for (const term of partTerms[partTerms.length - 1]) {
    eachPosting(
      index.slotsOf(SearchDocumentType.Heading, term),
      SLOT_WEIGHT[SearchDocumentType.Heading],
      (position, weight) => {
        const page = table.pageOfKey[table.keyOf(SearchDocumentType.Heading, position)]
        if (titledBy.every((pages) => pages.has(page))) found.set(position, Math.max(found.get(position) ?? 0, weight))
      },
    )
  }
  return found
}

/** Each word's weight: its inverse document frequency, the weights summing to 1. */
function wordWeights(index: SplitIndex, words: readonly QueryWord[]): number[] {
  const documents = index.table.keyCount + 2 * index.pageCount
  const idf = words.map((word) => {
    const terms = word.alternatives.length ? word.alternatives.map((a) => a.term) : word.partTerms.flat()
    const frequency = Math.min(
      documents,
      terms.reduce((n, term) => n + index.frequency(term), 0),
    )
    return Math.log(1 + documents / (1 + frequency))
  })
  const total = idf.reduce((a, b) => a + b, 0) || 1
  return idf.map((value) => value / total)
}

/** What a key whose document of `type` holds `term` (a query word's alternative of `kind`) in its
 * strongest slot gains for being named by the query (`SCORE.exactName`, `formName`, `keywordName`). */
function namingScore(type: SearchDocumentType, kind: Alternative["kind"], words: number, term: string): number {
  if (kind === "phrase")
    return type === SearchDocumentType.Keywords && term.split(" ").length === words ? SCORE.keywordName : 0
  if (words !== 1 || !(type === SearchDocumentType.Title || type === SearchDocumentType.Heading)) return 0
  return kind === "exact" ? SCORE.exactName : kind === "form" ? SCORE.formName : 0
}

/** Scores every key that matches a word of the query, best first (see the module comment).
 * `question`: the query is phrased as a question (matching.ts `isQuestion`). */
export function rankKeys(index: SplitIndex, words: readonly QueryWord[], ctx = "", question = false): RankedKey[] {
  const n = words.length
  if (!n || n > 31) return []
  const table = index.table
  const matches = new Map<number, KeyMatch>()
  /** Per page, per word: the best title match, which the page's sections count too. */
  const titles = new Map<number, Float64Array>()
  /** Per page: the words its title is about, whole or in another form (a bit per word). */
  const titleWords = new Map<number, number>()
  /** Per key the query names (`namingScore`), the best of what it gains. */
  const names = new Map<number, number>()
  const record = (type: SearchDocumentType, position: number, word: number, value: number) => {
    const key = table.keyOf(type, position)
    if (ctx && !index.inFolder(table.pageOfKey[key], ctx)) return
    let match = matches.get(key)
    if (!match) {
      match = { own: new Float64Array(GROUP_COUNT * n), wordsIn: new Uint32Array(GROUP_COUNT) }
      matches.set(key, match)
    }
    if (value > match.own[type * n + word]) match.own[type * n + word] = value
    match.wordsIn[type] |= 1 << word
    if (type === SearchDocumentType.Title) {
      let title = titles.get(position)
      if (!title) titles.set(position, (title = new Float64Array(n)))
      if (value > title[word]) title[word] = value
    }
  }
  words.forEach((word, w) => {
    for (const group of index.groups) {
      const { type } = group
      const field = FIELD_WEIGHT[type]
      for (const { term, quality, kind } of word.alternatives) {
        const whole = type === SearchDocumentType.Title && (kind === "exact" || kind === "form" || kind === "joined")
        const naming = namingScore(type, kind, n, term)
        eachPosting(index.slotsOf(type, term), SLOT_WEIGHT[type], (position, weight) => {
          record(type, position, w, field * quality * weight)
          if (naming && weight === SLOT_WEIGHT[type][0]) {
            const key = table.keyOf(type, position)
            names.set(key, Math.max(names.get(key) ?? 0, naming))
          }
          if (whole && weight === SLOT_WEIGHT[type][0])
            titleWords.set(position, (titleWords.get(position) ?? 0) | (1 << w))
        })
      }
      if (word.partTerms.length) {
        for (const [position, weight] of partMatches(index, type, word.partTerms)) {
          record(type, position, w, field * MATCH_QUALITY.part * weight)
        }
      }
    }
    const heading = SearchDocumentType.Heading
    for (const [position, weight] of namespacedHeadings(index, word.partTerms))
      record(heading, position, w, FIELD_WEIGHT[heading] * MATCH_QUALITY.part * weight)
  })

  const weights = wordWeights(index, words)
  const ranked: RankedKey[] = []
  for (const [key, match] of matches) {
    const page = table.pageOfKey[key]
    const section = key - table.keyStart[page]
    const title = section ? titles.get(page) : undefined
    let coverage = 0
    let strength = 0
    let matched = 0
    let allWords = true
    let named = 0
    let headed = false
    let namedWords = 0
    const byGroup = new Float64Array(GROUP_COUNT)
    for (let w = 0; w < n; w++) {
      // Evidence from several documents adds up, each taking its share of what is still missing
      // (1 - Π(1 - v)): a section whose heading, text and page title all hold the word beats one
      // that only mentions it.
      let missing = title ? 1 - title[w] * INHERITED_TITLE_WEIGHT : 1
      for (let g = 0; g < GROUP_COUNT; g++) {
        const value = match.own[g * n + w]
        missing *= 1 - value
        byGroup[g] += weights[w] * value
      }
      const value = 1 - missing
      if (title?.[w] || match.own[SearchDocumentType.Title * n + w] || match.own[SearchDocumentType.Heading * n + w]) {
        named += weights[w]
        headed = true
        namedWords++
      } else if (match.own[SearchDocumentType.Keywords * n + w]) named += weights[w] * KEYWORD_NAMING
      if (value > 0) {
        coverage += weights[w]
        strength += weights[w] * value
        matched |= 1 << w
      } else allWords = false
    }
    let together = 0
    for (const mask of match.wordsIn) together = Math.max(together, popcount(mask & matched))
    let type: SearchDocumentType = section ? SearchDocumentType.Heading : SearchDocumentType.Title
    for (const candidate of SEARCH_GROUPS) if (byGroup[candidate] > byGroup[type]) type = candidate
    const asked = question && n > 1 && popcount(match.wordsIn[SearchDocumentType.Heading]) === n
    // A section of a page its keywords name, whose heading holds every word, is where the page
    // says it ("Java API extras" › "Drop copy"): named as its page, and first as the more precise.
    const headsPageName =
      section > 0 && n > 1 && popcount(match.wordsIn[SearchDocumentType.Heading]) === n
        ? (names.get(table.keyStart[page]) ?? 0)
        : 0
    // Of several words, a keyword names its page only where the page's title holds one of them:
    // title and keyword then say the same thing ("tachyon-client reference", "Python client"),
    // where a page that lists its children's names among its keywords ("Algorithm developer
    // guide": "TWAP tutorial") or an FAQ its topics ("API FAQ": "python client") names none.
    const titleHolds = titles.get(page)?.some((value) => value > 0) ?? false
    const naming = n > 1 && !titleHolds ? 0 : Math.max(names.get(key) ?? 0, headsPageName)
    const score =
      (asked ? SCORE.question : 0) +
      (allWords ? SCORE.allWords : 0) +
      SCORE.coverage * coverage +
      SCORE.strength * strength +
      naming +
      SCORE.together * (together / n)
    ranked.push({ key, page, section, type, score, allWords, coverage, matched, named, headed, namedWords, asked })
  }
  ranked.sort((a, b) => b.score - a.score || a.key - b.key)
  const best = ranked[0]?.coverage ?? 0
  const titled = new Set(
    n < 2
      ? []
      : ranked
          .filter((entry) => !entry.section && !entry.allWords && titleWords.has(entry.page))
          .slice(0, TITLE_PAGES.pages),
  )
  const kept = ranked.filter((entry) => !titled.has(entry) && entry.coverage >= best * MIN_COVERAGE_SHARE - 1e-9)
  return withTitledPages(kept, [...titled])
}

/** Each of `titled` (best first) at its own place in `ranked`, or, when that is later, before the
 * first key whose title and headings name none of the query's words and whose keywords name less
 * than its title does, or whose title and headings name fewer of the words than its title, and at
 * the latest after the keys of the first `TITLE_PAGES.after` pages. */
function withTitledPages(ranked: readonly RankedKey[], titled: readonly RankedKey[]): RankedKey[] {
  if (!titled.length) return [...ranked]
  const pages = new Set<number>()
  let after = 0
  for (; after < ranked.length; after++) {
    if (!pages.has(ranked[after].page) && pages.size === TITLE_PAGES.after) break
    pages.add(ranked[after].page)
  }
  const placeOf = (entry: RankedKey) => {
    const own = ranked.findIndex((other) => other.score < entry.score)
    const named = ranked.findIndex((other) =>
      other.headed ? other.namedWords < entry.namedWords : other.named < entry.named - 1e-9,
    )
    return Math.min(after, own < 0 ? ranked.length : own, named < 0 ? ranked.length : named)
  }
  const places = titled.map(placeOf)
  const result: RankedKey[] = []
  for (let n = 0; n <= ranked.length; n++) {
    titled.forEach((entry, t) => places[t] === n && result.push(entry))
    if (n < ranked.length) result.push(ranked[n])
  }
  return result
}
