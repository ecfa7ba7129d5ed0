import GithubSlugger from "github-slugger"
import { configKeyRowId, fixTagRowId, rowId } from "./row-ids"

/**
 * The glossary (`<Glossary />`): one row per term the reference data defines, so that its
 * definitions and the tables they come from cannot disagree. FIX fields link to their row on the
 * FIX API page, reject codes to their heading on the page that explains them, and the families of
 * tachyon.conf keys (the first segment: `cluster.*`) to the configuration reference, and the
 * order states (io.tachyon.api.OrderStatus, with its Javadoc) to the order entry model's states.
 */

/** Where each kind of term is explained in full; their anchors are the tables' row ids and headings. */
export const GLOSSARY_PAGES = {
  fixTags: "/docs/api/fix/",
  trj: "/docs/data_model/trading/reject_codes/",
  rsk: "/docs/risk/risk_reject_codes/",
  config: "/docs/config/config_reference/",
  orderStates: "/docs/data_model/trading/order_entry_model/#order-states",
} as const

/** The uses of the FIX API page's tables (`<FixTags use=... />` and `custom="true"`): a venue's own tags are not there. */
const FIX_PAGE_USES: readonly string[] = ["session", "order-entry", "market-data"]

export type GlossaryKind = "FIX field" | "Reject code" | "Configuration keys" | "Order state"

export interface GlossaryTerm<M> {
  /** The row id, `term-price`, `term-trj-1001`, `term-cluster`. */
  id: string
  term: string
  kind: GlossaryKind
  href: string
  /** A plain-text lead before the meaning: `Tag 44, Price.`, `UNKNOWN_SYMBOL.`, `23 keys.` */
  lead: string
  /** The data's own meaning (Markdown in the twin, inline nodes on the page); null for key families. */
  meaning: M | null
}

interface FixTagLike<M> {
  tag: number
  name: string
  custom: boolean
  use: readonly string[]
  meaning: M
}
interface RejectCodeLike<M> {
  code: string
  name: string
  title: string
  meaning: M
}
interface ConfigKeyLike {
  key: string
  /** A type's own key (`for: kafka`): its rows have no id, since types share key names. */
  for?: string | null
}
export interface GlossarySources<M> {
  fixTags: readonly FixTagLike<M>[]
  rejectCodes: readonly RejectCodeLike<M>[]
  configKeys: readonly ConfigKeyLike[]
  /** Absent or empty on a site without the Java API source. */
  orderStates?: readonly { name: string; meaning: M }[]
}

/** The tags the FIX API page's tables show, each of which has its `#tag-N` row there. */
export const onFixPage = (t: { custom: boolean; use: readonly string[] }): boolean =>
  t.custom || t.use.some((u) => FIX_PAGE_USES.includes(u))

/** A single reject code (not a range such as RSK-9xxx, which has no heading of its own). */
export const isSingleRejectCode = (r: { code: string }): boolean => !r.code.endsWith("xxx")

/** `cluster.election.timeout` → `cluster`. */
export const configFamily = (key: string): string => key.split(/[.[]/)[0]

/** A-Z by term, case and accents aside; a term that differs only by case keeps data order. */
export const compareTerms = (a: { term: string }, b: { term: string }): number =>
  a.term.localeCompare(b.term, "en", { sensitivity: "base", numeric: true })

/** Every term of the glossary, sorted A-Z, each with a row id of its own. */
export function glossaryTerms<M>(data: GlossarySources<M>): GlossaryTerm<M>[] {
  const terms: Omit<GlossaryTerm<M>, "id">[] = []
  for (const t of data.fixTags.filter(onFixPage))
    terms.push({
      term: t.name,
      kind: "FIX field",
      href: `${GLOSSARY_PAGES.fixTags}#${fixTagRowId(t.tag)}`,
      lead: `Tag ${t.tag}${t.custom ? ", a Tachyon tag" : ""}.`,
      meaning: t.meaning,
    })
  for (const r of data.rejectCodes.filter(isSingleRejectCode)) {
    const page = r.code.startsWith("RSK") ? GLOSSARY_PAGES.rsk : GLOSSARY_PAGES.trj
    // The pages' headings are `### TRJ-1001 Unknown symbol`, their ids GitHub's slugs.
    const anchor = new GithubSlugger().slug(`${r.code} ${r.title}`)
    terms.push({ term: r.code, kind: "Reject code", href: `${page}#${anchor}`, lead: `${r.name}.`, meaning: r.meaning })
  }
  // Type-specific rows repeat a key name once per type (`exporters.<name>.password`): count names.
  const families = new Map<string, { keys: Set<string>; first: string | null }>()
  for (const k of data.configKeys) {
    const family = configFamily(k.key)
    const seen = families.get(family) ?? { keys: new Set<string>(), first: null }
    seen.keys.add(k.key)
    families.set(family, { keys: seen.keys, first: seen.first ?? (k.for ? null : k.key) })
  }
  for (const [family, { keys, first }] of families) {
    const count = keys.size
    terms.push({
      term: `${family}.*`,
      kind: "Configuration keys",
      href: first ? `${GLOSSARY_PAGES.config}#${configKeyRowId(first)}` : GLOSSARY_PAGES.config,
      lead: `${count} ${count === 1 ? "key" : "keys"} of tachyon.conf.`,
      meaning: null,
    })
  }
  for (const s of data.orderStates ?? [])
    terms.push({
      term: s.name,
      kind: "Order state",
      href: GLOSSARY_PAGES.orderStates,
      lead: "A value of OrderStatus.",
      meaning: s.meaning,
    })
  const used = new Set<string>()
  return terms.sort(compareTerms).map((t) => {
    // A FIX field and a key family could share a name: the second gets its kind in its id.
    let id = rowId("term", t.term)
    if (used.has(id)) id = rowId("term", `${t.term} ${t.kind}`)
    used.add(id)
    return { ...t, id }
  })
}

/** How many terms of each kind, for the page's intro and the report of a build. */
export function countByKind(terms: readonly { kind: GlossaryKind }[]): Record<GlossaryKind, number> {
  const counts: Record<GlossaryKind, number> = {
    "FIX field": 0,
    "Reject code": 0,
    "Configuration keys": 0,
    "Order state": 0,
  }
  for (const t of terms) counts[t.kind] += 1
  return counts
}
