import React from "react"
import { codeRunsInText, softBreakPiecesInText } from "../../lib/inline-code"
import { keyColumnChars } from "../../lib/key-column"
import { InlineCode } from "./InlineCode"
import { SoftBreaks } from "./SoftBreaks"

/**
 * Tables scroll sideways inside the article instead of widening the page; the wrapper takes focus
 * so keyboard readers can scroll a wide table on a small screen (axe scrollable-region-focusable),
 * as code blocks do. Markdown tables and the reference tables both render through it. A first
 * column of keys is marked with its longest key's length (src/lib/key-column.ts), which
 * markdown.css sizes the column from.
 */
export function Table({ children, style, ...props }: React.TableHTMLAttributes<HTMLTableElement>) {
  const keyChars = keyColumnChars(firstColumnKeys(children))
  return (
    <div className="table-wrapper" tabIndex={0}>
      <table
        {...props}
        data-key-column={keyChars === null ? undefined : ""}
        style={keyChars === null ? style : { ...style, ["--key-chars" as string]: keyChars }}
      >
        {children}
      </table>
    </div>
  )
}

type WithChildren = React.ReactElement<{ children?: React.ReactNode }>
const isElement = (node: React.ReactNode): node is WithChildren => React.isValidElement(node)

/** The key in each body row's first cell (a cell of one inline code and nothing else), or null. */
function firstColumnKeys(children: React.ReactNode): (string | null)[] {
  const keys: (string | null)[] = []
  const visit = (nodes: React.ReactNode) =>
    React.Children.forEach(nodes, (node) => {
      if (!isElement(node)) return
      if (node.type === "tbody") visit(node.props.children)
      else if (node.type === "tr") keys.push(keyIn(React.Children.toArray(node.props.children)[0]))
    })
  visit(children)
  return keys
}

function keyIn(cell: React.ReactNode): string | null {
  if (!isElement(cell)) return null
  const content = React.Children.toArray(cell.props.children)
  const only = content.length === 1 ? content[0] : null
  return isElement(only) && only.type === InlineCode && typeof only.props.children === "string"
    ? only.props.children
    : null
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
