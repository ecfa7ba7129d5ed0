/**
 * Which entries a reference table shows, from the props an author writes in MDX
 * (`<ConfigKeys prefix="cluster." />`). The same functions run in the build, to give each page
 * only the data its tables need (the Doc.reference resolver), and in the components, to pick
 * their rows from it: what a table shows and what a page downloads cannot differ.
 */
export type ReferenceProps = Readonly<Record<string, string>>

/** The reference components, by the data they render. */
export const REFERENCE_COMPONENTS = {
  FixTags: "fixTags",
  FixValues: "fixTags",
  ConfigKeys: "configKeys",
  RejectCodes: "rejectCodes",
  RejectCodeDetails: "rejectCodes",
  CliOptions: "cliTools",
  CliExitCodes: "cliTools",
  CliCommands: "cliTools",
  Metrics: "metrics",
  Counters: "counters",
  Glossary: "glossary",
} as const
export type ReferenceComponent = keyof typeof REFERENCE_COMPONENTS

export const isReferenceComponent = (name: string): name is ReferenceComponent =>
  Object.prototype.hasOwnProperty.call(REFERENCE_COMPONENTS, name)

/** A space-separated list prop (`keys="a b"`), or null when absent. */
const listProp = (value: string | undefined): string[] | null =>
  value === undefined ? null : value.split(/\s+/).filter(Boolean)

interface FixTagLike {
  tag: number
  custom: boolean
  use: readonly string[]
}
/** `<FixTags use="order-entry" />`, `<FixTags custom="true" />`, `<FixTags tags="8 9 35" />`; `<FixValues tag="35" />`. */
export function selectFixTags<T extends FixTagLike>(all: readonly T[], component: string, props: ReferenceProps): T[] {
  if (component === "FixValues") return all.filter((t) => String(t.tag) === props.tag)
  const tags = listProp(props.tags)
  return all.filter(
    (t) =>
      (tags === null || tags.includes(String(t.tag))) &&
      (props.use === undefined || t.use.includes(props.use)) &&
      (props.custom === undefined || t.custom === (props.custom === "true")),
  )
}

interface ConfigKeyLike {
  key: string
  for?: string | null
}
/**
 * `<ConfigKeys prefix="cluster." />`: the keys that start with it, but not the keys of a list's
 * blocks (`fix.gateway.sessions[].store`), which a table of their own shows with
 * `prefix="fix.gateway.sessions[]."`, nor those under an `exclude` prefix. `<ConfigKeys keys="a b" />`:
 * those keys, in that order. `for="kafka"` selects a type's own keys; without it, only keys that
 * belong to no type.
 */
export function selectConfigKeys<T extends ConfigKeyLike>(all: readonly T[], props: ReferenceProps): T[] {
  const keys = listProp(props.keys)
  const forType = (k: T) => (k.for ?? undefined) === props.for
  if (keys !== null)
    return keys.flatMap((key) => all.filter((k) => k.key === key && (props.for === undefined || forType(k))))
  const prefix = props.prefix
  if (prefix === undefined) return []
  const excluded = listProp(props.exclude) ?? []
  return all.filter(
    (k) =>
      k.key.startsWith(prefix) &&
      !k.key.slice(prefix.length).includes("[].") &&
      !excluded.some((e) => k.key.startsWith(e)) &&
      forType(k),
  )
}

interface RejectCodeLike {
  code: string
}
/** `<RejectCodes prefix="TRJ" />` (ranges such as RSK-9xxx are left out); `<RejectCodeDetails code="TRJ-1001" />`. */
export function selectRejectCodes<T extends RejectCodeLike>(
  all: readonly T[],
  component: string,
  props: ReferenceProps,
): T[] {
  if (component === "RejectCodeDetails") return all.filter((r) => r.code === props.code)
  return all.filter((r) => r.code.startsWith(`${props.prefix ?? ""}`) && !r.code.endsWith("xxx"))
}

interface CliToolLike {
  tool: string
}
/** `<CliOptions tool="journal-recover" />` and the others name one tool. */
export function selectCliTools<T extends CliToolLike>(all: readonly T[], props: ReferenceProps): T[] {
  return all.filter((t) => t.tool === props.tool)
}

