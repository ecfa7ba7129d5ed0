import React from "react"
import { Table } from "../mdx/Table"

/**
 * A table of reference entries, with the markup and look of a markdown table (the same
 * scrollable, focusable wrapper). Each row may carry an id so prose can link to one entry
 * (`/docs/config/config_reference/#key-journal-fsync`).
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
    <Table>
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          {headers.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={row.id ?? i} id={row.id}>
            {row.cells.map((cell, j) => (
              <td key={j}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  )
}

/** An id for a row: `key-` + the key with every other character as `-` (`key-journal-fsync`). */
export const rowId = (prefix: string, name: string): string =>
  `${prefix}-${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`
