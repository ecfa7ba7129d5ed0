import React from "react"
import { InlineCode } from "../mdx/InlineCode"
import { ColumnText } from "../mdx/Table"
import { selectFixTags, type ReferenceProps } from "../../lib/reference/select"
import { InlineMarkdown } from "./InlineMarkdown"
import { useReferenceData, type FixTagData } from "./ReferenceData"
import { ReferenceTable } from "./ReferenceTable"
import { fixTagRowId } from "../../lib/reference/row-ids"

function values(tag: FixTagData) {
  if (!tag.values.length) return null
  return tag.values.map((v, i) => (
    <React.Fragment key={v.value}>
      {i > 0 && ", "}
      <InlineCode>{v.value}</InlineCode> <ColumnText text={v.name} />
    </React.Fragment>
  ))
}

/** Tags of the FIX dictionary: `<FixTags use="order-entry" />`, `<FixTags custom="true" />`, `<FixTags tags="7001 7002" />`. */
export function FixTags(props: ReferenceProps) {
  const tags = selectFixTags(useReferenceData().fixTags, "FixTags", props)
  return (
    <ReferenceTable
      headers={["Tag", "Name", "Type", "Values", "Meaning"]}
      rows={tags.map((t) => ({
        id: fixTagRowId(t.tag),
        cells: [t.tag, t.name, t.type, values(t), <InlineMarkdown key="m" nodes={t.meaning} />],
      }))}
    />
  )
}
