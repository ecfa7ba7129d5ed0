import React from "react"
import { InlineCode } from "../mdx/InlineCode"
import { selectRejectCodes, type ReferenceProps } from "../../lib/reference/select"
import { InlineMarkdown } from "./InlineMarkdown"
import { useReferenceData } from "./ReferenceData"

/**
 * The meaning, usual cause and fix of one code, under the heading the page writes for it
 * (`### TRJ-1001 Unknown symbol`, whose anchor other pages link to): `<RejectCodeDetails code="TRJ-1001" />`.
 */
export function RejectCodeDetails(props: ReferenceProps) {
  const [code] = selectRejectCodes(useReferenceData().rejectCodes, "RejectCodeDetails", props)
  if (!code) return null
  return (
    <>
      <p>
        <strong>Meaning</strong> (<InlineCode>{code.name}</InlineCode>): <InlineMarkdown nodes={code.meaning} />
      </p>
      <p>
        <strong>Typical cause</strong>: <InlineMarkdown nodes={code.cause} />
      </p>
      <p>
        <strong>Fix</strong>: <InlineMarkdown nodes={code.fix} />
      </p>
    </>
  )
}
