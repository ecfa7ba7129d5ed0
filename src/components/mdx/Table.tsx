import React from "react"

/**
 * Tables scroll sideways inside the article instead of widening the page; the wrapper takes focus
 * so keyboard readers can scroll a wide table on a small screen (axe scrollable-region-focusable),
 * as code blocks do. Markdown tables and the reference tables both render through it.
 */
export function Table(props: React.TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className="table-wrapper" tabIndex={0}>
      <table {...props} />
    </div>
  )
}
