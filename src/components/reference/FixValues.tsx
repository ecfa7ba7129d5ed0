import React from "react"
import { selectFixTags, type ReferenceProps } from "../../lib/reference/select"
import { InlineMarkdown } from "./InlineMarkdown"
import { useReferenceData } from "./ReferenceData"
import { ReferenceTable } from "./ReferenceTable"

/** The values of one enumerated tag: `<FixValues tag="35" />`. */
export function FixValues(props: ReferenceProps) {
  const [tag] = selectFixTags(useReferenceData().fixTags, "FixValues", props)
  if (!tag) return null
  return (
    <ReferenceTable
      headers={[`${tag.name} (${tag.tag})`, "Name", "Meaning"]}
      rows={tag.values.map((v) => ({
        cells: [<code key="v">{v.value}</code>, v.name, <InlineMarkdown key="m" nodes={v.meaning} />],
      }))}
    />
  )
}