interface MetricLike {
  name: string
}
/** `<Counters />` lists every counter; `<Counters prefix="journal." />` some. */
export function selectCounters<T extends MetricLike>(all: readonly T[], props: ReferenceProps): T[] {
  return all.filter((c) => c.name.startsWith(props.prefix ?? ""))
}
/** `<Metrics prefix="tachyon_cluster_" />`, or `<Metrics names="a b" />` in that order. */
export function selectMetrics<T extends MetricLike>(all: readonly T[], props: ReferenceProps): T[] {
  const names = listProp(props.names)
  if (names !== null) return names.flatMap((n) => all.filter((m) => m.name === n))
  return all.filter((m) => props.prefix !== undefined && m.name.startsWith(props.prefix))
}

export interface ReferenceUse {
  component: string
  props: ReferenceProps
  /** Where the element is in its file, for messages. */
  line?: number
}

/** The props each component reads; any other is a typo the build reports. */
const PROPS: Record<ReferenceComponent, readonly string[]> = {
  FixTags: ["use", "custom", "tags"],
  FixValues: ["tag"],
  ConfigKeys: ["prefix", "keys", "for", "exclude", "relative"],
  RejectCodes: ["prefix", "columns"],
  RejectCodeDetails: ["code"],
  CliOptions: ["tool", "command"],
  CliExitCodes: ["tool"],
  CliCommands: ["tool", "group"],
  Metrics: ["prefix", "names"],
  Counters: ["prefix"],
  Glossary: [],
}

/**
 * Why a reference table on a page is wrong, or null: a prop the component does not read, or
 * props that select nothing (`prefix="clustr."`), which would render no table at all.
 */
export function referenceUseProblem(
  all: ReferenceCollections<FixTagLike, ConfigKeyLike, RejectCodeLike, CliToolLike, MetricLike>,
  use: ReferenceUse,
): string | null {
  if (!isReferenceComponent(use.component)) return null
  const unknown = Object.keys(use.props).filter((p) => !PROPS[use.component as ReferenceComponent].includes(p))
  const element = `<${use.component} ${Object.entries(use.props)
    .map(([k, v]) => `${k}="${v}"`)
    .join(" ")} />`
  if (unknown.length)
    return `${element}: unknown prop ${unknown.join(", ")} (it reads ${PROPS[use.component].join(", ")})`
  if (use.component === "Glossary") return null
  const selected = selectForPage(all, [use])
  if (Object.values(selected).every((list) => list.length === 0))
    return `${element} shows no entries of the reference data`
  return null
}

export interface ReferenceCollections<F, C, R, T, M, K = M, S = unknown> {
  /** The Java API's order states, for the glossary; a site without the Java API source has none. */
  orderStates?: readonly S[]
  fixTags: readonly F[]
  configKeys: readonly C[]
  rejectCodes: readonly R[]
  cliTools: readonly T[]
  metrics: readonly M[]
  counters: readonly K[]
}

/** Everything the tables of one page show, each entry once, in data order. */
export function selectForPage<
  F extends FixTagLike,
  C extends ConfigKeyLike,
  R extends RejectCodeLike,
  T extends CliToolLike,
  M extends MetricLike,
  K extends MetricLike,
  S = unknown,
>(
  all: ReferenceCollections<F, C, R, T, M, K, S>,
  uses: readonly ReferenceUse[],
): ReferenceCollections<F, C, R, T, M, K, S> {
  const pick = (component: ReferenceComponent, props: ReferenceProps): readonly unknown[] => {
    switch (REFERENCE_COMPONENTS[component]) {
      case "fixTags":
        return selectFixTags(all.fixTags, component, props)
      case "configKeys":
        return selectConfigKeys(all.configKeys, props)
      case "rejectCodes":
        return selectRejectCodes(all.rejectCodes, component, props)
      case "cliTools":
        return selectCliTools(all.cliTools, props)
      case "metrics":
        return selectMetrics(all.metrics, props)
      case "counters":
        return selectCounters(all.counters, props)
      case "glossary":
        // Its rows are derived from every key, tag and code at build time (Doc.reference.glossary,
        // glossaryTerms): the page downloads the 192 rows, not the data they are counted from.
        return []
    }
  }
  const wanted = new Set<unknown>()
  for (const { component, props } of uses)
    if (isReferenceComponent(component)) pick(component, props).forEach((e) => wanted.add(e))
  const inOrder = <E>(list: readonly E[]) => list.filter((e) => wanted.has(e))
  return {
    fixTags: inOrder(all.fixTags),
    configKeys: inOrder(all.configKeys),
    rejectCodes: inOrder(all.rejectCodes),
    cliTools: inOrder(all.cliTools),
    metrics: inOrder(all.metrics),
    counters: inOrder(all.counters),
  }
}
