import { Admonition } from "./Admonition"
import { Anchor } from "./Anchor"
import { RawHtml } from "./CodeBlock"
import { InlineCode } from "./InlineCode"
import { Table, TableCell, TableHeaderCell } from "./Table"
import { TabItem, Tabs } from "./Tabs"

/** What MDX content may use without an import, and how markdown elements render. */
export const mdxComponents = {
  a: Anchor,
  code: InlineCode,
  span: RawHtml,
  table: Table,
  td: TableCell,
  th: TableHeaderCell,
  Admonition,
  Tabs,
  TabItem,
}
