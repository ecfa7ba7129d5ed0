import type { Actions, NodePluginArgs } from "gatsby"
import { inlineMarkdown } from "../lib/markdown/inline"
import { configDefaultText, configTypeText } from "../lib/reference/config-keys"
import { selectForPage, type ReferenceUse } from "../lib/reference/select"
import { glossaryTerms } from "../lib/reference/glossary"
import type { OpenApiDocument } from "../lib/rest/openapi"
import { isRestComponent, restTable, restTableKey } from "../lib/rest/tables"
import { currentCodeVersion } from "./code-version"
import { loadReferenceData, type ReferenceData } from "./reference-data"
import { loadRestApi } from "./rest-api"

/**
 * The reference data (content/reference/*.yaml) in GraphQL, with explicit types so GraphiQL
 * documents them. Markdown fields are `JSON`: inline nodes (src/lib/markdown/inline.ts) that the
 * reference components render with the site's own links. A Doc's `reference` holds only the
 * entries its tables show (src/lib/reference/select.ts), so a page without a table downloads none.
 */
export const referenceTypeDefs = `
  """A tag of the FIX dictionary of Tachyon's gateways (content/reference/fix-tags.yaml)."""
  type FixTag implements Node @dontInfer {
    tag: Int!
    name: String!
    "A FIX data type: String, char, int, Qty, Price, UTCTimestamp..."
    type: String!
    "A user-defined tag of Tachyon's (7001 and up)."
    custom: Boolean!
    "session, order-entry, market-data; venue for a venue's tag that connectors send"
    use: [String!]!
    "The FIX versions whose sessions carry it: 4.2, 4.4, 5.0SP2."
    versions: [String!]!
    "The messages it belongs to: MsgType (35) values, or header and trailer."
    messages: [String!]!
    "Inline markdown as InlineNode JSON."
    meaning: JSON!
    values: [FixTagValue!]!
  }

  type FixTagValue {
    value: String!
    name: String!
    meaning: JSON
  }

  """A key of tachyon.conf (content/reference/config-keys.yaml)."""
  type ConfigKey implements Node @dontInfer {
    key: String!
    "The connector or exporter type of a type-specific key."
    for: String
    type: String!
    "The type column of the tables, as InlineNode JSON: enum \`a\` | \`b\`, list of int, string (secret)."
    typeText: JSON!
    "The default column of the tables, as InlineNode JSON: the literal, the text, or required."
    defaultText: JSON!
    required: Boolean!
    meaning: JSON!
  }

  """A reject code (content/reference/reject-codes.yaml)."""
  type RejectCode implements Node @dontInfer {
    code: String!
    name: String!
    title: String!
    appliesTo: [String!]!
    raisedBy: String!
    httpStatus: Int
    limitKey: JSON
    transient: String
    meaning: JSON!
    cause: JSON!
    fix: JSON!
  }

  """A command-line tool in /opt/tachyon/bin (content/reference/cli-tools.yaml)."""
  type CliTool implements Node @dontInfer {
    tool: String!
    options: [CliOption!]!
    exitCodes: [CliExitCode!]!
    commands: [CliCommand!]!
  }

  type CliOption {
    name: String!
    argument: String
    default: JSON
    command: String
    meaning: JSON!
  }

  type CliExitCode {
    code: Int!
    meaning: JSON!
  }

  type CliCommand {
    command: JSON!
    "Roles that may run it; empty: needs no server."
    roles: [String!]
    group: String!
    meaning: JSON!
  }

  """A Prometheus metric of /metrics on port 9100 (content/reference/metrics.yaml)."""
  type Metric implements Node @dontInfer {
    name: String!
    type: String!
    labels: [String!]!
    meaning: JSON!
  }

  """A shared-memory counter read by the counters tool (content/reference/counters.yaml)."""
  type Counter implements Node @dontInfer {
    name: String!
    kind: String!
    meaning: JSON!
    metric: String
  }

  """A state of an order: a constant of io.tachyon.api.OrderStatus in the Java API source, with its Javadoc."""
  type OrderState implements Node @dontInfer {
    name: String!
    meaning: JSON!
  }

  """A reference table on a page: the MDX component and its props (<ConfigKeys prefix="cluster." />)."""
  type DocReference {
    component: String!
    props: JSON!
  }

  """The REST API document (content/reference/openapi.yaml), parsed: what the REST tables render from."""
  type RestApiDocument implements Node @dontInfer {
    document: JSON!
  }

  """The reference entries a page's tables show, and no others."""
  type DocReferenceData {
    fixTags: [FixTag!]!
    configKeys: [ConfigKey!]!
    rejectCodes: [RejectCode!]!
    cliTools: [CliTool!]!
    metrics: [Metric!]!
    counters: [Counter!]!
    "The glossary's rows (<Glossary />), A-Z, derived at build time from every tag, code, key and order state: term, kind, href, lead, meaning (InlineNode[] or null), id."
    glossary: JSON!
    "The page's REST tables (<RestEndpoints />, <RestSchema name=...>) by component and props: headers, and rows of InlineNode cells."
    restTables: JSON!
  }
`

const TYPES = {
  fixTags: "FixTag",
  configKeys: "ConfigKey",
  rejectCodes: "RejectCode",
  cliTools: "CliTool",
  metrics: "Metric",
  counters: "Counter",
  orderStates: "OrderState",
} as const

interface NodeModel {
  findAll: (query: { type: string }) => Promise<{ entries: Iterable<unknown> }>
}

