/**
 * The REST API document (content/reference/openapi.yaml, OpenAPI 3.1) read as the page tables
 * show it: the endpoint list and each object's fields. The document itself is validated by an
 * OpenAPI validator in the build (src/node/rest-api.ts); this module only reads it.
 */
export type JsonSchema = { readonly [key: string]: unknown }

export interface OpenApiDocument {
  paths?: Record<string, Record<string, unknown>>
  components?: {
    schemas?: Record<string, JsonSchema>
    responses?: Record<string, JsonSchema>
    parameters?: Record<string, JsonSchema>
  }
}

export const HTTP_METHODS = ["get", "put", "post", "patch", "delete"] as const

const SCHEMA_REF = "#/components/schemas/"

/** `#/components/schemas/Order` → `Order`; null for any other reference. */
export const schemaRefName = (ref: unknown): string | null =>
  typeof ref === "string" && ref.startsWith(SCHEMA_REF) ? ref.slice(SCHEMA_REF.length) : null

/** A local reference (`#/components/responses/NotFound`) followed once, or the object itself. */
function deref(doc: OpenApiDocument, node: unknown): JsonSchema {
  const object = (node ?? {}) as JsonSchema
  const ref = object.$ref
  if (typeof ref !== "string" || !ref.startsWith("#/")) return object
  let target: unknown = doc
  for (const part of ref.slice(2).split("/")) target = (target as Record<string, unknown> | undefined)?.[part]
  return (target ?? {}) as JsonSchema
}

/** One row of the endpoint list. Texts are inline markdown. */
export interface EndpointRow {
  method: string
  path: string
  summary: string
  /** The body's schema (`NewOrder`), the query parameters (`query: \`status\`, ...`), or `none`. */
  request: string
  /** `201 Order (\`PENDING_NEW\`)`. */
  success: string
  /** The error statuses, `400, 401`, or `none`. */
  errors: string
}

const code = (text: string) => `\`${text}\``

/** How a schema reads in a cell: `Order`, `list of Execution`, or its type. */
function schemaText(schema: JsonSchema | undefined): string {
  if (!schema) return "none"
  const name = schemaRefName(schema.$ref)
  if (name) return name
  if (schema.type === "array") return `list of ${schemaText(schema.items as JsonSchema | undefined)}`
  const choices = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined
  if (choices) return choices.map(schemaText).join(" or ")
  return String(schema.type ?? "JSON")
}

const jsonSchemaOf = (content: unknown): JsonSchema | undefined =>
  (content as Record<string, { schema?: JsonSchema }> | undefined)?.["application/json"]?.schema ?? undefined

/** Every operation of the document, in the document's order, as the endpoint table shows it. */
export function endpointRows(doc: OpenApiDocument): EndpointRow[] {
  const rows: EndpointRow[] = []
  for (const [path, item] of Object.entries(doc.paths ?? {}))
    for (const method of HTTP_METHODS) {
      const operation = item[method] as JsonSchema | undefined
      if (!operation) continue
      const parameters = [...((item.parameters as unknown[]) ?? []), ...((operation.parameters as unknown[]) ?? [])]
        .map((p) => deref(doc, p))
        .filter((p) => p.in === "query")
        .map((p) => code(String(p.name)))
      const body = operation.requestBody ? schemaText(jsonSchemaOf(deref(doc, operation.requestBody).content)) : null
      const request = [body, parameters.length ? `query: ${parameters.join(", ")}` : null].filter(Boolean).join("; ")
      const responses = Object.entries((operation.responses ?? {}) as Record<string, unknown>)
      const [status, response] = responses.find(([s]) => s.startsWith("2")) ?? ["", {}]
      const resolved = deref(doc, response)
      const orderStatus = resolved["x-order-status"]
      const success = `${status} ${schemaText(jsonSchemaOf(resolved.content))}${orderStatus ? ` (${code(String(orderStatus))})` : ""}`
      const errors = responses.map(([s]) => s).filter((s) => /^[45]/.test(s))
      rows.push({
        method: method.toUpperCase(),
        path,
        summary: String(operation.summary ?? ""),
        request: request || "none",
        success,
        errors: errors.join(", ") || "none",
      })
    }
  return rows
}

/** One field of an object's table. Texts are inline markdown. */
export interface FieldRow {
  /** `algo.name` for a field of a nested object. */
  name: string
  type: string
  required: string
  description: string
}

