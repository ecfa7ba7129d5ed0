import React from "react"
import { selectCliTools, type ReferenceProps } from "../../lib/reference/select"
import { InlineMarkdown } from "./InlineMarkdown"
import { useReferenceData } from "./ReferenceData"
import { ReferenceTable } from "./ReferenceTable"

/** A tool's exit codes: `<CliExitCodes tool="journal-recover" />`. */
export function CliExitCodes(props: ReferenceProps) {
  const [tool] = selectCliTools(useReferenceData().cliTools, props)
  if (!tool) return null
  return (
    <ReferenceTable
      headers={["Code", "Meaning"]}
      rows={tool.exitCodes.map((e) => ({ cells: [e.code, <InlineMarkdown key="m" nodes={e.meaning} />] }))}
    />
  )
}
