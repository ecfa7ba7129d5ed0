import type { EngineDictionary, EngineFieldSet } from "../samples/fix-engine"
import { declaresValueFor, type FixDictionary } from "../samples/fix"
import type { FixTag, FixVersion } from "./fix-tags"

/**
 * Tachyon's FIX dictionaries in QuickFIX's XML format, the one QuickFIX/J, QuickFIX/n, QuickFIX
 * and jspurefix load: one file per version, FIX 5.0 SP2 split as QuickFIX splits it (FIXT11.xml
 * for the session layer, FIX50SP2.xml for the application messages). A file holds what
 * Tachyon's gateways use and no more: the messages of MsgType (35) the site's dictionary lists,
 * each with the tags that dictionary places in it, in the order and groups of the FIX version's
 * own layout (the engine's dictionary), the fields that layout requires, and Tachyon's custom
 * tags; field names, types and values of the version, Tachyon's values where it declares its own.
 */
export interface QuickFixFile {
  /** Where the site serves it. */
  route: string
  /** As QuickFIX names its own: FIX44.xml. */
  quickFixName: string
  version: FixVersion
  part: "whole" | "session" | "application"
}

export const QUICKFIX_FILES: readonly QuickFixFile[] = [
  { route: "/fix/tachyon-fix42.xml", quickFixName: "FIX42.xml", version: "4.2", part: "whole" },
  { route: "/fix/tachyon-fix44.xml", quickFixName: "FIX44.xml", version: "4.4", part: "whole" },
  { route: "/fix/tachyon-fixt11.xml", quickFixName: "FIXT11.xml", version: "5.0SP2", part: "session" },
  { route: "/fix/tachyon-fix50sp2.xml", quickFixName: "FIX50SP2.xml", version: "5.0SP2", part: "application" },
]

/** The session layer's messages: in FIXT11.xml for 5.0 SP2, `msgcat="admin"` everywhere. */
const ADMIN_MESSAGES = new Set(["0", "1", "2", "3", "4", "5", "A"])

// QuickFIX's names of the FIX data types, for custom tags (standard tags take the version's).
const QUICKFIX_TYPE: Record<FixTag["type"], string> = {
  int: "INT",
  Length: "LENGTH",
  NumInGroup: "NUMINGROUP",
  SeqNum: "SEQNUM",
  TagNum: "INT",
  float: "FLOAT",
  Qty: "QTY",
  Price: "PRICE",
  PriceOffset: "PRICEOFFSET",
  Amt: "AMT",
  Percentage: "PERCENTAGE",
  char: "CHAR",
  Boolean: "BOOLEAN",
  String: "STRING",
  MultipleCharValue: "MULTIPLECHARVALUE",
  MultipleStringValue: "MULTIPLESTRINGVALUE",
  Currency: "CURRENCY",
  Exchange: "EXCHANGE",
  UTCTimestamp: "UTCTIMESTAMP",
  UTCTimeOnly: "UTCTIMEONLY",
  LocalMktDate: "LOCALMKTDATE",
  data: "DATA",
}

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")
/** QuickFIX's value descriptions are upper snake case: PartiallyFilled → PARTIALLY_FILLED. */
const upperSnake = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/([A-Z])([A-Z][a-z])/g, "$1_$2")
    .toUpperCase()

/** Why a file cannot be made as the data stands (a field the version requires that no dictionary names). */
export class QuickFixError extends Error {}

interface Context {
  version: string
  engine: EngineDictionary
  /** The site's tags of this version, gateways' only. */
  ours: ReadonlyMap<number, FixTag>
  /** Every tag the file's header, trailer and messages use: its fields section. */
  used: Set<number>
}

/** Is the tag one the site's dictionary places in this message (or in `header` / `trailer`)? */
const placed = (ctx: Context, tag: number, where: string) => !!ctx.ours.get(tag)?.messages?.includes(where)

/**
 * The XML lines of a field set (a message's body, the header, a group), `where` the MsgType or
 * header/trailer; `required` is whether every enclosing component is required (QuickFIX files
 * here inline components).
 */
function setLines(ctx: Context, set: EngineFieldSet, where: string, required: boolean, indent: string): string[] {
  const lines: string[] = []
  for (const item of set.order) {
    if (typeof item === "number") {
      const isRequired = required && set.required.includes(item)
      if (!isRequired && !placed(ctx, item, where)) continue
      ctx.used.add(item)
      lines.push(`${indent}<field name="${ctx.engine.fields[item].name}" required="${isRequired ? "Y" : "N"}"/>`)
      continue
    }
    const part = set.parts.find((p) => p.name === item)
    if (!part) continue
    if (part.kind === "component") {
      lines.push(...setLines(ctx, part.set, where, required && part.required, indent))
      continue
    }
    const counter = part.counter
    const isRequired = required && part.required
    if (counter === undefined || (!isRequired && !placed(ctx, counter, where))) continue
    const used = new Set(ctx.used)
    const members = setLines(ctx, part.set, where, true, `${indent}  `)
    // A group none of whose fields is the site's (NoLegs on a snapshot) is left out.
    if (!members.length) {
      ctx.used = used
      continue
    }
    ctx.used.add(counter)
    lines.push(
      `${indent}<group name="${ctx.engine.fields[counter].name}" required="${isRequired ? "Y" : "N"}">`,
      ...members,
      `${indent}</group>`,
    )
  }
  return lines
}

