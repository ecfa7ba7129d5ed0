import { configDefaultText, configTypeText } from "../reference/config-keys"
import { glossaryTerms } from "../reference/glossary"
import type { ReferenceLists } from "../reference/data-names"
import type { RejectCode } from "../reference/reject-codes"
import { NO_HTTP_STATUS } from "../reference/reject-delivery"
import {
  selectCliTools,
  selectConfigKeys,
  selectCounters,
  selectFixTags,
  selectMetrics,
  selectRejectCodes,
  type ReferenceComponent,
  type ReferenceProps,
} from "../reference/select"
import type { OpenApiDocument } from "../rest/openapi"
import { restTable, type RestComponent } from "../rest/tables"

/**
 * The reference tables of a page as Markdown, for its Markdown twin: the same rows as the
 * components in src/components/reference/ render (the same select functions pick them), the same
 * columns, each cell the data's own inline Markdown.
 */
export type ReferenceTables = ReferenceLists & {
  /** The REST API document, for `<RestEndpoints />` and `<RestSchema />`; absent on a site without one. */
  restApi?: OpenApiDocument | null
}

const code = (text: string) => (text.includes("`") ? `\`\` ${text} \`\`` : `\`${text}\``)
/** A cell: one line, its pipes escaped (GFM splits cells on `|`). */
const cell = (text: string | number | null | undefined) =>
  String(text ?? "")
    .replace(/\s*\n\s*/g, " ")
    .replace(/\|/g, "\\|")

export function markdownTable(
  headers: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  if (!rows.length) return ""
  const line = (cells: readonly (string | number | null)[]) => `| ${cells.map(cell).join(" | ")} |`
  return [line(headers), `| ${headers.map(() => "---").join(" | ")} |`, ...rows.map(line)].join("\n")
}

const REJECT_COLUMNS: Record<string, { header: string; cell: (r: RejectCode) => string }> = {
  name: { header: "Name", cell: (r) => r.name },
  appliesTo: { header: "Applies to", cell: (r) => r.appliesTo.join(", ") },
  raisedBy: { header: "Raised by", cell: (r) => r.raisedBy },
  limitKey: { header: "Limit key", cell: (r) => r.limitKey ?? "" },
  transient: { header: "Transient", cell: (r) => r.transient ?? "" },
  httpStatus: {
    header: "HTTP status",
    cell: (r) => (r.httpStatus ? String(r.httpStatus) : NO_HTTP_STATUS),
  },
  meaning: { header: "Meaning", cell: (r) => r.meaning },
  cause: { header: "Usual cause", cell: (r) => r.cause },
  fix: { header: "Fix", cell: (r) => r.fix },
}

/** The Markdown of a REST table (src/lib/rest/tables.ts), the page's rows with its cells' own Markdown. */
export function restMarkdown(component: RestComponent, props: ReferenceProps, data: ReferenceTables): string {
  if (!data.restApi) return ""
  const table = restTable(component, props, data.restApi)
  // The cells are Markdown already, their pipes escaped where they separate values.
  return markdownTable(
    table.headers,
    table.rows.map((r) => r.cells.map((c) => c.replace(/\\\|/g, "|"))),
  )
}

/** The Markdown of one reference component, or "" when it selects nothing (the page shows nothing). */
export function referenceMarkdown(component: ReferenceComponent, props: ReferenceProps, data: ReferenceTables): string {
  switch (component) {
    case "FixTags":
      return markdownTable(
        ["Tag", "Name", "Type", "Values", "Meaning"],
        selectFixTags(data.fixTags, component, props).map((t) => [
          t.tag,
          t.name,
          t.type,
          (t.values ?? []).map((v) => `${code(v.value)} ${v.name}`).join(", "),
          t.meaning,
        ]),
      )
    case "FixValues": {
      const [tag] = selectFixTags(data.fixTags, component, props)
      if (!tag) return ""
      return markdownTable(
        [`${tag.name} (${tag.tag})`, "Name", "Meaning"],
        (tag.values ?? []).map((v) => [code(v.value), v.name, v.meaning ?? ""]),
      )
    }
    case "ConfigKeys": {
      const shown = (key: string) =>
        props.relative !== undefined && props.prefix && key.startsWith(props.prefix)
          ? key.slice(props.prefix.length)
          : key
      return markdownTable(
        ["key", "type", "default", "meaning"],
        selectConfigKeys(data.configKeys, props).map((k) => [
          code(shown(k.key)),
          configTypeText(k),
          configDefaultText(k),
          k.meaning,
        ]),
      )
    }
    case "RejectCodes": {
      const columns = (props.columns ?? "name meaning").split(/\s+/).filter((c) => c in REJECT_COLUMNS)
      return markdownTable(
        ["Code", ...columns.map((c) => REJECT_COLUMNS[c].header)],
        selectRejectCodes(data.rejectCodes, component, props).map((r) => [
          r.code,
          ...columns.map((c) => REJECT_COLUMNS[c].cell(r)),
        ]),
      )
    }
    case "RejectCodeDetails": {
      const [r] = selectRejectCodes(data.rejectCodes, component, props)
      if (!r) return ""
      return [`**Meaning** (${code(r.name)}): ${r.meaning}`, `**Typical cause**: ${r.cause}`, `**Fix**: ${r.fix}`].join(
        "\n\n",
      )
    }
    case "CliOptions": {
      const [tool] = selectCliTools(data.cliTools, props)
      if (!tool) return ""
      return markdownTable(
        ["Option", "Argument", "Default", "Meaning"],
        tool.options
          .filter((o) => props.command === undefined || o.command === props.command)
          .map((o) => [code(o.name), o.argument ? code(o.argument) : "none", o.default ?? "", o.meaning]),
      )
    }
    case "CliExitCodes": {
      const [tool] = selectCliTools(data.cliTools, props)
      if (!tool) return ""
      return markdownTable(
        ["Code", "Meaning"],
        tool.exitCodes.map((e) => [e.code, e.meaning]),
      )
    }
    case "CliCommands": {
      const [tool] = selectCliTools(data.cliTools, props)
      if (!tool) return ""
      const commands = tool.commands.filter((c) => props.group === undefined || c.group === props.group)
      const withRoles = commands.some((c) => c.roles)
      return markdownTable(
        withRoles ? ["Command", "Role", "What it does"] : ["Command", "What it does"],
        commands.map((c) => [
          c.command,
          ...(withRoles ? [c.roles?.length ? c.roles.join(", ") : "none"] : []),
          c.meaning,
        ]),
      )
    }
    case "Metrics":
      return markdownTable(
        ["Metric", "Type", "Labels", "Meaning"],
        selectMetrics(data.metrics, props).map((m) => [code(m.name), m.type, m.labels.map(code).join(", "), m.meaning]),
      )
    case "Counters":
      return markdownTable(
        ["Counter", "Kind", "Meaning", "Prometheus metric"],
        selectCounters(data.counters, props).map((c) => [
          code(c.name),
          c.kind,
          c.meaning,
          c.metric ? code(c.metric) : "",
        ]),
      )
    case "Glossary":
      return markdownTable(
        ["Term", "Kind", "Meaning"],
        glossaryTerms(data).map((t) => [
          `[${t.kind === "FIX field" ? t.term : code(t.term)}](${t.href})`,
          t.kind,
          [t.lead, t.meaning].filter(Boolean).join(" "),
        ]),
      )
  }
}
