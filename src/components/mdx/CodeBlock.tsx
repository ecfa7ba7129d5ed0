import React, { useRef } from "react"
import { ClassNames } from "../../lib/class-names"
import { useCopyCode } from "../../hooks/use-copy-code"
import { useBlockWrap } from "../../state/code-wrap"
import { StrokeIcon } from "../icons/StrokeIcon"
import * as styles from "./CodeBlock.module.css"

interface CodeBlockProps {
  /** The block's highlighted lines, a <pre> from the build (src/node/remark-code-blocks.ts, which writes every prop). */
  html: string
  language: string
  /** The fence's `title="…"`, shown instead of the language. */
  title?: string
  /** FIX messages wrap until the reader toggles the block. */
  softByDefault?: boolean
  /** A block fenced `fragment`: part of a program or message, not to be pasted and run alone. */
  fragment?: boolean
}

/** The soft-wrap glyph: a line that turns back under itself. */
function WrapIcon() {
  return <StrokeIcon d="M2 4h12M2 8h9.5a2.5 2.5 0 0 1 0 5H8m1.5-2L7.5 13l2 2M2 12h3" size={14} strokeWidth={1.5} />
}

/**
 * A code block: its title or language, a soft-wrap toggle (for this block only:
 * src/state/code-wrap.tsx) and a copy button that copies the code as written. Line numbers are drawn
 * by CSS, outside the text (src/lib/code/lines.ts), so they are never copied.
 */
export function CodeBlock({ html, language, title, softByDefault = false, fragment = false }: CodeBlockProps) {
  const block = useRef<HTMLDivElement>(null)
  const body = useRef<HTMLDivElement>(null)
  const { wrapped, toggle } = useBlockWrap(block, softByDefault)
  const { state: copyState, copy } = useCopyCode()
  return (
    <div ref={block} className={styles.codeBlock} data-language={language} data-wrap={wrapped ? "on" : "off"}>
      <div className={ClassNames.codeBlockHeader}>
        <span className={styles.codeBlockLabels}>
          {title ? (
            <span className={styles.codeBlockTitle}>{title}</span>
          ) : (
            <span className={styles.codeBlockLanguage}>{language}</span>
          )}
          {fragment && (
            <span className={styles.codeBlockFragment} title="Part of a program, not complete on its own">
              fragment
            </span>
          )}
        </span>
        <span className={styles.codeBlockButtons}>
          <span role="status" className={styles.codeBlockHint}>
            {copyState.kind === "selected" ? copyState.hint : ""}
          </span>
          <button
            type="button"
            className={styles.codeBlockWrap}
            aria-label="Toggle word wrap"
            title="Toggle word wrap"
            aria-pressed={wrapped}
            onClick={toggle}
          >
            <WrapIcon />
          </button>
          <button
            type="button"
            className={styles.codeBlockCopy}
            aria-label="Copy code to clipboard"
            title="Copy code to clipboard"
            onClick={() => copy(body.current?.querySelector("pre code"))}
          >
            {copyState.kind === "copied" ? "Copied" : "Copy"}
          </button>
        </span>
      </div>
      <div className={styles.codeBlockBody} ref={body} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  )
}
