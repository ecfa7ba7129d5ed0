import { declaresValueFor, SOH_ON_SITE, type BlockProblem, type FixDictionary } from "./fix"

/**
 * A FIX version's message layouts as a FIX engine's dictionary defines them (src/node/fix-engine.ts
 * reads them from jspurefix's QuickFIX definitions), as plain data: which fields each message
 * requires, in which components and repeating groups, and the values of enumerated fields.
 */
export interface EngineFieldSet {
  /** Tags this set requires directly. */
  required: number[]
  parts: EnginePart[]
  /** The set's own fields (tags) and parts (names) in the order the engine defines them. */
  order: (number | string)[]
}
export interface EnginePart {
  kind: "component" | "group"
  name: string
  required: boolean
  /** A group's NumInGroup tag (NoLegs, 555). */
  counter?: number
  set: EngineFieldSet
}
export interface EngineDictionary {
  /** As the site's dictionary writes versions: 4.2, 4.4, 5.0SP2. */
  version: string
  header: EngineFieldSet
  trailer: EngineFieldSet
  messages: Record<string, { name: string; body: EngineFieldSet }>
  fields: Record<number, { name: string; type: string; values?: string[]; descriptions?: string[] }>
}

interface Field {
  tag: number
  value: string
}

const APPL_VER_ID: Record<string, string> = { "9": "5.0SP2" }
/** The default application version of Tachyon's FIXT.1.1 sessions (DefaultApplVerID 1137=9). */
const FIXT_DEFAULT = "5.0SP2"

/** The application version of a message: its BeginString, or for FIXT.1.1 its ApplVerID or the session's default. */
export function applicationVersion(fields: readonly Field[]): string | null {
  const begin = fields[0]?.value
  if (begin === "FIX.4.2") return "4.2"
  if (begin === "FIX.4.4") return "4.4"
  if (begin !== "FIXT.1.1") return null
  const applVerId = fields.find((f) => f.tag === 1128)?.value
  return applVerId === undefined ? FIXT_DEFAULT : (APPL_VER_ID[applVerId] ?? null)
}

function fieldsOf(line: string): Field[] {
  return line
    .split(SOH_ON_SITE)
    .map((part) => /^(\d+)=([\s\S]*)$/.exec(part))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => ({ tag: Number(m[1]), value: m[2] }))
}

const label = (version: string) => `FIX ${version.replace("SP", " SP")}`

// Every tag inside a set, components and groups included: is any of an optional component present?
const allTags = new WeakMap<EngineFieldSet, ReadonlySet<number>>()
function tagsOf(set: EngineFieldSet): ReadonlySet<number> {
  let tags = allTags.get(set)
  if (!tags) {
    tags = new Set([
      ...set.order.filter((o): o is number => typeof o === "number"),
      ...set.parts.flatMap((p) => [...(p.counter === undefined ? [] : [p.counter]), ...tagsOf(p.set)]),
    ])
    allTags.set(set, tags)
  }
  return tags
}

/** Required fields missing from a set, given the tags present; `where` names the set for the message. */
function missingRequired(set: EngineFieldSet, present: ReadonlySet<number>, where: string): string[] {
  const problems = set.required.filter((t) => !present.has(t)).map((t) => `${t}${where}`)
  for (const part of set.parts) {
    if (part.kind === "component") {
      if (part.required || [...tagsOf(part.set)].some((t) => present.has(t)))
        problems.push(...missingRequired(part.set, present, where))
    } else if (part.counter !== undefined) {
      const inGroup = ` in ${part.name} (${part.counter})`
      if (part.required && !present.has(part.counter)) problems.push(`${part.counter}${where}`)
      if (present.has(part.counter)) problems.push(...missingRequired(part.set, present, inGroup))
    }
  }
  return problems
}

const TERMINAL_ORD_STATUS = new Set(["2", "3", "4", "8", "C"])
const decimals = (value: string) => value.split(".")[1]?.length ?? 0

/** CumQty + LeavesQty = OrderQty on a live order. */
function quantityProblem(get: (tag: number) => string | undefined): string | null {
  const [orderQty, cumQty, leavesQty, ordStatus] = [get(38), get(14), get(151), get(39)]
  if (orderQty === undefined || cumQty === undefined || leavesQty === undefined) return null
  if (ordStatus === undefined || TERMINAL_ORD_STATUS.has(ordStatus)) return null
  const sum = Number(cumQty) + Number(leavesQty)
  return sum === Number(orderQty)
    ? null
    : `CumQty (14) ${cumQty} + LeavesQty (151) ${leavesQty} = ${sum}, not OrderQty (38) ${orderQty}, on a live order (39=${ordStatus})`
}

/** Fills of one order seen so far in a block: quantity and notional. */
interface Fills {
  qty: number
  notional: number
}

