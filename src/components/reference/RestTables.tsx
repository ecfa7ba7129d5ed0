import React from "react"
import type { InlineNode } from "../../lib/markdown/inline"
import { restTableKey } from "../../lib/rest/tables"
import { InlineCode } from "../mdx/InlineCode"
import type { ReferenceProps } from "../../lib/reference/select"
import { InlineMarkdown } from "./InlineMarkdown"
import { useReferenceData } from "./ReferenceData"
import { ReferenceTable } from "./ReferenceTable"

/**
 * A cell that is one piece of code (a field's name) is the code itself, as the other reference
 * tables write their keys, so that the table sizes a first column of keys to them (Table.tsx).
 */
function cell(nodes: readonly InlineNode[], key: number) {
  const only = nodes.length === 1 ? nodes[0] : null
  if (only && typeof only !== "string" && "code" in only) return <InlineCode key={key}>{only.code}</InlineCode>
  return <InlineMarkdown key={key} nodes={nodes} />
}

/** A REST table from the page's query: the rows src/lib/rest/tables.ts made from openapi.yaml. */
function RestTable({ component, props }: { component: string; props: ReferenceProps }) {
  const table = useReferenceData().restTables[restTableKey(component, props)]
  if (!table) return null
  return (
    <ReferenceTable
      headers={[...table.headers]}
      rows={table.rows.map((row) => ({
        id: row.id ?? undefined,
        cells: row.cells.map(cell),
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
