import { createHash } from "node:crypto"
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { LineCounter, parseDocument } from "yaml"
import type { OpenApiDocument } from "../lib/rest/openapi"
import { displayPath } from "./content-paths"
import { REFERENCE_DIR } from "./reference-data"

/**
 * The REST API document, content/reference/openapi.yaml (OpenAPI 3.1): read, parsed, and
 * validated by Redocly's OpenAPI validator (@redocly/openapi-core, the library behind
 * `redocly lint`), which knows OpenAPI 3.1 and its JSON Schema dialect. The validation costs
 * about 0.4 s, so its findings are kept in Gatsby's cache under the file's hash.
 */
export const OPENAPI_FILE = path.join(REFERENCE_DIR, "openapi.yaml")

export interface RestApiProblem {
  line: number
  message: string
}

export interface RestApi {
  text: string
  hash: string
  /** The parsed document; null when it does not parse as YAML. */
  doc: OpenApiDocument | null
  /** YAML problems (the validator's come from validateRestApi). */
  problems: RestApiProblem[]
}

let last: RestApi | null = null

/** The document, parsed again only when the file changed; null when the site has none. */
export function loadRestApi(file: string = OPENAPI_FILE): RestApi | null {
  if (!existsSync(file)) return null
  const text = readFileSync(file, "utf8")
  const hash = createHash("sha1").update(text).digest("hex")
  if (last?.hash === hash) return last
  const lineCounter = new LineCounter()
  const parsed = parseDocument(text, { lineCounter, prettyErrors: false })
  const problems = parsed.errors.map((e) => ({
    line: e.linePos?.[0].line ?? 1,
    message: `YAML does not parse: ${e.message.split("\n")[0]}`,
  }))
  last = { text, hash, doc: problems.length ? null : (parsed.toJS() as OpenApiDocument), problems }
  return last
}

/**
 * The rules the document is held to: Redocly's `recommended` set, less five that do not fit it.
 * `no-ambiguous-paths`: `/orders/by-clordid/{clOrdId}` and `/orders/{orderId}/executions` look
 * alike to a router that ignores the order id's pattern (`T` and 16 hex digits), which the
 * gateway does not. `operation-4xx-response`: the health check is open and answers 200 or nothing.
 * `no-required-schema-properties-undefined` does not see properties declared beside an `if`, as
 * in NewOrder's conditional requirements. `no-unused-components`: the WebSocket messages'
 * schemas (ClientMessage, ServerMessage) belong to no operation, since OpenAPI has none for them.
 * `info-license`: the API is licensed with the product, by contract, under no public licence.
 */
const RULES = {
  "no-ambiguous-paths": "off",
  "operation-4xx-response": "off",
  "no-required-schema-properties-undefined": "off",
  "no-unused-components": "off",
  "info-license": "off",
} as const

/** Every finding of the validator, warnings included, at its line of the file. */
export async function validateRestApi(api: RestApi, file: string = OPENAPI_FILE): Promise<RestApiProblem[]> {
  const { createConfig, lintFromString, getLineColLocation } = await import("@redocly/openapi-core")
  const config = await createConfig({ extends: ["recommended"], rules: RULES })
  const problems = await lintFromString({ source: api.text, absoluteRef: path.resolve(file), config })
  return problems.map((p) => {
    const location = p.location[0]
    const line = location ? getLineColLocation(location).start.line : 1
    return { line, message: `${p.ruleId}: ${p.message}` }
  })
}

/** `content/reference/openapi.yaml:12 (openapi) struct: ...` lines. */
export const formatRestApiProblems = (problems: readonly RestApiProblem[], file: string = OPENAPI_FILE): string =>
  problems.map((p) => `  ${displayPath(file)}:${p.line} (openapi) ${p.message}`).join("\n")
