import { Admonition } from "./mdx/Admonition"
import { Anchor } from "./mdx/Anchor"
import { CodeBlock } from "./mdx/CodeBlock"
import { Figure } from "./mdx/Figure"
import { InlineCode } from "./mdx/InlineCode"
import { Table, TableCell, TableHeaderCell } from "./mdx/Table"
import { TabItem, Tabs } from "./mdx/Tabs"
import { ConfigKeys } from "./reference/ConfigKeys"
import { CliCommands } from "./reference/CliCommands"
import { CliExitCodes } from "./reference/CliExitCodes"
import { CliOptions } from "./reference/CliOptions"
import { Counters } from "./reference/Counters"
import { FixTags } from "./reference/FixTags"
import { FixValues } from "./reference/FixValues"
import { Glossary } from "./reference/Glossary"
import { Metrics } from "./reference/Metrics"
import { RejectCodeDetails } from "./reference/RejectCodeDetails"
import { RejectCodes } from "./reference/RejectCodes"
import { RestEndpoints, RestSchema } from "./reference/RestTables"

/**
 * What MDX content may use without an import, and how markdown elements render. The reference
 * components render tables from content/reference/*.yaml (content/README.md, "Reference data").
 */
export const mdxComponents = {
  a: Anchor,
  code: InlineCode,
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
  Glossary,
  Metrics,
  RejectCodeDetails,
  RejectCodes,
  RestEndpoints,
  RestSchema,
}

/**
 * What the remark plugins write in place of fenced blocks (src/node/remark-code-blocks.ts,
 * remark-diagrams.ts), with props the build computed: not for authors, who write fences.
 */
export const buildComponents = { CodeBlock, Figure }

/** Every component a page's MDX may render: the authors' and the build's. */
export const pageComponents = { ...mdxComponents, ...buildComponents }
