import React from "react"
import { Table, TableCell, TableHeaderCell } from "../mdx/Table"

/**
 * A table of reference entries, with the markup and look of a markdown table (the same
 * scrollable, focusable wrapper). Each row may carry an id so prose can link to one entry
 * (`/docs/config/config_reference/#key-journal-fsync`). Cells fit their column as a markdown
 * table's do (Table.tsx).
 */
export interface ReferenceRow {
  id?: string
  cells: React.ReactNode[]
}

export function ReferenceTable({
  headers,
  rows,
  caption,
}: {
  headers: string[]
  rows: ReferenceRow[]
  caption?: string
}) {
  if (!rows.length) return null
  return (
    <Table className="reference-table">
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          {headers.map((h) => (
            <TableHeaderCell key={h} scope="col">
              {h}
            </TableHeaderCell>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={row.id ?? i} id={row.id}>
            {row.cells.map((cell, j) => (
              <TableCell key={j}>{cell}</TableCell>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  )
}
