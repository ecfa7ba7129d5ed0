import React from "react"
import { selectCounters, type ReferenceProps } from "../../lib/reference/select"
import { InlineMarkdown } from "./InlineMarkdown"
import { useReferenceData } from "./ReferenceData"
import { ReferenceTable } from "./ReferenceTable"

/** The counters the `counters` tool reads: `<Counters />`. */
export function Counters(props: ReferenceProps) {
  const counters = selectCounters(useReferenceData().counters, props)
  return (
    <ReferenceTable
      headers={["Counter", "Kind", "Meaning", "Prometheus metric"]}
      rows={counters.map((c) => ({
        cells: [
          <code key="n">{c.name}</code>,
          c.kind,
          <InlineMarkdown key="m" nodes={c.meaning} />,
          c.metric ? <code>{c.metric}</code> : null,
        ],
      }))}
    />
  )
}
