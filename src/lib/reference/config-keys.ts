import { z } from "zod"
import { markdownText } from "./fields"
import type { ListSpec } from "./yaml-list"

/** The top-level blocks of tachyon.conf, in file order (content/PRODUCT.md). */
export const CONFIG_BLOCKS = [
  "server",
  "journal",
  "api",
  "fix",
  "rest",
  "monitor",
  "cluster",
  "dr",
  "risk",
  "marketData",
  "connectors",
  "algos",
  "exporters",
  "secrets",
  "metrics",
  "logging",
] as const

export const CONFIG_TYPES = [
  "string",
  "int",
  "decimal",
  "bool",
  "duration",
  "size",
  "path",
  "enum",
  "list",
  "map",
  "block",
  "secret",
  "time",
  "date",
] as const

// A key path: segments of letters and digits, `<name>` for a name the operator chooses, `[]` for
// the blocks of a list, `*` for a block whose keys are documented elsewhere.
const KEY = /^[a-z][A-Za-z0-9]*(\.([a-z][A-Za-z0-9]*(\[\])?|<[a-z]+>|\*))*$/

const literal = z.union([z.string(), z.number(), z.boolean()]).transform(String)

export const configKeyEntry = z
  .object({
    key: z
      .string()
      .regex(KEY, "a dotted key path (`<name>` for a chosen name, `[]` for list blocks, `*` for an open block)")
      .refine((k) => (CONFIG_BLOCKS as readonly string[]).includes(k.split(".")[0]), {
        message: `must start with a top-level block: ${CONFIG_BLOCKS.join(", ")}`,
      }),
    /** The connector or exporter type the key belongs to, for type-specific keys. */
    for: z.string().min(1).optional(),
    type: z.enum(CONFIG_TYPES),
    values: z.array(literal).min(2).optional(),
    /** The element type of a list (`int`, `path`, `block`...). */
    items: z.string().min(1).optional(),
    /** The written form of a string (`HH:MM:SS`, `host:port`, `URL`...). */
    format: z.string().min(1).optional(),
    /** The default as written in the file, shown as code. */
    default: literal.optional(),
    /** A default that is not a literal value: `unset`, or markdown such as "`server.timezone`". */
    defaultText: markdownText.optional(),
    /** No default: true, or the condition under which the key is required ("when TLS is on"). */
    required: z.union([z.literal(true), markdownText]).optional(),
    meaning: markdownText,
    /** A list of blocks whose blocks take the keys of another list (`fix.mdg.sessions`). */
    keysOf: z.string().regex(KEY).optional(),
  })
  .strict()
  .refine((k) => [k.default, k.defaultText, k.required].filter((v) => v !== undefined).length === 1, {
    message: "give exactly one of default, defaultText or required",
  })
  .refine((k) => (k.type === "enum") === (k.values !== undefined), {
    message: "an enum lists its values, and only an enum does",
    path: ["values"],
  })
  .refine((k) => k.items === undefined || k.type === "list", { message: "items is for lists", path: ["items"] })
  .refine((k) => k.default === undefined || k.values === undefined || k.values.includes(k.default), {
    message: "the default is not one of the values",
    path: ["default"],
  })

export type ConfigKey = z.output<typeof configKeyEntry>

export const configKeysSpec: ListSpec<ConfigKey> = {
  entry: configKeyEntry,
  label: (raw, index) => {
    const e = raw as { key?: unknown; for?: unknown } | null
    if (typeof e?.key !== "string") return `entry ${index + 1}`
    return typeof e.for === "string" ? `${e.key} (${e.for})` : e.key
  },
  key: (k) => `${k.key}\u0000${k.for ?? ""}`,
}

/** The type column as the reference tables show it: "enum `a` | `b`", "list of int", "string (secret)". */
export function configTypeText(k: ConfigKey): string {
  if (k.type === "enum") return `enum ${k.values!.map((v) => `\`${v}\``).join(" | ")}`
  if (k.type === "list" && k.items) return `list of ${k.items}`
  if (k.type === "secret") return "string (secret)"
  if (k.format) return `${k.type} \`${k.format}\``
  return k.type
}

/** The default column: the literal as code, the text, or "**required**" with its condition. */
export function configDefaultText(k: ConfigKey): string {
  if (k.default !== undefined) return `\`${k.default}\``
  if (k.required === true) return "**required**"
  if (k.required !== undefined) return `**required** ${k.required}`
  return k.defaultText!
}