/** Conditions under which fields are required: `allOf: [{ if: type is LIMIT, then: required limitPrice }]`. */
function conditionalRequirements(schema: JsonSchema): Map<string, string> {
  const out = new Map<string, string>()
  for (const member of (schema.allOf as JsonSchema[] | undefined) ?? []) {
    const condition = (member.if as JsonSchema | undefined)?.properties as Record<string, JsonSchema> | undefined
    const required = (member.then as JsonSchema | undefined)?.required as string[] | undefined
    if (!condition || !required) continue
    const values = Object.values(condition).flatMap((c) =>
      c.const !== undefined ? [c.const] : ((c.enum as unknown[] | undefined) ?? []),
    )
    for (const field of required) out.set(field, `for ${values.map((v) => code(String(v))).join(", ")}`)
  }
  return out
}

/** A property's type as a reader wants it: `enum \`BUY\` | \`SELL\``, `Side`, `string, max 64`, `list of string`. */
function typeText(doc: OpenApiDocument, schema: JsonSchema): string {
  const name = schemaRefName(schema.$ref)
  if (name) {
    const target = deref(doc, schema)
    // A named enumeration or identifier is shown by what it is, not by its name.
    if (target.enum) return (target.enum as unknown[]).map((v) => code(String(v))).join(" \\| ")
    if (target.type !== "object" && !target.oneOf && target.type !== undefined) return typeText(doc, target)
    return name
  }
  if (schema.const !== undefined) return code(JSON.stringify(schema.const))
  if (schema.enum) return (schema.enum as unknown[]).map((v) => code(String(v))).join(" \\| ")
  const choices = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined
  if (choices) return choices.map((c) => typeText(doc, c)).join(" or ")
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((t) => t !== undefined) as string[]
  const base = types
    .map((t) => {
      if (t === "array")
        return schema.prefixItems ? "array" : `list of ${typeText(doc, (schema.items ?? {}) as JsonSchema)}`
      if (t === "string" && schema.format === "date-time") return "time"
      if (t === "string" && typeof schema.maxLength === "number") return `string, max ${schema.maxLength}`
      return t
    })
    .join(" or ")
  return base || "any"
}

/**
 * The object a property's rows continue into (`algo` → `algo.name`, `algo.params`): an inline
 * object, or a referenced one marked `x-inline: true` (a small object that has no table of its
 * own), also as a `oneOf` choice beside `null`.
 */
function nestedObject(doc: OpenApiDocument, property: JsonSchema): JsonSchema | null {
  if (property.properties) return property
  if (schemaRefName(property.$ref)) {
    const target = deref(doc, property)
    return target["x-inline"] === true ? target : null
  }
  for (const choice of (property.oneOf as JsonSchema[] | undefined) ?? []) {
    const nested = nestedObject(doc, choice)
    if (nested) return nested
  }
  return null
}

/** The fields of a named object schema, nested objects flattened (`algo.name`), in document order. */
export function fieldRows(doc: OpenApiDocument, schemaName: string): FieldRow[] {
  const rows: FieldRow[] = []
  const visit = (schema: JsonSchema, prefix: string) => {
    const required = new Set((schema.required as string[] | undefined) ?? [])
    const conditional = conditionalRequirements(schema)
    for (const member of (schema.allOf as JsonSchema[] | undefined) ?? [])
      if (member.$ref) visit(deref(doc, member), prefix)
    for (const [field, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
      const target = deref(doc, property)
      const defaultValue = property.default ?? target.default
      const optional = defaultValue === undefined ? "no" : `no, default ${code(String(defaultValue))}`
      rows.push({
        name: prefix + field,
        type: typeText(doc, property),
        required: required.has(field) ? "yes" : (conditional.get(field) ?? optional),
        description: String(property.description ?? target.description ?? ""),
      })
      const nested = nestedObject(doc, property)
      if (nested) visit(nested, `${prefix}${field}.`)
    }
  }
  const schema = doc.components?.schemas?.[schemaName]
  if (schema) visit(schema, "")
  return rows
}

/** The names of the document's object schemas, for the build's check of `<RestSchema name="…" />`. */
export const schemaNames = (doc: OpenApiDocument): string[] => Object.keys(doc.components?.schemas ?? {})
