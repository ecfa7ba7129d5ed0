import React from "react"
import { InlineCode } from "../mdx/InlineCode"
import { selectCliTools, type ReferenceProps } from "../../lib/reference/select"
import { InlineMarkdown } from "./InlineMarkdown"
import { useReferenceData } from "./ReferenceData"
import { ReferenceTable } from "./ReferenceTable"
import { optionRowId } from "../../lib/reference/row-ids"

/** A tool's options: `<CliOptions tool="journal-recover" />`; `command="run"` for one subcommand's. */
export function CliOptions(props: ReferenceProps) {
  const [tool] = selectCliTools(useReferenceData().cliTools, props)
  if (!tool) return null
  const options = tool.options.filter((o) => props.command === undefined || o.command === props.command)
  return (
    <ReferenceTable
      headers={["Option", "Argument", "Default", "Meaning"]}
      rows={options.map((o) => ({
        id: props.command === undefined ? optionRowId(o.name) : undefined,
        cells: [
          <InlineCode key="n">{o.name}</InlineCode>,
          o.argument ? <InlineCode>{o.argument}</InlineCode> : "none",
          <InlineMarkdown key="d" nodes={o.default} />,
          <InlineMarkdown key="m" nodes={o.meaning} />,
        ],
      }))}
    />
  )
}
