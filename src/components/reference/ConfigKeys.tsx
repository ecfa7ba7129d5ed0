import React from "react"
import { InlineCode } from "../mdx/InlineCode"
import { selectConfigKeys, type ReferenceProps } from "../../lib/reference/select"
import { InlineMarkdown } from "./InlineMarkdown"
import { useReferenceData } from "./ReferenceData"
import { ReferenceTable } from "./ReferenceTable"
import { configKeyRowId } from "../../lib/reference/row-ids"

/**
 * Keys of tachyon.conf: `<ConfigKeys prefix="cluster." />`, `<ConfigKeys keys="a b" />`,
 * `for="kafka"` for a type's own keys. With `relative`, keys are shown without the prefix
 * (`senderCompId` in a table of `fix.gateway.sessions[].` keys).
 */
export function ConfigKeys(props: ReferenceProps) {
  const keys = selectConfigKeys(useReferenceData().configKeys, props)
  const shown = (key: string) =>
    props.relative !== undefined && props.prefix && key.startsWith(props.prefix) ? key.slice(props.prefix.length) : key
  return (
    <ReferenceTable
      headers={["key", "type", "default", "meaning"]}
      rows={keys.map((k) => ({
        // Type-specific keys share a name (exporters.<name>.compression of kafka and s3).
        id: props.for ? undefined : configKeyRowId(k.key),
        cells: [
          <InlineCode key="k">{shown(k.key)}</InlineCode>,
          <InlineMarkdown key="t" nodes={k.typeText} />,
          <InlineMarkdown key="d" nodes={k.defaultText} />,
          <InlineMarkdown key="m" nodes={k.meaning} />,
        ],
      }))}
    />
  )
}
