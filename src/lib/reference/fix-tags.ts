import { z } from "zod"
import type { FixDictionary, FixTagInfo } from "../samples/fix"
import { labelBy, type ListSpec } from "./yaml-list"

/** FIX data types as the FIX specification names them (the ones Tachyon's tags use). */
export const FIX_TYPES = [
  "int",
  "Length",
  "NumInGroup",
  "SeqNum",
  "TagNum",
  "float",
  "Qty",
  "Price",
  "PriceOffset",
  "Amt",
  "Percentage",
  "char",
  "Boolean",
  "String",
  "MultipleCharValue",
  "MultipleStringValue",
  "Currency",
  "Exchange",
  "UTCTimestamp",
  "UTCTimeOnly",
  "UTCDateOnly",
  "LocalMktDate",
  "data",
] as const

/** The FIX versions Tachyon's gateways speak. */
export const FIX_VERSIONS = ["4.2", "4.4", "5.0SP2"] as const
export type FixVersion = (typeof FIX_VERSIONS)[number]

// YAML reads 0, 1, 2 as numbers; FIX values are strings on the wire.
const wireValue = z.union([z.string().min(1), z.number()]).transform(String)

const fixVersions = z.array(z.union([z.string(), z.number()]).transform(String).pipe(z.enum(FIX_VERSIONS))).min(1)

/** The versions of `from` that are not in `within`. */
const outside = (from: readonly string[] | undefined, within: readonly string[]) =>
  (from ?? []).filter((v) => !within.includes(v))

const fixValue = z
  .object({
    value: wireValue,
    name: z.string().min(1),
    meaning: z.string().min(1).optional(),
    /** A value only connectors send to venues (a MsgType): not in the gateways' published dictionaries. */
    use: z.literal("venue").optional(),
    /**
     * The versions that define this value, where FIX changed a field's values between versions
     * (HaltReason, 327: characters on 4.2 and 4.4, integers on 5.0 SP2); absent, every version of the tag.
     */
    versions: fixVersions.optional(),
    /**
     * The versions whose standard dictionary does not enumerate this value: Tachyon's own
     * dictionaries (published as QuickFIX XML) add it. The build checks the list both ways.
     */
    notInStandard: fixVersions.optional(),
  })
  .strict()
  .refine((v) => !outside(v.notInStandard, v.versions ?? FIX_VERSIONS).length, {
    message: "notInStandard names a version the value is not carried on",
    path: ["notInStandard"],
  })

export const fixTagEntry = z
  .object({
    tag: z.number().int().positive(),
    name: z.string().regex(/^[A-Z][A-Za-z0-9]*$/, "a FIX field name in CamelCase (ClOrdID)"),
    type: z.enum(FIX_TYPES),
    /** A user-defined tag (5000 and up) of Tachyon's own. */
    custom: z.boolean().default(false),
    /**
     * Which Tachyon interface reads or writes it: order entry, market data, the session layer, or
     * none of Tachyon's gateways (`venue`: a tag connectors send to a venue).
     */
    use: z.array(z.enum(["session", "order-entry", "market-data", "venue"])).min(1),
    /** The FIX versions whose sessions carry it (a 5.0 SP2 session runs over FIXT.1.1). */
    versions: fixVersions,
    /**
     * The versions whose standard dictionary has no such field: Tachyon's own dictionaries
     * (published as QuickFIX XML) add it there. The build checks the list both ways.
     */
    notInStandard: fixVersions.optional(),
    /** The messages it belongs to: MsgType (35) values, or `header` and `trailer`. */
    messages: z
      .array(z.union([z.string().min(1), z.number()]).transform(String))
      .min(1)
      .optional(),
    meaning: z.string().min(1),
    values: z.array(fixValue).min(1).optional(),
    /** The values are the numbers of the reject codes (reject-codes.yaml): 2003 for RSK-2003. */
    valuesFrom: z.literal("reject-codes").optional(),
  })
  .strict()
  .refine((t) => !t.custom || t.tag >= 5000, {
    message: "custom tags are user-defined tags, 5000 and up",
    path: ["tag"],
  })
  .refine((t) => !t.values || new Set(t.values.map((v) => v.value)).size === t.values.length, {
    message: "a value is listed twice",
    path: ["values"],
  })
  .refine((t) => !(t.values ?? []).some((v) => outside(v.versions, t.versions).length), {
    message: "a value's versions must be versions of its tag",
    path: ["values"],
  })
  .refine((t) => !outside(t.notInStandard, t.versions).length, {
    message: "notInStandard names a version that is not in versions",
    path: ["notInStandard"],
  })

export type FixTag = z.output<typeof fixTagEntry>

export const fixTagsSpec: ListSpec<FixTag> = {
  entry: fixTagEntry,
  label: labelBy("tag", (t) => `tag ${t}`),
  key: (t) => String(t.tag),
  locate: (t) => [
    [fixTagKey(t.tag), []],
    ...(t.values ?? []).map((v, i): [string, (string | number)[]] => [fixTagKey(t.tag, v.value), ["values", i]]),
  ],
}

/** How the loader's `lines` name a tag's entry (`44`) and one of its values (`40=2`). */
export function fixTagKey(tag: number, value?: string): string {
  return value === undefined ? String(tag) : `${tag}=${value}`
}

const MULTIPLE_TYPES: ReadonlySet<string> = new Set(["MultipleCharValue", "MultipleStringValue"])

/** The number a reject code travels as in OrdRejReason (103): RSK-2003 → 2003, RSK-9xxx → a range. */
function rejectCodeValues(codes: readonly { code: string; name: string }[]) {
  const numbers = codes.map((c) => ({ number: c.code.slice(4), name: c.name }))
  return {
    values: new Map(numbers.filter((n) => !n.number.includes("x")).map((n) => [n.number, n.name])),
    valueRanges: numbers
      .filter((n) => n.number.includes("x"))
      .map((n) => new RegExp(`^${n.number.replace(/x/g, "\\d")}$`)),
  }
}

/** The dictionary the FIX checks read; `valuesFrom: reject-codes` takes its values from the codes. */
export function fixDictionary(
  tags: readonly FixTag[],
  rejectCodes: readonly { code: string; name: string }[] = [],
): FixDictionary {
  return new Map(
    tags.map((t): [number, FixTagInfo] => [
      t.tag,
      {
        tag: t.tag,
        name: t.name,
        ...(t.valuesFrom === "reject-codes"
          ? rejectCodeValues(rejectCodes)
          : {
              values: t.values && new Map(t.values.map((v) => [v.value, v.name])),
              ...(t.values?.some((v) => v.versions)
                ? {
                    valueVersions: new Map(
                      t.values.flatMap((v): [string, readonly string[]][] =>
                        v.versions ? [[v.value, v.versions]] : [],
                      ),
                    ),
                  }
                : {}),
            }),
        multiple: MULTIPLE_TYPES.has(t.type),
        versions: t.versions,
      },
    ]),
  )
}
