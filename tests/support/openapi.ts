import { execFileSync } from "node:child_process"
import path from "node:path"
import type { RestApiProblem } from "../../src/node/rest-api"

/**
 * The build's OpenAPI validation (src/node/rest-api.ts, Redocly's validator) of a file, run in a
 * Node process of its own: Jest runs modules as CommonJS, and @redocly/openapi-core is an ES
 * module that reads `import.meta`.
 */
export function validateOpenApiFile(file: string): RestApiProblem[] {
  const script = [
    `import { loadRestApi, validateRestApi } from ${JSON.stringify(path.resolve(__dirname, "../../src/node/rest-api.ts"))}`,
    "const api = loadRestApi(process.argv[1])",
    "console.log(JSON.stringify(api.problems.length ? api.problems : await validateRestApi(api, process.argv[1])))",
  ].join("\n")
  const out = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script, file], {
    encoding: "utf8",
  })
  return JSON.parse(out.trim().split("\n").pop() ?? "[]") as RestApiProblem[]
}
