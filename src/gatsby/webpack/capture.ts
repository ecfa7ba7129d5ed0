import { mkdirSync, readdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { CHECKED_VERSIONS } from "../internals"
import { DOCS_DIR } from "../../node/content-paths"
import type { Rule } from "./faster-rules"

/**
 * What the webpack hooks made of Gatsby's real configuration, recorded for the build tests
 * (tests/build/webpack.test.ts) when TACHYON_WEBPACK_CAPTURE names a folder (npm test sets it for
 * the fixture build and develop). For a few real modules of the site (a plain component, the doc
 * template with its query, an MDX page, a page's copy of the template, a page with `Head`), the
 * loaders each gets from Gatsby's rules and from the rewritten ones, the rules that carry Gatsby's
 * Babel, the minimizers, the cache: so the tests check the hooks against what Gatsby produces, not
 * against a hand copy of it.
 */
export const WEBPACK_CAPTURE_SWITCH = "TACHYON_WEBPACK_CAPTURE"

export interface Probe {
  name: string
  resource: string
  resourceQuery: string
}

export interface StageCapture {
  stage: string
  gatsby: string
  /** Every rule with a `use`, described (test, resourceQuery, the loaders of an empty `use({})`). */
  rules: { before: string[]; after: string[] }
  /** For each probe, the loaders of every matching rule, in webpack's order (it runs them last to first). */
  chains: Record<string, { before: string[]; after: string[] }>
  minimizer: { before: string[]; after: string[] }
  cache: { type?: string; version?: string; buildDependencies?: unknown }
  devtool: unknown
}

type Condition = RegExp | string | ((value: string) => boolean) | Condition[] | undefined

function meets(condition: Condition, value: string): boolean {
  if (condition === undefined) return true
  if (Array.isArray(condition)) return condition.some((c) => meets(c, value))
  if (condition instanceof RegExp) return condition.test(value)
  if (typeof condition === "function") return Boolean(condition(value))
  return value.startsWith(condition)
}

/** Whether webpack would apply the rule to the module (the conditions Gatsby's rules use). */
export function ruleMatches(rule: Rule, probe: Probe): boolean {
  if (!rule.use) return false
  if (!meets(rule.test as Condition, probe.resource)) return false
  if (rule.include !== undefined && !meets(rule.include as Condition, probe.resource)) return false
  if (rule.exclude !== undefined && meets(rule.exclude as Condition, probe.resource)) return false
  if (rule.resourceQuery && !rule.resourceQuery.test(probe.resourceQuery)) return false
  return true
}

/** A loader as the tests name it: its path from node_modules, or from the site root. */
export function loaderName(loader: unknown): string {
  const file = typeof loader === "string" ? loader : ((loader as { loader?: string })?.loader ?? String(loader))
  const inModules = file.split(`node_modules${path.sep}`)
  if (inModules.length > 1) return inModules[inModules.length - 1].split(path.sep).join("/")
  return path.relative(process.cwd(), file).split(path.sep).join("/") || file
}

const loadersOf = (rule: Rule, probe: Partial<Probe>): string[] => {
  const use =
    typeof rule.use === "function"
      ? rule.use({ resource: probe.resource, resourceQuery: probe.resourceQuery })
      : rule.use
  return (Array.isArray(use) ? use : use ? [use] : []).map(loaderName)
}

export const chainOf = (rules: readonly Rule[], probe: Probe): string[] =>
  rules.filter((rule) => ruleMatches(rule, probe)).flatMap((rule) => loadersOf(rule, probe))

const ruleSummary = (rule: Rule) =>
  `test=${rule.test ?? "-"} resourceQuery=${rule.resourceQuery ?? "-"} loaders=${loadersOf(rule, {}).join(",")}`

const firstMdx = (dir: string): string => {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const full = path.join(dir, entry.name)
    if (entry.isFile() && entry.name.endsWith(".mdx")) return full
    if (entry.isDirectory()) {
      const found = firstMdx(full)
      if (found) return found
    }
  }
  return ""
}

/** Real modules of the site, as webpack sees them. */
export function probes(stage: string): Probe[] {
  const mdx = firstMdx(DOCS_DIR)
  const template = path.resolve("src/templates/doc.tsx")
  const copy = `?__contentFilePath=${mdx}`
  const list: Probe[] = [
    { name: "component", resource: path.resolve("src/components/InlineText.tsx"), resourceQuery: "" },
    { name: "template", resource: template, resourceQuery: "" },
    { name: "mdx page", resource: mdx, resourceQuery: "" },
    { name: "template copy", resource: template, resourceQuery: copy },
    { name: "page with Head", resource: path.resolve("src/pages/404.tsx"), resourceQuery: "" },
    { name: "gatsby runtime", resource: path.resolve(".cache/production-app.js"), resourceQuery: "" },
  ]
  if (stage === "develop")
    list.push(
      { name: "template copy, default half", resource: template, resourceQuery: `${copy}&export=default` },
      { name: "template copy, head half", resource: template, resourceQuery: `${copy}&export=head` },
      { name: "page with Head, head half", resource: path.resolve("src/pages/404.tsx"), resourceQuery: "?export=head" },
    )
  return list
}

/** A minimizer's class, and the minify function it runs where it says (terser-webpack-plugin). */
const names = (list: readonly unknown[]) =>
  list.map((plugin) => {
    const implementation = (plugin as { options?: { minimizer?: { implementation?: { name?: string } } } })?.options
      ?.minimizer?.implementation?.name
    return `${(plugin as object)?.constructor?.name ?? typeof plugin}${implementation ? `(${implementation})` : ""}`
  })

export function captureWebpackConfig(
  dir: string,
  stage: string,
  before: { rules: Rule[]; minimizer: unknown[] },
  after: {
    module: { rules: unknown[] }
    optimization?: { minimizer?: unknown[] }
    cache?: unknown
    devtool?: unknown
  },
): void {
  const afterRules = after.module.rules as Rule[]
  const capture: StageCapture = {
    stage,
    gatsby: CHECKED_VERSIONS.gatsby,
    rules: {
      before: before.rules.filter((r) => r.use).map(ruleSummary),
      after: afterRules.filter((r) => r.use).map(ruleSummary),
    },
    chains: Object.fromEntries(
      probes(stage).map((probe) => [
        probe.name,
        { before: chainOf(before.rules, probe), after: chainOf(afterRules, probe) },
      ]),
    ),
    minimizer: { before: names(before.minimizer), after: names(after.optimization?.minimizer ?? []) },
    cache: after.cache as StageCapture["cache"],
    devtool: after.devtool,
  }
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, `${stage}.json`), JSON.stringify(capture, null, 2))
}
