import React from "react"
import { InlineCode } from "../mdx/InlineCode"
import { InlineText } from "../InlineText"
import { NO_HTTP_STATUS } from "../../lib/reference/reject-delivery"
import { selectRejectCodes, type ReferenceProps } from "../../lib/reference/select"
import { InlineMarkdown } from "./InlineMarkdown"
import { useReferenceData, type RejectCodeData } from "./ReferenceData"
import { ReferenceTable } from "./ReferenceTable"

const COLUMNS: Record<string, { header: string; cell: (r: RejectCodeData) => React.ReactNode }> = {
  name: { header: "Name", cell: (r) => r.name },
  appliesTo: { header: "Applies to", cell: (r) => r.appliesTo.join(", ") },
  raisedBy: { header: "Raised by", cell: (r) => r.raisedBy },
  limitKey: { header: "Limit key", cell: (r) => <InlineMarkdown nodes={r.limitKey} /> },
  transient: { header: "Transient", cell: (r) => r.transient },
  httpStatus: {
    header: "HTTP status",
    cell: (r) => r.httpStatus ?? <InlineText text={NO_HTTP_STATUS} code={InlineCode} />,
  },
  meaning: { header: "Meaning", cell: (r) => <InlineMarkdown nodes={r.meaning} /> },
  cause: { header: "Usual cause", cell: (r) => <InlineMarkdown nodes={r.cause} /> },
  fix: { header: "Fix", cell: (r) => <InlineMarkdown nodes={r.fix} /> },
}

/** Reject codes: `<RejectCodes prefix="TRJ" columns="name appliesTo raisedBy" />`. */
export function RejectCodes(props: ReferenceProps) {
  const codes = selectRejectCodes(useReferenceData().rejectCodes, "RejectCodes", props)
  const columns = (props.columns ?? "name meaning").split(/\s+/).filter((c) => c in COLUMNS)
  return (
    <ReferenceTable
      headers={["Code", ...columns.map((c) => COLUMNS[c].header)]}
      rows={codes.map((r) => ({ cells: [r.code, ...columns.map((c) => COLUMNS[c].cell(r))] }))}
    />
  )
}
