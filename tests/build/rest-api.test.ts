import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { PUBLISHED_API_PATHS } from "../../src/lib/rest/publish"
import { endpointRows, type OpenApiDocument } from "../../src/lib/rest/openapi"
import { siteSettings } from "../../src/site-settings"
import { validateOpenApiFile } from "../support/openapi"

// The REST API document as the real site's build published it (src/node/rest-api.ts): YAML and
// JSON beside the reference page, the same document, valid OpenAPI 3.1 by the build's validator;
// the page renders every endpoint of it, links it, and llms.txt lists it.

const PUBLIC = path.resolve("public")
const published = (file: string) => path.join(PUBLIC, file)

describe("the published REST API document", () => {
  const yamlText = () => readFileSync(published(PUBLISHED_API_PATHS.yaml), "utf8")

  it("parses, as YAML and JSON alike, and validates", () => {
    const doc = parse(yamlText()) as OpenApiDocument
    expect(JSON.parse(readFileSync(published(PUBLISHED_API_PATHS.json), "utf8"))).toEqual(doc)
    expect(validateOpenApiFile(published(PUBLISHED_API_PATHS.yaml))).toEqual([])
  }, 60_000)

  it("links to the site with absolute addresses", () => {
    expect(yamlText()).not.toMatch(/\]\(\/docs\//)
    expect(yamlText()).toContain(`](${siteSettings.siteUrl}/docs/`)
  })

  it("is what the reference page renders and links, and llms.txt lists", () => {
    const doc = parse(yamlText()) as OpenApiDocument
    const html = readFileSync(published("docs/api/restws/api-reference/index.html"), "utf8")
    // The text as read: the tags inline code adds for its soft breaks taken out.
    const text = html.replace(/<[^>]+>/g, "")
    for (const { method, path: route } of endpointRows(doc))
      expect({ method, route, rendered: text.includes(route) }).toEqual({
        method,
        route,
        rendered: true,
      })
    expect(html).toContain(`href="${PUBLISHED_API_PATHS.yaml}"`)
    expect(readFileSync(published("llms.txt"), "utf8")).toContain(`${siteSettings.siteUrl}${PUBLISHED_API_PATHS.yaml}`)
  })
})
