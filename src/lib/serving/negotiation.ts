/**
 * Markdown by content negotiation: a doc page's address asked for with `Accept: text/markdown`
 * answers with the page's Markdown twin, any other request with its HTML, as before. The rule is
 * written once, as patterns that JavaScript and nginx (PCRE) read alike: `prefersMarkdown` applies
 * them here (and is what the tests hold the rule to), nginx.ts renders the same patterns as nginx
 * `if` blocks, so the two cannot drift apart.
 *
 * The rule: Markdown when the header names `text/markdown` with a q-value above 0, and HTML is not
 * preferred to it. Each side's preference is one of three levels, not the exact q-value (nginx can
 * match a pattern but not compare numbers): 2, named with q=1 or no q; 1, named with a q-value
 * between 0 and 1; 0, refused (q=0) or not named. Markdown counts only where named: the wildcard
 * ranges (any type, which curl, wget and link checkers send, and `text/*`) alone get HTML, the
 * page's own form, as they always have. HTML's level is that of `text/html`, or failing it of
 * `text/*`, or failing that of the any-type range (HTML_RANGES).
 * Markdown wins a tie: no browser names `text/markdown`, so a client that does is asking for it.
 * Two q-values between 0 and 1 tie, so `text/markdown;q=0.5, text/html;q=0.8` gets Markdown: a
 * client that names Markdown at all wants it.
 */

export type AcceptLevel = 0 | 1 | 2

/** A media range as a pattern: `*` and `/` taken literally. */
const rangePattern = (range: string) => range.replace(/[*/+.]/g, (c) => `\\${c}`)

/** Patterns on the Accept header's value for one media range: named at all, named with 0 < q < 1, refused (q=0). */
export function acceptRangePatterns(range: string): { named: string; partial: string; refused: string } {
  const start = `(?:^|,)\\s*${rangePattern(range)}\\s*`
  // The q parameter, after any others of the same range (`text/markdown;charset=utf-8;q=0.5`).
  const q = `;(?:[^,]*;)?\\s*q\\s*=\\s*`
  return {
    named: `${start}(?:[;,]|$)`,
    partial: `${start}${q}0\\.0{0,2}[1-9]`,
    refused: `${start}${q}0(?:\\.0{0,3})?\\s*(?:[;,]|$)`,
  }
}

/** The ranges that set HTML's level, the more specific last (each overrides the ones before where named). */
export const HTML_RANGES = ["*/*", "text/*", "text/html"] as const
export const MARKDOWN_RANGE = "text/markdown"

/**
 * The levels of each side as nginx computes them: for each range, in order, the level it sets when
 * its pattern matches (later settings override earlier ones).
 */
export function levelSteps(ranges: readonly string[]): { pattern: string; level: AcceptLevel }[] {
  return ranges.flatMap((range) => {
    const { named, partial, refused } = acceptRangePatterns(range)
    return [
      { pattern: named, level: 2 as const },
      { pattern: partial, level: 1 as const },
      { pattern: refused, level: 0 as const },
    ]
  })
}

/** The two levels, Markdown's then HTML's, written as one string (`"21"`), that mean "answer with Markdown". */
export const MARKDOWN_LEVELS = "(?:2[012]|1[01])"

function level(accept: string, ranges: readonly string[]): AcceptLevel {
  let current: AcceptLevel = 0
  for (const step of levelSteps(ranges)) if (new RegExp(step.pattern, "i").test(accept)) current = step.level
  return current
}

/** Whether a request with this Accept header gets a doc page's Markdown twin. */
export function prefersMarkdown(accept: string | null | undefined): boolean {
  if (!accept) return false
  const levels = `${level(accept, [MARKDOWN_RANGE])}${level(accept, HTML_RANGES)}`
  return new RegExp(`^${MARKDOWN_LEVELS}$`).test(levels)
}
