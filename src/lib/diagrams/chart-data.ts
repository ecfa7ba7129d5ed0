import { parse as parseYaml } from "yaml"

/**
 * Where a chart's data file is published: the path its spec names under content/, from the site's
 * root (`data: { url: data/benchmarks/gateway.csv }` → `/data/benchmarks/gateway.csv`). The build
 * copies the file there, so that the Markdown twin, which keeps the spec as written, can link the
 * data a reader's tool needs to read the chart. Null where the spec is not an object naming a file
 * inside content/: drawing the chart reports those to the author.
 */
export function chartDataRoute(spec: string): string | null {
  let parsed: unknown
  try {
    parsed = parseYaml(spec)
  } catch {
    return null
  }
  const url = (parsed as { data?: { url?: unknown } } | null)?.data?.url
  if (typeof url !== "string" || /^[a-z][a-z0-9+.-]*:/i.test(url)) return null
  const segments = url.split("/").filter((segment) => segment !== "" && segment !== ".")
  if (!segments.length || segments.includes("..")) return null
  return `/${segments.join("/")}`
}
