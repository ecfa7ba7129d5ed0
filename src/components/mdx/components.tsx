import { Admonition } from "./Admonition"
import { Anchor } from "./Anchor"
import { RawHtml } from "./CodeBlock"
import { InlineCode } from "./InlineCode"
import { Table, TableCell, TableHeaderCell } from "./Table"
import { TabItem, Tabs } from "./Tabs"
import { ConfigKeys } from "../reference/ConfigKeys"
import { CliCommands } from "../reference/CliCommands"
import { CliExitCodes } from "../reference/CliExitCodes"
import { CliOptions } from "../reference/CliOptions"
import { Counters } from "../reference/Counters"
import { FixTags } from "../reference/FixTags"
import { FixValues } from "../reference/FixValues"
import { Metrics } from "../reference/Metrics"
import { RejectCodeDetails } from "../reference/RejectCodeDetails"
import { RejectCodes } from "../reference/RejectCodes"
import { RestEndpoints, RestSchema } from "../reference/RestTables"

/**
 * What MDX content may use without an import, and how markdown elements render. The reference
 * components render tables from content/reference/*.yaml (content/README.md, "Reference data").
 */
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
  ConfigKeys,
  CliCommands,
  CliExitCodes,
  CliOptions,
  Counters,
  FixTags,
  FixValues,
  Metrics,
  RejectCodeDetails,
  RejectCodes,
  RestEndpoints,
  RestSchema,
}
