import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020"
import addFormats from "ajv-formats"
import type { JsonSchema, OpenApiDocument } from "./openapi"

/**
 * The document's schemas as ajv validates the examples on the pages (JSON Schema 2020-12, the
 * dialect of OpenAPI 3.1). Two rules are stricter for an example than for the API:
 * - an example may not hold a field its schema does not name: the API lets the server add fields
 *   within v1, but a field on a page that the document lacks is a typo or an undocumented field;
 * - a block marked `partial` (an object shown shortened) may leave out required fields, but what
 *   it shows must still be valid.
 */
const SCHEMAS = "#/components/schemas/"
const STRICT_ID = "tachyon:openapi:strict"
const PARTIAL_ID = "tachyon:openapi:partial"

/** Keywords of OpenAPI that are not JSON Schema's validation, left out of what ajv compiles. */
const OPENAPI_ONLY = new Set(["discriminator", "xml", "externalDocs", "example", "examples"])

type Mutable = Record<string, unknown>

/** The components used as an `allOf` member: closing them would refuse their composite's own fields. */
function composedNames(schemas: Record<string, JsonSchema>): Set<string> {
  const names = new Set<string>()
  const walk = (node: unknown) => {
    if (!node || typeof node !== "object") return
    if (Array.isArray(node)) return node.forEach(walk)
    for (const [key, value] of Object.entries(node)) {
      if (key === "allOf" && Array.isArray(value))
        for (const member of value as JsonSchema[])
          if (typeof member.$ref === "string" && member.$ref.startsWith(SCHEMAS))
            names.add(member.$ref.slice(SCHEMAS.length))
      walk(value)
    }
  }
  walk(schemas)
  return names
}

/**
 * A copy of one schema for examples: every object schema in a value's place (the schema itself, a
 * property, an item, a choice) is closed with `unevaluatedProperties: false`, which sees through
 * `allOf` and `$ref`; the members of `allOf` and conditions stay open. `partial` drops `required`.
 */
function exampleSchema(node: unknown, closed: boolean, partial: boolean): unknown {
  if (!node || typeof node !== "object") return node
  if (Array.isArray(node)) return node.map((n) => exampleSchema(n, closed, partial))
  const out: Mutable = {}
  for (const [key, value] of Object.entries(node as Mutable)) {
    if (OPENAPI_ONLY.has(key) || key.startsWith("x-")) continue
    if (partial && (key === "required" || key === "minProperties")) continue
    if (key === "$ref" && typeof value === "string" && value.startsWith(SCHEMAS))
      out.$ref = `${partial ? PARTIAL_ID : STRICT_ID}${value}`
    else if (key === "properties" || key === "patternProperties")
      out[key] = Object.fromEntries(
        Object.entries(value as Mutable).map(([k, v]) => [k, exampleSchema(v, true, partial)]),
      )
    else if (["items", "additionalProperties", "prefixItems", "oneOf", "anyOf", "contains"].includes(key))
      out[key] = exampleSchema(value, true, partial)
    else if (["allOf", "if", "then", "else", "not"].includes(key)) out[key] = exampleSchema(value, false, partial)
    else out[key] = value
  }
  const isObject = out.properties !== undefined || out.allOf !== undefined
  if (closed && isObject && out.additionalProperties === undefined && out.unevaluatedProperties === undefined)
    out.unevaluatedProperties = false
  return out
}

function schemaSet(schemas: Record<string, JsonSchema>, id: string, partial: boolean): JsonSchema {
  const composed = composedNames(schemas)
  return {
    $id: id,
    components: {
      schemas: Object.fromEntries(
        Object.entries(schemas).map(([name, schema]) => [name, exampleSchema(schema, !composed.has(name), partial)]),
      ),
    },
  }
}

export interface SchemaError {
  /** JSON pointer into the example (`/order/avgPx`). */
  pointer: string
  message: string
}

/** ajv's error as a sentence: `/side: must be equal to one of the allowed values (BUY, SELL, SELL_SHORT)`. */
function errorText(error: ErrorObject): string {
  const where = error.instancePath || "(the value)"
  const params = error.params as Record<string, unknown>
  if (error.keyword === "unevaluatedProperties")
    return `${where}: field "${String(params.unevaluatedProperty)}" is not in the schema`
  if (error.keyword === "enum") return `${where}: ${error.message} (${(params.allowedValues as unknown[]).join(", ")})`
  if (error.keyword === "const") return `${where}: must be ${JSON.stringify(params.allowedValue)}`
  return `${where}: ${error.message}`
}

