import React from "react"
import { restTableKey } from "../../lib/rest/tables"
import type { ReferenceProps } from "../../lib/reference/select"
import { InlineMarkdown } from "./InlineMarkdown"
import { useReferenceData } from "./ReferenceData"
import { ReferenceTable } from "./ReferenceTable"

/** A REST table from the page's query: the rows src/lib/rest/tables.ts made from openapi.yaml. */
function RestTable({ component, props }: { component: string; props: ReferenceProps }) {
  const table = useReferenceData().restTables[restTableKey(component, props)]
  if (!table) return null
  return (
    <ReferenceTable
      headers={[...table.headers]}
      rows={table.rows.map((row) => ({
        id: row.id ?? undefined,
        cells: row.cells.map((cell, i) => <InlineMarkdown key={i} nodes={cell} />),
      }))}
    />
  )
}

/** Every endpoint of the REST API: `<RestEndpoints />`. */
export function RestEndpoints(props: ReferenceProps) {
  return <RestTable component="RestEndpoints" props={props} />
}

/** One object's fields: `<RestSchema name="Order" />`. */
export function RestSchema(props: ReferenceProps) {
  return <RestTable component="RestSchema" props={props} />
}
