/**
 * Judged queries generated from the reference data (content/reference/*.yaml), each with the row
 * that documents it as the expected answer: every FIX tag by number (`tag 44`) and by name
 * (`Price`), every value of MsgType (`35=D`), every reject code, command-line option, configuration
 * key, metric and counter by its name as written. The expected row is read from the built pages,
 * not from the search code: of the pages that render a row with the entry's id, the one that
 * renders the most rows of its kind (the reference page over a topic page repeating a few rows); a
 * reject code's answer is its heading (`#trj-1002-invalid-quantity`). An entry no page renders a row
 * for is left out, and counted.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"

const ROW_ID = /<tr[^>]*\sid="([^"]+)"/g
const HEADING_ID = /<h[23][^>]*\sid="([^"]+)"/g

/** The same ids as src/lib/reference/row-ids.ts, written again here so that the bench checks it. */
const rowId = (prefix, name) =>
  `${prefix}-${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`
const valueId = (tag, value) =>
  `value-${tag}-${String(value)
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`

/** Every built doc page's route and the ids of its table rows and headings. */
function builtIds(publicDir) {
  const pages = []
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (entry.name === "index.html") {
        const html = readFileSync(file, "utf8")
        const route = `/${path.relative(publicDir, path.dirname(file)).split(path.sep).map(encodeURIComponent).join("/")}/`
        pages.push({
          route,
          rows: new Set([...html.matchAll(ROW_ID)].map((m) => m[1])),
          headings: [...html.matchAll(HEADING_ID)].map((m) => m[1]),
        })
      }
    }
  }
  const docs = path.join(publicDir, "docs")
  if (existsSync(docs)) walk(docs)
  return pages
}

/** The judged queries of the reference data, and how many entries have no row to expect. */
export function referenceQueries(root, publicDir) {
  const read = (name) => parse(readFileSync(path.join(root, "content/reference", name), "utf8"))
  const pages = builtIds(publicDir)
  const rowsOfKind = (page, prefix) => [...page.rows].filter((id) => id.startsWith(`${prefix}-`)).length
  /** The home of a row id: the page with the most rows of its kind that has it. */
  const home = (id) => {
    const prefix = id.split("-")[0]
    const having = pages.filter((page) => page.rows.has(id))
    if (!having.length) return null
    having.sort((a, b) => rowsOfKind(b, prefix) - rowsOfKind(a, prefix) || (a.route < b.route ? -1 : 1))
    return `${having[0].route}#${id}`
  }
  const queries = []
  let unrendered = 0
  const add = (kind, query, expected) => {
    if (expected) queries.push({ kind, query, expect: [expected] })
    else unrendered++
  }
  for (const tag of read("fix-tags.yaml")) {
    const expected = home(rowId("tag", String(tag.tag)))
    add("tag number", `tag ${tag.tag}`, expected)
    add("tag name", tag.name, expected)
    if (tag.tag === 35) for (const v of tag.values ?? []) add("tag=value", `35=${v.value}`, home(valueId(35, v.value)))
  }
  for (const code of read("reject-codes.yaml")) {
    if (code.code.endsWith("xxx")) continue
    const prefix = `${code.code.toLowerCase()}-`
    const page = pages.find((p) => p.headings.some((id) => id.startsWith(prefix)))
    add("reject code", code.code, page && `${page.route}#${page.headings.find((id) => id.startsWith(prefix))}`)
  }
  const tools = read("cli-tools.yaml")
  const toolsOf = new Map()
  for (const tool of tools)
    for (const o of tool.options) toolsOf.set(o.name, [...(toolsOf.get(o.name) ?? []), tool.tool])
  for (const tool of tools) {
    const route = tool.tool === "common" ? "/docs/tools/" : `/docs/tools/${tool.tool}/`
    const page = pages.find((p) => p.route === route)
    for (const o of tool.options) {
      const id = rowId("option", o.name)
      // An option that several tools take is typed after its tool.
      const query = toolsOf.get(o.name).length > 1 && tool.tool !== "common" ? `${tool.tool} ${o.name}` : o.name
      add("option", query, page?.rows.has(id) ? `${route}#${id}` : null)
    }
  }
  for (const key of read("config-keys.yaml")) if (!key.for) add("config key", key.key, home(rowId("key", key.key)))
  for (const metric of read("metrics.yaml")) add("metric", metric.name, home(rowId("metric", metric.name)))
  for (const counter of read("counters.yaml")) add("counter", counter.name, home(rowId("counter", counter.name)))
  // One name, several entries (the key `risk.killSwitch` and the counter of the same name): the
  // row of each is a right answer to it.
  const rowsOfName = new Map()
  for (const q of queries) rowsOfName.set(q.query, [...new Set([...(rowsOfName.get(q.query) ?? []), ...q.expect])])
  for (const q of queries) q.expect = rowsOfName.get(q.query)
  return { queries, unrendered }
}
