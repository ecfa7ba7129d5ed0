import React from "react"
import type { InlineNode } from "../../lib/markdown/inline"
import { selectCliTools, type ReferenceProps } from "../../lib/reference/select"
import { InlineCode } from "../mdx/InlineCode"
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
          commandCell(c.command),
          ...(withRoles ? [c.roles?.length ? c.roles.join(", ") : "none"] : []),
          <InlineMarkdown key="m" nodes={c.meaning} />,
        ],
      }))}
    />
  )
}

/** A command that is one code is rendered as that code, so the table sizes its column as a column of keys (Table.tsx). */
function commandCell(command: readonly InlineNode[]): React.ReactNode {
  const [only] = command
  return command.length === 1 && typeof only === "object" && "code" in only ? (
    <InlineCode key="c">{only.code}</InlineCode>
  ) : (
    <InlineMarkdown key="c" nodes={command} />
  )
}