/** Custom tags (not of the version's engine dictionary) the site places in a message: optional, last. */
function customLines(ctx: Context, where: string, indent: string): string[] {
  return [...ctx.ours.values()]
    .filter((t) => !ctx.engine.fields[t.tag] && t.messages?.includes(where))
    .map((t) => {
      ctx.used.add(t.tag)
      return `${indent}<field name="${t.name}" required="N"/>`
    })
}

function fieldLines(ctx: Context, declared: FixDictionary): string[] {
  return [...ctx.used]
    .sort((a, b) => a - b)
    .flatMap((tag) => {
      const standard = ctx.engine.fields[tag]
      const ours = ctx.ours.get(tag)
      const name = standard?.name ?? ours!.name
      const type = standard?.type ?? QUICKFIX_TYPE[ours!.type]
      // Tachyon's values where the site's dictionary lists them, else the version's own.
      const info = declared.get(tag)
      const values: [string, string][] = info?.values
        ? [...info.values]
            .filter(([value]) => declaresValueFor(info, value, ctx.version))
            .map(([value, valueName]) => [value, upperSnake(valueName)])
        : (standard?.values ?? []).map((value, i) => [value, standard!.descriptions?.[i] ?? value])
      const head = `    <field number="${tag}" name="${name}" type="${type}"`
      if (!values.length) return [`${head}/>`]
      return [
        `${head}>`,
        ...values.map(
          ([value, description]) => `      <value enum="${escape(value)}" description="${escape(description)}"/>`,
        ),
        "    </field>",
      ]
    })
}

/**
 * One QuickFIX file. `tags` is the site's dictionary, `declared` the same as the checks read it
 * (values of `valuesFrom` filled in), `engine` the FIX version's own dictionary.
 */
export function quickFixXml(
  file: QuickFixFile,
  tags: readonly FixTag[],
  declared: FixDictionary,
  engine: EngineDictionary,
): string {
  const ours = new Map(
    tags.filter((t) => t.versions.includes(file.version) && t.use.some((u) => u !== "venue")).map((t) => [t.tag, t]),
  )
  const ctx: Context = { version: file.version, engine, ours, used: new Set() }
  const msgTypes = (tags.find((t) => t.tag === 35)?.values ?? []).filter(
    (v) =>
      v.use !== "venue" &&
      !!engine.messages[v.value] &&
      (file.part === "whole" || (file.part === "session") === ADMIN_MESSAGES.has(v.value)),
  )
  const messages = msgTypes.flatMap(({ value }) => {
    const { name, body } = engine.messages[value]
    return [
      `    <message name="${name}" msgtype="${value}" msgcat="${ADMIN_MESSAGES.has(value) ? "admin" : "app"}">`,
      ...setLines(ctx, body, value, true, "      "),
      ...customLines(ctx, value, "      "),
      "    </message>",
    ]
  })
  const withSession = file.part !== "application"
  const header = withSession ? setLines(ctx, engine.header, "header", true, "    ") : []
  const trailer = withSession ? setLines(ctx, engine.trailer, "trailer", true, "    ") : []
  const [major, minor, servicepack] =
    file.part === "session"
      ? ["1", "1", "0"]
      : file.version === "5.0SP2"
        ? ["5", "0", "2"]
        : [...file.version.split("."), "0"]
  const type = file.part === "session" ? "FIXT" : "FIX"
  const section = (tag: string, lines: string[]) =>
    lines.length ? [`  <${tag}>`, ...lines, `  </${tag}>`] : [`  <${tag}/>`]
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<!-- Tachyon's FIX ${file.part === "session" ? "FIXT.1.1 session layer (FIX 5.0 SP2)" : `${file.version.replace("SP", " SP")}`} dictionary, QuickFIX format. Generated from the FIX dictionary the documentation's pages are checked against. -->`,
    `<fix type="${type}" major="${major}" minor="${minor}" servicepack="${servicepack}">`,
    ...section("header", header),
    ...section("trailer", trailer),
    ...section("messages", messages),
    "  <components/>",
    ...section("fields", fieldLines(ctx, declared)),
    "</fix>",
    "",
  ].join("\n")
}
