import { z } from "zod"
import { markdownText } from "./fields"
import { labelBy, type ListSpec } from "./yaml-list"

/** The roles of Monitor, REST, the Java API and the console (settled fact 7 of content/PRODUCT.md). */
export const ROLES = ["viewer", "trader", "risk", "admin"] as const

const option = z
  .object({
    name: z.string().regex(/^--[a-z0-9]+(-[a-z0-9]+)*$/, "an option, -- and lower-case words joined by -"),
    argument: z.string().min(1).optional(),
    default: markdownText.optional(),
    /** The subcommands that take the option; absent when every subcommand does. */
    command: z.string().min(1).optional(),
    meaning: markdownText,
  })
  .strict()

const exitCode = z.object({ code: z.number().int().min(0).max(255), meaning: markdownText }).strict()

const command = z
  .object({
    command: markdownText,
    /** Roles that may run it; empty for commands that need no server. */
    roles: z.array(z.enum(ROLES)).optional(),
    group: z.string().min(1),
    meaning: markdownText,
  })
  .strict()

export const cliToolEntry = z
  .object({
    tool: z.string().regex(/^[a-z][a-z-]*$/),
    options: z.array(option).default([]),
    exitCodes: z.array(exitCode).default([]),
    commands: z.array(command).default([]),
  })
  .strict()
  .refine((t) => new Set(t.options.map((o) => `${o.name} ${o.command ?? ""}`)).size === t.options.length, {
    message: "an option is listed twice",
    path: ["options"],
  })

export type CliTool = z.output<typeof cliToolEntry>

export const cliToolsSpec: ListSpec<CliTool> = {
  entry: cliToolEntry,
  label: labelBy("tool"),
  key: (t) => t.tool,
}

/** The entry of the options and exit codes every tool shares (tools overview page). */
export const COMMON_TOOL = "common"

/**
 * Every option a tool accepts: its own, the common ones, and those its commands' synopses name
 * (`kill-switch on|off [--account A] [--cancel-open]`).
 */
export function optionsOf(tool: CliTool, common: CliTool | undefined): Set<string> {
  const names = new Set([...tool.options, ...(common?.options ?? [])].map((o) => o.name))
  for (const c of tool.commands) for (const [name] of c.command.matchAll(/--[a-z0-9]+(-[a-z0-9]+)*/g)) names.add(name)
  return names
}
