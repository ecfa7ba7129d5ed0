#!/usr/bin/env node
// The page standard (tests/content/page-standard.ts) as a command, for authors at work on pages;
// `npm test` runs the same checks as the Jest project `content` (page-standard.test.ts).
//
//   node tests/content/check-content.mjs            check every page
//   node tests/content/check-content.mjs algos kb   check only pages under those folders
//   --json                                           print one JSON object per page
// TACHYON_CONTENT_DIR checks another content tree, as it builds one (see src/node/content-paths.ts).
import { tsImport } from "tsx/esm/api"

const { checkAll } = await tsImport("./page-standard.ts", import.meta.url)

const args = process.argv.slice(2)
const json = args.includes("--json")
const results = checkAll(args.filter((a) => a !== "--json"))
let failed = 0
for (const r of results) {
  if (r.problems.length) failed++
  if (json) console.log(JSON.stringify(r))
  else if (r.problems.length) console.log(`✗ ${r.file} (${r.route})\n${r.problems.map((p) => "    - " + p).join("\n")}`)
}
console.log(`${results.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
