import { z } from "zod"
import { markdownText } from "./fields"
import { labelBy, type ListSpec } from "./yaml-list"

/** `TRJ-1001`, `RSK-2004`; `RSK-9xxx` declares a range of a thousand codes (custom risk rules). */
const CODE = /^(TRJ|RSK)-(\d{4}|\dxxx)$/

export const rejectCodeEntry = z
  .object({
    code: z.string().regex(CODE, "TRJ- or RSK- and four digits (or a range such as RSK-9xxx)"),
    name: z.string().regex(/^[A-Z][A-Z_]*$/, "an OrderRejectReason name in upper case"),
    title: z.string().min(1),
    appliesTo: z.array(z.enum(["new order", "replace", "cancel", "quote response", "any request"])).min(1),
    raisedBy: z.string().min(1),
    httpStatus: z.number().int().min(400).max(599).optional(),
    limitKey: markdownText.optional(),
    transient: z.string().min(1).optional(),
    meaning: markdownText,
    cause: markdownText,
    fix: markdownText,
  })
  .strict()

export type RejectCode = z.output<typeof rejectCodeEntry>

export const rejectCodesSpec: ListSpec<RejectCode> = {
  entry: rejectCodeEntry,
  label: labelBy("code"),
  key: (r) => r.code,
}

/** Whether `code` (`RSK-9001`) is declared, itself or through a range entry (`RSK-9xxx`). */
export function isDeclaredRejectCode(code: string, declared: ReadonlySet<string>): boolean {
  return declared.has(code) || declared.has(`${code.slice(0, 5)}xxx`)
}
