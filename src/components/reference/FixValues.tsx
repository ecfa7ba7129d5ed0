import React from "react"
import { InlineCode } from "../mdx/InlineCode"
import { selectFixTags, type ReferenceProps } from "../../lib/reference/select"
import { InlineMarkdown } from "./InlineMarkdown"
import { useReferenceData } from "./ReferenceData"
import { ReferenceTable } from "./ReferenceTable"
import { fixValueRowId } from "../../lib/reference/row-ids"

/** The values of one enumerated tag: `<FixValues tag="35" />`. */
export function FixValues(props: ReferenceProps) {
  const [tag] = selectFixTags(useReferenceData().fixTags, "FixValues", props)
  if (!tag) return null
  return (
    <ReferenceTable
      headers={[`${tag.name} (${tag.tag})`, "Name", "Meaning"]}
      rows={tag.values.map((v) => ({
        id: fixValueRowId(tag.tag, v.value),
        cells: [<InlineCode key="v">{v.value}</InlineCode>, v.name, <InlineMarkdown key="m" nodes={v.meaning} />],
      }))}
    />
  )
}
