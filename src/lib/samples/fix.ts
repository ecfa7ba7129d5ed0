/**
 * FIX samples as the site writes them: one message per line, fields `tag=value` separated by
 * `|`, which stands for SOH (0x01) and also ends the last field, as SOH does on the wire:
 * `8=FIX.4.4|9=76|35=A|...|10=123|`. BodyLength (9) and CheckSum (10) are those of the message
 * with every `|` read as SOH, so a reader can paste a sample into a test harness after
 * `tr '|' '\001'`.
 */
export const SOH_ON_SITE = "|"

/** One tag of the site's FIX dictionary (content/reference/fix-tags.yaml). */
export interface FixTagInfo {
  tag: number
  name: string
  /** Enumerated values the site documents; absent for free-form fields. */
  values?: ReadonlyMap<string, string>
  /** MultipleCharValue / MultipleStringValue: several enumerated values separated by spaces. */
  multiple?: boolean
  /** The FIX versions whose sessions carry it (4.2, 4.4, 5.0SP2). */
  versions?: readonly string[]
  /** Values some versions only define, with those versions; a value not here is every version's. */
  valueVersions?: ReadonlyMap<string, readonly string[]>
  /** Values declared as a range (`9xxx`: any of 9000 to 9999), beside `values`. */
  valueRanges?: readonly RegExp[]
}
export type FixDictionary = ReadonlyMap<number, FixTagInfo>

/** Whether the dictionary declares this value of the tag for a FIX version (4.2, 4.4, 5.0SP2). */
export const declaresValueFor = (info: FixTagInfo, value: string, version: string): boolean =>
  info.valueVersions?.get(value)?.includes(version) ?? true

/** Whether the dictionary declares this value of an enumerated tag. */
export const declaresValue = (info: FixTagInfo, value: string): boolean =>
  !!info.values?.has(value) || !!info.valueRanges?.some((range) => range.test(value))

/** A problem in a code block, at a line counted from the block's first line of code (1). */
export interface BlockProblem {
  line: number
  message: string
}

interface Field {
  tag: string
  value: string
}

const FIELD = /^(\d+)=([\s\S]*)$/
const utf8Length = (text: string): number => new TextEncoder().encode(text).length

function fieldsOf(line: string): { fields: Field[]; other: string[] } {
  const parts = line.split(SOH_ON_SITE)
  // A trailing SOH leaves one empty part after it.
  if (parts[parts.length - 1] === "") parts.pop()
  const fields: Field[] = []
  const other: string[] = []
  for (const part of parts) {
    const match = FIELD.exec(part)
    if (match) fields.push({ tag: match[1], value: match[2] })
    else other.push(part)
  }
  return { fields, other }
}

/** The CheckSum (10) of everything before the `10=` field, SOH counted as 0x01, three digits. */
export function fixChecksum(headAndBody: string): string {
  const bytes = new TextEncoder().encode(headAndBody.split(SOH_ON_SITE).join("\u0001"))
  let sum = 0
  for (const byte of bytes) sum = (sum + byte) % 256
  return String(sum).padStart(3, "0")
}

function checkFields(fields: Field[], dictionary: FixDictionary): string[] {
  const problems: string[] = []
  for (const { tag, value } of fields) {
    const info = dictionary.get(Number(tag))
    if (!info) {
      problems.push(`tag ${tag} is not in the FIX dictionary (content/reference/fix-tags.yaml)`)
      continue
    }
    if (!info.values || value === "...") continue
    const given = info.multiple ? value.split(" ") : [value]
    const unknown = given.filter((v) => !declaresValue(info, v))
    if (unknown.length)
      problems.push(
        `${info.name} (${tag}) has no value ${unknown.map((v) => `"${v}"`).join(", ")} in the FIX dictionary (known: ${[...info.values.keys()].join(", ")})`,
      )
  }
  return problems
}

/**
 * The message with a correct BodyLength (9) and CheckSum (10), inserted when missing: what an
 * author pastes over a sample that fails the check. Null when the line is not `8=…` fields.
 */
export function completeMessage(line: string): string | null {
  const { fields, other } = fieldsOf(line.trimEnd())
  if (other.length || fields[0]?.tag !== "8") return null
  const inner = fields.filter((f, i) => !(i === 1 && f.tag === "9") && !(i === fields.length - 1 && f.tag === "10"))
  const body = inner
    .slice(1)
    .map((f) => `${f.tag}=${f.value}${SOH_ON_SITE}`)
    .join("")
  const head = `8=${inner[0].value}${SOH_ON_SITE}9=${utf8Length(body)}${SOH_ON_SITE}`
  return `${head}${body}10=${fixChecksum(head + body)}${SOH_ON_SITE}`
}

function checkCompleteMessage(line: string, fields: Field[], other: string[]): string[] {
  if (other.length) return [`complete message has text that is not a tag=value field: "${other[0].slice(0, 40)}"`]
  const tags = fields.map((f) => f.tag)
  const complete = completeMessage(line)
  if (tags[1] !== "9" && tags[tags.length - 1] !== "10")
    return [`no BodyLength (9) and CheckSum (10); with them the message reads ${complete}`]
  const problems: string[] = []
  if (tags[1] !== "9" || tags[2] !== "35")
    problems.push("header must start 8=, 9=, 35= in that order (BeginString, BodyLength, MsgType)")
  if (tags[tags.length - 1] !== "10") problems.push("last field must be CheckSum (10=)")
  if (!line.endsWith(SOH_ON_SITE)) problems.push(`missing the "${SOH_ON_SITE}" (SOH) that ends CheckSum (10)`)
  if (problems.length || !complete) return problems
  // The values of the corrected message: CheckSum covers BodyLength, so both are fixed at once.
  const expected = fieldsOf(complete).fields
  const [bodyLength, checksum] = [fields[1].value, fields[fields.length - 1].value]
  const [rightLength, rightChecksum] = [expected[1].value, expected[expected.length - 1].value]
  if (bodyLength !== rightLength) problems.push(`BodyLength (9) is ${bodyLength}, should be ${rightLength}`)
  if (checksum !== rightChecksum) problems.push(`CheckSum (10) is ${checksum}, should be ${rightChecksum}`)
  return problems
}

/**
 * Checks a `fix` code block. Every line that is not blank is a message. In a complete block a
 * message starts with `8=` and ends with `10=…|`, BodyLength and CheckSum must be right, and
 * every tag and enumerated value must be in the dictionary. A block marked `fix fragment`
 * shows parts of messages (`35=D|11=A-1|...`, with notes after the fields): only its tags and
 * values are checked.
 */
export function checkFixBlock(code: string, fragment: boolean, dictionary: FixDictionary): BlockProblem[] {
  const problems: BlockProblem[] = []
  code.split("\n").forEach((raw, index) => {
    const line = raw.trimEnd()
    if (!line.trim()) return
    const { fields, other } = fieldsOf(line)
    const report = (message: string) => problems.push({ line: index + 1, message })
    if (line.includes("\u0001") || line.includes("^A"))
      report(`write SOH as "${SOH_ON_SITE}", as every FIX sample on the site does`)
    if (!fragment) {
      if (!line.startsWith("8="))
        report(
          'not a complete message (it does not start with 8=): add the header and trailer, or mark the block "fix fragment"',
        )
      else checkCompleteMessage(line, fields, other).forEach(report)
    }
    checkFields(fields, dictionary).forEach(report)
  })
  return problems
}
