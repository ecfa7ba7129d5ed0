/**
 * The reference data as search records of their own: every FIX tag and value, configuration
 * key, command-line option, reject code, metric and counter is found by the forms readers type
 * (`44`, `tag 44`, `35=D`, `NewOrderSingle`, `--cancel-open`, `risk.reloadOnChange`, `TRJ-1002`,
 * `tachyon_algo_slow_handlers_total`) and leads to the table row that documents it.
 *
 * A record is a section of the page that holds its row: its anchor is the row's id, its heading the
 * entry's name, its names (indexed with the heading, never shown) the other forms, its text the
 * row's meaning, which the excerpt is cut from. A reject code's home is the heading its page writes
 * for it (`### TRJ-1002 Invalid quantity`): its names join that section instead.
 *
 * Which page is an entry's home: of the pages whose tables give it a row id, the one whose tables
 * show the most entries of its kind (the reference page over a topic page that repeats a few rows:
 * the configuration reference for `journal.fsync`, the FIX API page for tag 44). Made from whatever
 * the data and the pages hold at build time.
 */
import type { ReferenceLists } from "../reference/data-names"
import { inlineMarkdown, type InlineNode } from "../markdown/inline"
import {
  configKeyRowId,
  counterRowId,
  fixTagRowId,
  fixValueRowId,
  metricRowId,
  optionRowId,
} from "../reference/row-ids"
import {
  selectCliTools,
  selectConfigKeys,
  selectCounters,
  selectFixTags,
  selectMetrics,
  selectRejectCodes,
  type ReferenceUse,
} from "../reference/select"
import { configDefaultText, configTypeText } from "../reference/config-keys"
import type { SearchPage, SearchPageSection } from "./documents"

/** A page's reference tables (the Doc node's `references`), by the page's URL. */
export interface PageReferences {
  url: string
  references: readonly ReferenceUse[]
}

type Kind = "tag" | "value" | "key" | "option" | "metric" | "counter" | "code"

/** A row that documents one entry: the page, the row's anchor, and the entry's record. */
interface Row {
  kind: Kind
  /** The entry, one string per entry of the data (`tag 44`, `option journal-recover --truncate`). */
  entry: string
  url: string
  anchor: string
}

/** One line of inline markdown as the text a reader sees. */
export function plainText(markdown: string | undefined): string {
  const flat = (nodes: readonly InlineNode[]): string =>
    nodes
      .map((node) =>
        typeof node === "string"
          ? node
          : "code" in node
            ? node.code
            : flat("strong" in node ? node.strong : "em" in node ? node.em : node.children),
      )
      .join("")
  return markdown ? flat(inlineMarkdown(markdown)).replace(/\s+/g, " ").trim() : ""
}

/** The rows each page's tables give an id to, in page order (src/components/reference/ names them so). */
function anchoredRows(data: ReferenceLists, pages: readonly PageReferences[]): Row[] {
  const rows: Row[] = []
  for (const { url, references } of pages) {
    for (const { component, props } of references) {
      const add = (kind: Kind, entry: string, anchor: string) => rows.push({ kind, entry, url, anchor })
      switch (component) {
        case "FixTags":
          for (const t of selectFixTags(data.fixTags, component, props)) add("tag", `${t.tag}`, fixTagRowId(t.tag))
          break
        case "FixValues":
          for (const t of selectFixTags(data.fixTags, component, props))
            for (const v of t.values ?? []) add("value", `${t.tag}=${v.value}`, fixValueRowId(t.tag, v.value))
          break
        case "ConfigKeys":
          // A type's own keys share their names with another type's: their rows have no id.
          if (props.for === undefined)
            for (const k of selectConfigKeys(data.configKeys, props)) add("key", k.key, configKeyRowId(k.key))
          break
        case "CliOptions":
          // A table of one subcommand's options gives no ids (the tool's options may repeat there).
          if (props.command === undefined)
            for (const tool of selectCliTools(data.cliTools, props))
              for (const o of tool.options) add("option", `${tool.tool} ${o.name}`, optionRowId(o.name))
          break
        case "Metrics":
          for (const m of selectMetrics(data.metrics, props)) add("metric", m.name, metricRowId(m.name))
          break
        case "Counters":
          for (const c of selectCounters(data.counters, props)) add("counter", c.name, counterRowId(c.name))
          break
      }
    }
  }
  return rows
}

/** Each entry's home: of its rows, the one on the page whose tables show the most of its kind. */
export function entryHomes(data: ReferenceLists, pages: readonly PageReferences[]): Map<string, Row> {
  const rows = anchoredRows(data, pages)
  const shown = new Map<string, Set<string>>()
  for (const row of rows) {
    const key = `${row.kind} ${row.url}`
    if (!shown.has(key)) shown.set(key, new Set())
    shown.get(key)!.add(row.entry)
  }
  const count = (row: Row) => shown.get(`${row.kind} ${row.url}`)!.size
  const homes = new Map<string, Row>()
  for (const row of rows) {
    const id = `${row.kind} ${row.entry}`
    const home = homes.get(id)
    if (!home || count(row) > count(home)) homes.set(id, row)
  }
  return homes
}

