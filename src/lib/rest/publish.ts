import { stringify } from "yaml"
import type { OpenApiDocument } from "./openapi"

/**
 * The REST API document as the site publishes it beside the reference page, for the tools a
 * client loads it into (code generators, Postman, Swagger UI): YAML and the same as JSON. Its
 * links are absolute routes in the source (`/docs/...`), made absolute URLs here, so that they
 * work wherever the file is read; the source's comments (notes for the site's authors) are left out.
 */
export const PUBLISHED_API_PATHS = {
  yaml: "/docs/api/restws/openapi.yaml",
  json: "/docs/api/restws/openapi.json",
} as const

function absoluteLinks(value: unknown, origin: string, key = ""): unknown {
  if (typeof value === "string") {
    const linked = value.replace(/\]\((\/[^)\s]*)\)/g, (_, route: string) => `](${origin}${route})`)
    return key === "url" && linked.startsWith("/") ? origin + linked : linked
  }
  if (Array.isArray(value)) return value.map((v) => absoluteLinks(v, origin))
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absoluteLinks(v, origin, k)]))
  return value
}

export function publishedApi(doc: OpenApiDocument, siteUrl: string): { yaml: string; json: string } {
  const published = absoluteLinks(doc, siteUrl.replace(/\/+$/, ""))
  return {
    yaml: stringify(published, { lineWidth: 0, aliasDuplicateObjects: false }),
    json: `${JSON.stringify(published, null, 2)}\n`,
  }
}
