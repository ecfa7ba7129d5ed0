import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { validateOpenApiFile as validate } from "../../tests/support/openapi"
import { loadRestApi, OPENAPI_FILE } from "./rest-api"

const tempFile = (text: string) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "openapi-")), "openapi.yaml")
  writeFileSync(file, text)
  return file
}

describe("the REST API document", () => {
  it("is valid OpenAPI 3.1 by Redocly's recommended rules, warnings included", () => {
    expect(validate(OPENAPI_FILE)).toEqual([])
  }, 60_000)

  it("reports a broken document at its line", () => {
    const file = tempFile(
      [
        "openapi: 3.1.0",
        "info: { title: T, version: '1', description: D }",
        "servers: [{ url: 'https://example.com' }]",
        "security: []",
        "paths:",
        "  /a:",
        "    get:",
        "      operationId: a",
        "      summary: A",
        "      responses:",
        "        '200':",
        "          descripton: typo",
      ].join("\n"),
    )
    expect(validate(file)).toContainEqual({
      line: 12,
      message: expect.stringMatching(/^struct: Property `descripton` is not expected/),
    })
  }, 60_000)

  it("reports YAML that does not parse", () => {
    expect(loadRestApi(tempFile("openapi: 3.1.0\ninfo: [\n"))?.problems[0]).toMatchObject({
      message: expect.stringMatching(/^YAML does not parse/),
    })
  })
})
