import React from "react"
import { Admonition } from "./Admonition"
import { Anchor } from "./Anchor"
import { RawHtml } from "./CodeBlock"
import { TabItem, Tabs } from "./Tabs"

/**
 * Tables scroll sideways inside the article instead of widening the page; the wrapper takes focus
 * so keyboard readers can scroll a wide table on a small screen (axe scrollable-region-focusable),
 * as code blocks do.
 */
function Table(props: React.TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className="table-wrapper" tabIndex={0}>
      <table {...props} />
    </div>
  )
}

/** What MDX content may use without an import, and how markdown elements render. */
export const mdxComponents = { a: Anchor, span: RawHtml, table: Table, Admonition, Tabs, TabItem }
