/**
 * The lunr baseline of the search benchmark: the way the lunr-based Docusaurus local search
 * (@easyops-cn/docusaurus-search-local, its defaults: English, stemmer and stop words on,
 * fuzzyMatchingDistance 1, 8 results) indexes and queries the same documents, ported from its
 * src/server/utils/buildIndex.ts and src/client/theme/worker.ts, utils/smartQueries.ts and
 * sortSearchResults.ts (the Chinese and multi-language parts left out: the docs are English).
 *
 * Five lunr indexes (titles, headings, descriptions, keywords, section contents), each document
 * `{ i, t }`. A query is tried as a series of lunr queries: all words required, then the last one
 * also as a prefix (it may be unfinished), then without stop words, then, for three words or
 * more, with one word left out each time; the series again with edit distance 1. Results are
 * taken in that order, group by group, until 8; then sections move under their page.
 */
export function buildLunrIndex(lunr, pages) {
  const groups = [[], [], [], [], []]
  let id = 0
  pages.forEach((page) => {
    // `url` and `anchor` named as the site's own results name them, so one check scores both.
    const title = { i: id++, t: page.title, url: page.url, anchor: "" }
    groups[0].push(title)
    const add = (type, anchor, t) => t && groups[type].push({ i: id++, p: title.i, t, url: page.url, anchor })
    page.sections.forEach((section) => add(1, section.anchor, section.heading))
    add(2, "", page.description)
    add(3, "", page.keywords.join(", "))
    add(4, "", page.intro)
    page.sections.forEach((section) => add(4, section.anchor, section.text))
  })
  return groups.map((documents) => ({
    documents,
    byId: new Map(documents.map((document) => [String(document.i), document])),
    index: lunr(function () {
      this.ref("i")
      this.field("t")
      documents.forEach((document) => this.add({ i: String(document.i), t: document.t }))
    }),
  }))
}

/** easyops `tokenize` for English: lowercased runs of anything but spaces and hyphens. */
const tokenize = (text) => text.toLowerCase().match(/[^-\s]+/g) ?? []

function smartQueries(lunr, tokens) {
  const terms = [tokens.map((value) => ({ value }))]
  terms[0][terms[0].length - 1].maybeTyping = true
  const filtered = terms[0].filter((item) => lunr.stopWordFilter(item.value))
  const refined = [filtered]
  if (filtered.length < terms[0].length && filtered.length > 0) terms.push(filtered)
  const extra = []
  for (const term of refined) {
    if (term.length > 2)
      for (let i = term.length - 1; i >= 0; i--) extra.push(term.slice(0, i).concat(term.slice(i + 1)))
  }
  const toQueries = (list, distance, maybeTyping) =>
    list.flatMap((term) => {
      const query = term.map((item) => ({
        value: item.value,
        presence: lunr.Query.presence.REQUIRED,
        wildcard: maybeTyping && item.maybeTyping ? lunr.Query.wildcard.TRAILING : lunr.Query.wildcard.NONE,
        editDistance: distance > 0 && item.value.length > distance ? distance : undefined,
      }))
      if (distance && query.every((item) => !item.editDistance)) return []
      return [{ tokens: term.map((item) => item.value), term: query }]
    })
  const typing = (list, distance) =>
    toQueries(list, distance, false).concat(
      toQueries(
        list.filter((term) => term[term.length - 1]?.maybeTyping),
        distance,
        true,
      ),
    )
  const matrix = (list) => [0, 1].flatMap((distance) => typing(list, distance))
  return matrix(terms).concat(matrix(extra))
}

/** The 8 results of `input`, as `{ document, type, page }`, sections after their page. */
export function lunrSearch(lunr, groups, input, limit = 8) {
  const tokens = tokenize(input)
  if (!tokens.length) return []
  const results = []
  search: for (const { term } of smartQueries(lunr, tokens)) {
    for (const [type, { index, byId }] of groups.entries()) {
      let hits
      try {
        hits = index.query((query) => {
          for (const item of term) {
            query.term(item.value, {
              wildcard: item.wildcard,
              presence: item.presence,
              ...(item.editDistance ? { editDistance: item.editDistance } : null),
            })
          }
        })
      } catch {
        continue
      }
      for (const hit of hits.slice(0, limit)) {
        if (results.some((result) => String(result.document.i) === hit.ref)) continue
        if (results.length >= limit) break
        const document = byId.get(hit.ref)
        results.push({ document, type, page: type ? groups[0].byId.get(String(document.p)) : undefined })
      }
      if (results.length >= limit) break search
    }
  }
  // sortSearchResults: headings, contents and descriptions go right after their page's title.
  results.forEach((result, n) => (result.index = n))
  const pageIndex = (result) => {
    if ((result.type === 1 || result.type === 4 || result.type === 2) && result.page) {
      const at = results.findIndex((other) => other.document === result.page)
      return at === -1 ? result.index : at
    }
    return result.index
  }
  return [...results].sort((a, b) => {
    const pa = pageIndex(a)
    const pb = pageIndex(b)
    if (pa === pb) return (b.type === 0 ? 1 : 0) - (a.type === 0 ? 1 : 0) || a.index - b.index
    return pa - pb
  })
}
