import React from "react"
import { codeRunsInText, softBreakPiecesInText } from "../../lib/inline-code"
import { SoftBreaks } from "./SoftBreaks"

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

/**
 * Text fitted to a narrow column: codes written as text (TRJ-1001) never wrap at their hyphen, and
 * words joined by a slash may wrap after it. Reference tables render their text through it too.
 */
export function ColumnText({ text }: { text: string }) {
  return (
    <>
      {codeRunsInText(text).map((run, i) =>
        run.code ? (
          <span key={i} className="nowrap">
            {run.text}
          </span>
        ) : (
          <SoftBreaks key={i} pieces={softBreakPiecesInText(run.text)} />
        ),
      )}
    </>
  )
}

function fitToColumn(children: React.ReactNode): React.ReactNode {
  return React.Children.map(children, (child) => (typeof child === "string" ? <ColumnText text={child} /> : child))
}

export function TableCell({ children, ...rest }: React.TdHTMLAttributes<HTMLTableCellElement>) {
  return <td {...rest}>{fitToColumn(children)}</td>
}

export function TableHeaderCell({ children, ...rest }: React.ThHTMLAttributes<HTMLTableCellElement>) {
  return <th {...rest}>{fitToColumn(children)}</th>
}
