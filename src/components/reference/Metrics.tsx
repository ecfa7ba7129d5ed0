import React from "react"
import { InlineCode } from "../mdx/InlineCode"
import { selectMetrics, type ReferenceProps } from "../../lib/reference/select"
import { InlineMarkdown } from "./InlineMarkdown"
import { useReferenceData } from "./ReferenceData"
import { ReferenceTable } from "./ReferenceTable"
import { metricRowId } from "../../lib/reference/row-ids"

/** Prometheus metrics: `<Metrics prefix="tachyon_cluster_" />`, or `<Metrics names="a b" />` in that order. */
export function Metrics(props: ReferenceProps) {
  const metrics = selectMetrics(useReferenceData().metrics, props)
  return (
    <ReferenceTable
      headers={["Metric", "Type", "Labels", "Meaning"]}
      rows={metrics.map((m) => ({
        id: metricRowId(m.name),
        cells: [
          <InlineCode key="n">{m.name}</InlineCode>,
          m.type,
          m.labels.map((l, i) => (
            <React.Fragment key={l}>
              {i > 0 && ", "}
              <InlineCode>{l}</InlineCode>
            </React.Fragment>
          )),
          <InlineMarkdown key="m" nodes={m.meaning} />,
        ],
      }))}
    />
  )
}
