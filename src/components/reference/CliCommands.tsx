import React from "react"
import { selectCliTools, type ReferenceProps } from "../../lib/reference/select"
import { InlineMarkdown } from "./InlineMarkdown"
import { useReferenceData } from "./ReferenceData"
import { ReferenceTable } from "./ReferenceTable"

/** One group of a tool's commands: `<CliCommands tool="tachyon-console-app" group="Risk" />`. */
export function CliCommands(props: ReferenceProps) {
  const [tool] = selectCliTools(useReferenceData().cliTools, props)
  if (!tool) return null
  const commands = tool.commands.filter((c) => props.group === undefined || c.group === props.group)
  const withRoles = commands.some((c) => c.roles)
  return (
    <ReferenceTable
      headers={withRoles ? ["Command", "Role", "What it does"] : ["Command", "What it does"]}
      rows={commands.map((c) => ({
        cells: [
          <InlineMarkdown key="c" nodes={c.command} />,
          ...(withRoles ? [c.roles?.length ? c.roles.join(", ") : "none"] : []),
          <InlineMarkdown key="m" nodes={c.meaning} />,
        ],
      }))}
    />
  )
}
