import { endpointRows, fieldRows, schemaNames, type OpenApiDocument } from "./openapi"

/**
 * The REST reference tables a page renders from the REST API document: `<RestEndpoints />` (every
 * operation) and `<RestSchema name="Order" />` (one object's fields). The same function gives the
 * page's table (through its page query, src/node/reference-schema.ts) and its Markdown twin's, so
 * the page, its twin and the document cannot differ. Cells are inline markdown.
 */
export const REST_COMPONENTS = ["RestEndpoints", "RestSchema"] as const
export type RestComponent = (typeof REST_COMPONENTS)[number]

export const isRestComponent = (name: string): name is RestComponent =>
  (REST_COMPONENTS as readonly string[]).includes(name)

export interface RestTable {
  headers: string[]
  rows: { id?: string; cells: string[] }[]
}

const PROPS: Record<RestComponent, readonly string[]> = { RestEndpoints: [], RestSchema: ["name"] }

/** The key a page's table is found by: the component and its props (`RestSchema name=Order`). */
export const restTableKey = (component: string, props: Readonly<Record<string, string>>): string =>
  [component, ...Object.entries(props).map(([k, v]) => `${k}=${v}`)].join(" ")

/** An id for an endpoint's row: `endpoint-post-api-v1-orders-orderid`. */
const endpointId = (method: string, path: string) =>
  `endpoint-${method}-${path}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/-$/, "")

export function restTable(
  component: RestComponent,
  props: Readonly<Record<string, string>>,
  doc: OpenApiDocument,
): RestTable {
  if (component === "RestEndpoints")
    return {
      headers: ["Method", "Path", "Request", "Response", "Errors"],
      rows: endpointRows(doc).map((r) => ({
        id: endpointId(r.method, r.path),
        // The summary follows the path in its cell: a column of its own squeezed the paths.
        cells: [r.method, `\`${r.path}\` ${r.summary}`, r.request, r.success, r.errors],
      })),
    }
  return {
    headers: ["Field", "Type", "Required", "Meaning"],
    rows: fieldRows(doc, props.name ?? "").map((r) => ({
      cells: [`\`${r.name}\``, r.type, r.required, r.description],
    })),
  }
}

/** Why a REST table on a page is wrong, or null: a prop it does not read, or a schema the document lacks. */
export function restUseProblem(
  doc: OpenApiDocument | null,
  component: RestComponent,
  props: Readonly<Record<string, string>>,
): string | null {
  const element = `<${restTableKey(component, props).replace(/=(\S+)/g, '="$1"')} />`
  if (!doc) return `${element}: the site has no REST API document (content/reference/openapi.yaml)`
  const unknown = Object.keys(props).filter((p) => !PROPS[component].includes(p))
  if (unknown.length)
    return `${element}: unknown prop ${unknown.join(", ")} (it reads ${PROPS[component].join(", ") || "none"})`
  if (component === "RestSchema" && !schemaNames(doc).includes(props.name ?? ""))
    return `${element}: the REST API document has no schema "${props.name ?? ""}"`
  if (!restTable(component, props, doc).rows.length) return `${element} shows no rows`
  return null
}