/** AvgPx against the block's own fills of the order, when they add up to its CumQty. */
function averagePriceProblem(get: (tag: number) => string | undefined, fills: Map<string, Fills>): string | null {
  const order = get(37) ?? get(11)
  const [lastQty, lastPx, cumQty, avgPx] = [get(32), get(31), get(14), get(6)]
  if (order === undefined || avgPx === undefined || cumQty === undefined) return null
  const seen = fills.get(order) ?? { qty: 0, notional: 0 }
  if (lastQty !== undefined && lastPx !== undefined && Number(lastQty) > 0) {
    seen.qty += Number(lastQty)
    seen.notional += Number(lastQty) * Number(lastPx)
    fills.set(order, seen)
  }
  if (seen.qty === 0 || seen.qty !== Number(cumQty)) return null
  const expected = seen.notional / seen.qty
  // AvgPx is written to some decimals: right when it is the fills' average rounded to them.
  const tolerance = 0.5 * 10 ** -decimals(avgPx) + 1e-9
  return Math.abs(Number(avgPx) - expected) <= tolerance
    ? null
    : `AvgPx (6) ${avgPx} is not the average of the fills this block shows (${seen.qty} for ${Number(expected.toFixed(6))})`
}

/**
 * Checks each complete message of a `fix` block against a FIX engine's dictionary for its
 * version: the message type exists, its required fields (header, body, the components and groups
 * present, trailer) are there, a tag the engine's version does not define is declared in the
 * site's dictionary for that version (Tachyon's custom tags), and where the site's dictionary
 * lists no values for a tag FIX enumerates, the value is one of FIX's. Execution reports are checked for arithmetic:
 * CumQty + LeavesQty = OrderQty while the order is live, and AvgPx against the fills the block
 * shows of the same order.
 */
export function checkFixMessages(
  code: string,
  engine: (version: string) => EngineDictionary | undefined,
  ours: FixDictionary,
): BlockProblem[] {
  const problems: BlockProblem[] = []
  const fills = new Map<string, Fills>()
  code.split("\n").forEach((raw, index) => {
    const line = raw.trimEnd()
    if (!line.startsWith("8=")) return
    const report = (message: string) => problems.push({ line: index + 1, message })
    const fields = fieldsOf(line)
    const version = applicationVersion(fields)
    const dictionary = version === null ? undefined : engine(version)
    if (!dictionary || version === null) {
      report(`no FIX engine dictionary for BeginString ${fields[0]?.value} (Tachyon speaks FIX 4.2, 4.4 and 5.0 SP2)`)
      return
    }
    const name = label(version)
    const msgType = fields.find((f) => f.tag === 35)?.value ?? ""
    const message = dictionary.messages[msgType]
    if (!message) {
      report(`MsgType (35) ${msgType} is not a message of ${name}`)
      return
    }
    const present = new Set(fields.map((f) => f.tag))
    const fieldName = (tag: number) => dictionary.fields[tag]?.name ?? ours.get(tag)?.name ?? "?"
    const missing = [
      ...missingRequired(dictionary.header, present, ""),
      ...missingRequired(message.body, present, ""),
      ...missingRequired(dictionary.trailer, present, ""),
    ]
    for (const m of missing) {
      const [tag, where] = [Number(/^\d+/.exec(m)![0]), m.replace(/^\d+/, "")]
      report(`${message.name} (35=${msgType}) of ${name} requires ${fieldName(tag)} (${tag})${where}`)
    }
    // Tags and values the site's dictionary does not declare are checkFixBlock's to report; here,
    // a declared tag its version lacks, and a value FIX enumerates that the site leaves free.
    for (const { tag, value } of fields) {
      const standard = dictionary.fields[tag]
      const declared = ours.get(tag)
      if (!declared) continue
      if (!standard) {
        if (!declared.versions?.includes(version))
          report(
            `tag ${tag} is not a field of ${name}, and content/reference/fix-tags.yaml does not declare it for ${version}`,
          )
        continue
      }
      const given = declared.multiple ? value.split(" ") : [value]
      const otherVersions = given.filter((v) => !declaresValueFor(declared, v, version))
      if (otherVersions.length)
        report(
          `${standard.name} (${tag}) value ${otherVersions.join(", ")} is not one of ${name}: content/reference/fix-tags.yaml declares it for ${declared.valueVersions!.get(otherVersions[0])!.join(", ")}`,
        )
      if (!standard.values || declared.values || declared.valueRanges || value === "...") continue
      const unknown = given.filter((v) => !standard.values!.includes(v))
      if (unknown.length)
        report(
          `${standard.name} (${tag}) has no value ${unknown.join(", ")} in ${name}, and content/reference/fix-tags.yaml declares none`,
        )
    }
    if (msgType === "8") {
      const get = (tag: number) => fields.find((f) => f.tag === tag)?.value
      for (const problem of [quantityProblem(get), averagePriceProblem(get, fills)]) if (problem) report(problem)
    }
  })
  return problems
}
