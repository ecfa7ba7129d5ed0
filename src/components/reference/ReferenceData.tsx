import React from "react"
import { providedContext } from "../../state/provided-context"
import type { InlineNode } from "../../lib/markdown/inline"
import type { GlossaryTerm } from "../../lib/reference/glossary"

/**
 * The reference entries of the page being rendered (Doc.reference of its page query: only
 * what its tables show), for the reference components MDX content uses without an import.
 */
type Inline = readonly InlineNode[]

export interface FixTagData {
  tag: number
  name: string
  type: string
  custom: boolean
  use: readonly string[]
  meaning: Inline
  values: readonly { value: string; name: string; meaning: Inline | null }[]
}
export interface ConfigKeyData {
  key: string
  for: string | null
  typeText: Inline
  defaultText: Inline
  meaning: Inline
}
export interface RejectCodeData {
  code: string
  name: string
  title: string
  appliesTo: readonly string[]
  raisedBy: string
  httpStatus: number | null
  limitKey: Inline | null
  transient: string | null
  meaning: Inline
  cause: Inline
  fix: Inline
}
export interface CliToolData {
  tool: string
  options: readonly {
    name: string
    argument: string | null
    default: Inline | null
    command: string | null
    meaning: Inline
  }[]
  exitCodes: readonly { code: number; meaning: Inline }[]
  commands: readonly { command: Inline; roles: readonly string[] | null; group: string; meaning: Inline }[]
}
export interface MetricData {
  name: string
  type: string
  labels: readonly string[]
  meaning: Inline
}
export interface CounterData {
  name: string
  kind: string
  meaning: Inline
  metric: string | null
}
/** A REST table of the page (src/lib/rest/tables.ts), its cells parsed. */
export interface RestTableData {
  headers: readonly string[]
  rows: readonly { id: string | null; cells: readonly Inline[] }[]
}
export interface ReferenceData {
  /** By restTableKey: `RestSchema name=Order`. */
  restTables: Readonly<Record<string, RestTableData>>
  fixTags: readonly FixTagData[]
  configKeys: readonly ConfigKeyData[]
  rejectCodes: readonly RejectCodeData[]
  cliTools: readonly CliToolData[]
  metrics: readonly MetricData[]
  counters: readonly CounterData[]
  /** The glossary's rows, derived at build time (src/lib/reference/glossary.ts). */
  glossary: readonly GlossaryTerm<Inline>[]
}

const EMPTY: ReferenceData = {
  restTables: {},
  fixTags: [],
  configKeys: [],
  rejectCodes: [],
  cliTools: [],
  metrics: [],
  counters: [],
  glossary: [],
}
const [ReferenceDataContext, useReferenceDataContext] = providedContext<ReferenceData>(
  "ReferenceDataProvider",
  "src/templates/doc.tsx",
)

export function ReferenceDataProvider({ value, children }: { value: ReferenceData | null; children: React.ReactNode }) {
  return <ReferenceDataContext.Provider value={value ?? EMPTY}>{children}</ReferenceDataContext.Provider>
}

export const useReferenceData = (): ReferenceData => useReferenceDataContext()