/** A record: a section of its home page that carries names. */
function record(anchor: string, heading: string, names: readonly string[], text: string): SearchPageSection {
  return { anchor, heading, depth: 0, names: [...new Set(names)].filter((n) => n && n !== heading), text }
}

/**
 * The records of the reference data, by the URL of the page each belongs to; and, by URL and
 * anchor, the names to add to headings that are an entry's home already (reject codes).
 */
export function referenceRecords(
  data: ReferenceLists,
  pages: readonly PageReferences[],
  sectionsOf: (url: string) => readonly SearchPageSection[],
  /** `plainText`, or a kept copy of its results (src/node/search-index.ts). */
  toPlainText: (markdown: string | undefined) => string = plainText,
): { records: Map<string, SearchPageSection[]>; names: Map<string, Map<string, string[]>> } {
  const homes = entryHomes(data, pages)
  const records = new Map<string, SearchPageSection[]>()
  const add = (url: string, section: SearchPageSection) => {
    if (!records.has(url)) records.set(url, [])
    records.get(url)!.push(section)
  }
  for (const t of data.fixTags) {
    const home = homes.get(`tag ${t.tag}`)
    const values = t.values ?? []
    // Values without a row of their own are found on their tag's row.
    const onRow = values.filter((v) => !homes.has(`value ${t.tag}=${v.value}`))
    for (const v of values) {
      const own = homes.get(`value ${t.tag}=${v.value}`)
      if (!own) continue
      add(
        own.url,
        record(
          own.anchor,
          `${t.tag}=${v.value} ${v.name}`,
          [v.name, `${t.name}=${v.value}`],
          `FIX tag ${t.tag} ${t.name} = ${v.value}: ${v.name}. ${toPlainText(v.meaning)}`,
        ),
      )
    }
    if (!home) continue
    const valueText = values.length ? ` Values: ${values.map((v) => `${v.value} ${v.name}`).join(", ")}.` : ""
    add(
      home.url,
      record(
        home.anchor,
        `${t.tag} ${t.name}`,
        [t.name, `tag ${t.tag}`, ...onRow.flatMap((v) => [`${t.tag}=${v.value}`, v.name])],
        `FIX tag ${t.tag} ${t.name} (${t.type}${t.custom ? ", Tachyon's own" : ""}): ${toPlainText(t.meaning)}${valueText}`,
      ),
    )
  }
  for (const k of data.configKeys) {
    const home = homes.get(`key ${k.key}`)
    if (home)
      add(
        home.url,
        record(
          home.anchor,
          k.key,
          [],
          `${toPlainText(configTypeText(k))}, default ${toPlainText(configDefaultText(k))}. ${toPlainText(k.meaning)}`,
        ),
      )
  }
  for (const tool of data.cliTools) {
    for (const o of tool.options) {
      const home = homes.get(`option ${tool.tool} ${o.name}`)
      if (!home) continue
      const synopsis = [o.name, o.argument].filter(Boolean).join(" ")
      const defaultText = o.default ? ` Default: ${toPlainText(o.default)}.` : ""
      add(home.url, record(home.anchor, o.name, [tool.tool], `${synopsis}: ${toPlainText(o.meaning)}.${defaultText}`))
    }
  }
  for (const m of data.metrics) {
    const home = homes.get(`metric ${m.name}`)
    const labels = m.labels.length ? `, labels ${m.labels.join(", ")}` : ""
    if (home) add(home.url, record(home.anchor, m.name, [], `Prometheus ${m.type}${labels}: ${toPlainText(m.meaning)}`))
  }
  for (const c of data.counters) {
    const home = homes.get(`counter ${c.name}`)
    const metric = c.metric ? ` Exported as ${c.metric}.` : ""
    if (home) add(home.url, record(home.anchor, c.name, [], `Counter (${c.kind}): ${toPlainText(c.meaning)}.${metric}`))
  }
  const names = new Map<string, Map<string, string[]>>()
  for (const { url, references } of pages) {
    for (const use of references) {
      if (use.component !== "RejectCodeDetails") continue
      for (const r of selectRejectCodes(data.rejectCodes, use.component, use.props)) {
        const heading = sectionsOf(url).find((s) => s.heading.startsWith(r.code))
        if (!heading) continue
        if (!names.has(url)) names.set(url, new Map())
        names.get(url)!.set(heading.anchor, [r.code, r.name])
      }
    }
  }
  return { records, names }
}

/** The pages with their records: each page's sections, names added to the headings that are an
 * entry's home, then its records. */
export function withReferenceRecords(
  pages: readonly SearchPage[],
  data: ReferenceLists,
  references: readonly PageReferences[],
  toPlainText?: (markdown: string | undefined) => string,
): SearchPage[] {
  const byUrl = new Map(pages.map((page) => [page.url, page]))
  const { records, names } = referenceRecords(data, references, (url) => byUrl.get(url)?.sections ?? [], toPlainText)
  return pages.map((page) => {
    const extra = records.get(page.url) ?? []
    const named = names.get(page.url)
    if (!extra.length && !named) return page
    return {
      ...page,
      sections: [
        ...page.sections.map((s) =>
          named?.has(s.anchor) ? { ...s, names: [...(s.names ?? []), ...named.get(s.anchor)!] } : s,
        ),
        ...extra,
      ],
    }
  })
}
