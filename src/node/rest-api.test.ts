import { execFileSync } from "node:child_process"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { loadRestApi, OPENAPI_FILE, type RestApiProblem } from "./rest-api"

/**
 * The validator runs in a Node process of its own: Jest runs modules as CommonJS, and
 * @redocly/openapi-core is an ES module that reads `import.meta`.
 */
function validate(file: string): RestApiProblem[] {
  const script = [
    `import { loadRestApi, validateRestApi } from ${JSON.stringify(path.join(__dirname, "rest-api.ts"))}`,
    "const api = loadRestApi(process.argv[1])",
    "console.log(JSON.stringify(api.problems.length ? api.problems : await validateRestApi(api, process.argv[1])))",
  ].join("\n")
  const out = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script, file], {
    encoding: "utf8",
  })
  return JSON.parse(out.trim().split("\n").pop() ?? "[]") as RestApiProblem[]
}

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