/** The REST tables of a page, their cells parsed as inline markdown, by restTableKey. */
async function restTables(uses: readonly ReferenceUse[], nodeModel: NodeModel): Promise<Record<string, unknown>> {
  const rest = uses.filter((u) => isRestComponent(u.component))
  if (!rest.length) return {}
  const [node] = [...(await nodeModel.findAll({ type: "RestApiDocument" })).entries] as { document: OpenApiDocument }[]
  if (!node) return {}
  const tables: Record<string, unknown> = {}
  for (const { component, props } of rest) {
    if (!isRestComponent(component)) continue
    const table = restTable(component, props, node.document)
    tables[restTableKey(component, props)] = {
      headers: table.headers,
      rows: table.rows.map((r) => ({ id: r.id ?? null, cells: r.cells.map((c) => inlineMarkdown(c)) })),
    }
  }
  return tables
}

/** `@referenceData` on Doc.reference: the entries of every reference table of the page. */
export function createReferenceDataExtension(actions: Actions): void {
  actions.createFieldExtension({
    name: "referenceData",
    extend: () => ({
      resolve: async (source: { references?: ReferenceUse[] }, _args: unknown, context: { nodeModel: NodeModel }) => {
        const uses = source.references ?? []
        const all = Object.fromEntries(
          await Promise.all(
            Object.entries(TYPES).map(async ([set, type]) => [
              set,
              uses.length ? [...(await context.nodeModel.findAll({ type })).entries] : [],
            ]),
          ),
        )
        return {
          ...selectForPage(all as never, uses),
          glossary: uses.some((u) => u.component === "Glossary") ? glossaryTerms(all as never) : [],
          restTables: await restTables(uses, context.nodeModel),
        }
      },
    }),
  })
}

const md = (text: string | undefined) => (text === undefined ? null : inlineMarkdown(text))

/** A reference node before Gatsby's ids and digests: its type, its key and its fields. */
export interface ReferenceNodeInput {
  type: string
  key: string
  fields: Record<string, unknown>
}

/** One node per entry of the reference data, its prose parsed as inline markdown. */
export function referenceNodeInputs(data: ReferenceData): ReferenceNodeInput[] {
  const out: ReferenceNodeInput[] = []
  const add = (type: string, key: string, fields: Record<string, unknown>) => void out.push({ type, key, fields })
  for (const t of data.fixTags)
    add("FixTag", String(t.tag), {
      ...t,
      messages: t.messages ?? [],
      meaning: md(t.meaning),
      values: (t.values ?? []).map((v) => ({ ...v, meaning: md(v.meaning) })),
    })
  for (const k of data.configKeys)
    add("ConfigKey", `${k.key}\u0000${k.for ?? ""}`, {
      key: k.key,
      for: k.for ?? null,
      type: k.type,
      typeText: md(configTypeText(k)),
      defaultText: md(configDefaultText(k)),
      required: k.required !== undefined,
      meaning: md(k.meaning),
    })
  for (const r of data.rejectCodes)
    add("RejectCode", r.code, {
      ...r,
      limitKey: md(r.limitKey),
      meaning: md(r.meaning),
      cause: md(r.cause),
      fix: md(r.fix),
    })
  for (const t of data.cliTools)
    add("CliTool", t.tool, {
      tool: t.tool,
      options: t.options.map((o) => ({ ...o, default: md(o.default), meaning: md(o.meaning) })),
      exitCodes: t.exitCodes.map((e) => ({ ...e, meaning: md(e.meaning) })),
      commands: t.commands.map((c) => ({ ...c, command: md(c.command), meaning: md(c.meaning) })),
    })
  for (const m of data.metrics) add("Metric", m.name, { ...m, meaning: md(m.meaning) })
  for (const c of data.counters) add("Counter", c.name, { ...c, meaning: md(c.meaning) })
  for (const s of data.orderStates) add("OrderState", s.name, { ...s, meaning: md(s.meaning) })
  return out
}

const NODE_INPUTS = "reference-node-inputs"

/**
 * The reference nodes. Parsing the data's prose as markdown was 0.9 s of every build, warm ones
 * included (sourceNodes runs each time): the parsed fields are kept in Gatsby's cache under the
 * data's hash and the code version (code-version.ts), and reused while neither changed.
 */
export async function createReferenceNodes({
  actions,
  createNodeId,
  createContentDigest,
  cache,
}: Pick<NodePluginArgs, "actions" | "createNodeId" | "createContentDigest" | "cache">): Promise<void> {
  const data = loadReferenceData()
  const cached = (await cache.get(NODE_INPUTS)) as { hash: string; inputs: ReferenceNodeInput[] } | undefined
  const hash = `${currentCodeVersion()} ${data.hash}`
  const kept = cached?.hash === hash ? cached.inputs : null
  const inputs = kept ?? referenceNodeInputs(data)
  if (!kept) await cache.set(NODE_INPUTS, { hash, inputs })
  for (const { type, key, fields } of inputs)
    actions.createNode({
      ...fields,
      id: createNodeId(`${type}-${key}`),
      internal: { type, contentDigest: createContentDigest(fields) },
    })
  const restApi = loadRestApi()
  if (restApi?.doc)
    actions.createNode({
      document: restApi.doc,
      id: createNodeId("RestApiDocument"),
      internal: { type: "RestApiDocument", contentDigest: restApi.hash },
    })
}