/**
 * The errors a reader needs: not ajv's summaries of `oneOf`, `anyOf` and `if`, and one error per
 * place (under a `oneOf` of a value or null, the first choice's says what was meant).
 */
function relevantErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const places = new Set<string>()
  return errors.filter((e) => {
    if (e.keyword === "oneOf" || e.keyword === "anyOf" || e.keyword === "if") return false
    const place =
      e.keyword === "unevaluatedProperties" || e.keyword === "required"
        ? `${e.instancePath} ${JSON.stringify(e.params)}`
        : e.instancePath
    if (places.has(place)) return false
    places.add(place)
    return true
  })
}

/**
 * The fields whose value tells a message's kind: constants (`"op": "ping"`), which the value must
 * have, and enumerations (`"type": "snapshot" or "update"`), which it must match when it has them.
 */
function constants(
  schema: JsonSchema,
  schemas: Record<string, JsonSchema>,
): Map<string, { values: unknown[]; needed: boolean }> {
  const out = new Map<string, { values: unknown[]; needed: boolean }>()
  const members = [schema, ...((schema.allOf as JsonSchema[] | undefined) ?? [])].map((m) =>
    typeof m.$ref === "string" ? (schemas[m.$ref.slice(SCHEMAS.length)] ?? {}) : m,
  )
  for (const member of members)
    for (const [field, property] of Object.entries((member.properties ?? {}) as Record<string, JsonSchema>)) {
      if (property.const !== undefined) out.set(field, { values: [property.const], needed: true })
      else if (Array.isArray(property.enum)) out.set(field, { values: property.enum, needed: false })
    }
  return out
}

export class ExampleSchemas {
  private readonly ajv: Ajv2020
  private readonly compiled = new Map<string, ValidateFunction>()

  constructor(readonly doc: OpenApiDocument) {
    this.ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: true })
    addFormats(this.ajv)
    const schemas = doc.components?.schemas ?? {}
    this.ajv.addSchema(schemaSet(schemas, STRICT_ID, false))
    this.ajv.addSchema(schemaSet(schemas, PARTIAL_ID, true))
  }

  has(name: string): boolean {
    return Object.prototype.hasOwnProperty.call(this.doc.components?.schemas ?? {}, name)
  }

  /**
   * A message schema that is a `oneOf` of kinds (ServerMessage) is resolved to the kind the value's
   * constants name (`"type": "execution"`), so that the errors are that kind's, not every kind's.
   */
  private kindOf(name: string, value: unknown): { name: string } | { error: string } {
    const schemas = this.doc.components?.schemas ?? {}
    const choices = schemas[name]?.oneOf as JsonSchema[] | undefined
    if (
      !choices?.every((c) => typeof c.$ref === "string" && c.$ref.startsWith(SCHEMAS)) ||
      typeof value !== "object" ||
      !value
    )
      return { name }
    const fields = value as Record<string, unknown>
    const names = choices.map((c) => String(c.$ref).slice(SCHEMAS.length))
    const matching = names.filter((n) =>
      [...constants(schemas[n] ?? {}, schemas)].every(
        ([field, { values, needed }]) => values.includes(fields[field]) || (!needed && !(field in fields)),
      ),
    )
    if (matching.length === 1) return this.kindOf(matching[0], value)
    if (matching.length === 0) {
      const keys = [...new Set(names.flatMap((n) => [...constants(schemas[n] ?? {}, schemas).keys()]))]
      const shown = keys.filter((k) => k in fields).map((k) => `${k} ${JSON.stringify(fields[k])}`)
      return { error: `no kind of ${name} has ${shown.join(", ") || `any of ${keys.join(", ")}`}` }
    }
    return { name }
  }

  /** The errors of `value` against the named schema (`Order`), none when it is valid. */
  validate(schemaName: string, value: unknown, partial: boolean): SchemaError[] {
    const kind = this.kindOf(schemaName, value)
    if ("error" in kind) return [{ pointer: "", message: kind.error }]
    const name = kind.name
    const key = `${partial ? PARTIAL_ID : STRICT_ID}${SCHEMAS}${name}`
    let validate = this.compiled.get(key)
    if (!validate) {
      validate = this.ajv.compile({ $ref: key })
      this.compiled.set(key, validate)
    }
    if (validate(value)) return []
    const seen = new Set<string>()
    return relevantErrors(validate.errors ?? []).flatMap((e) => {
      const message = errorText(e)
      if (seen.has(message)) return []
      seen.add(message)
      const field = (e.params as { unevaluatedProperty?: string }).unevaluatedProperty
      return [{ pointer: field === undefined ? e.instancePath : `${e.instancePath}/${field}`, message }]
    })
  }
}
