import React from "react"
import { InlineCode } from "../mdx/InlineCode"
import { selectCounters, type ReferenceProps } from "../../lib/reference/select"
import { InlineMarkdown } from "./InlineMarkdown"
import { useReferenceData } from "./ReferenceData"
import { ReferenceTable } from "./ReferenceTable"
import { counterRowId } from "../../lib/reference/row-ids"

/** The counters the `counters` tool reads: `<Counters />`. */
export function Counters(props: ReferenceProps) {
  const counters = selectCounters(useReferenceData().counters, props)
  return (
    <ReferenceTable
      headers={["Counter", "Kind", "Meaning", "Prometheus metric"]}
      rows={counters.map((c) => ({
        id: counterRowId(c.name),
        cells: [
          <InlineCode key="n">{c.name}</InlineCode>,
          c.kind,
          <InlineMarkdown key="m" nodes={c.meaning} />,
          c.metric ? <InlineCode>{c.metric}</InlineCode> : null,
        ],
      }))}
    />
  )
}
