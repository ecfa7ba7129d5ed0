import React, { useRef, useState } from "react"
import { ClassNames } from "../../lib/class-names"
import { isWrapped } from "../../lib/code/wrap"
import { useCodeWrap } from "../../state/code-wrap"
import { StrokeIcon } from "../icons/StrokeIcon"
import * as styles from "./CodeBlock.module.css"

interface CodeBlockProps {
  /** The block's highlighted lines, a <pre> from the build (src/node/remark-code-blocks.ts, which writes every prop). */
  html: string
  language: string
  /** The fence's `title="…"`, shown instead of the language. */
  title?: string
  /** FIX messages wrap until the reader chooses otherwise. */
  softByDefault?: boolean
}

/** The soft-wrap glyph: a line that turns back under itself. */
function WrapIcon() {
  return <StrokeIcon d="M2 4h12M2 8h9.5a2.5 2.5 0 0 1 0 5H8m1.5-2L7.5 13l2 2M2 12h3" size={14} strokeWidth={1.5} />
}

/**
 * A code block: its title or language, a soft-wrap toggle (one choice for every block, remembered:
 * src/state/code-wrap.tsx) and a copy button that copies the code as written. Line numbers are drawn
 * by CSS, outside the text (src/lib/code/lines.ts), so they are never copied.
 */
export function CodeBlock({ html, language, title, softByDefault = false }: CodeBlockProps) {
  const body = useRef<HTMLDivElement>(null)
  const [copied, setCopied] = useState(false)
  const { choice, choose } = useCodeWrap()
  const wrapped = isWrapped(choice, softByDefault)
  const copy = async () => {
    const text = body.current?.querySelector("pre code")?.textContent ?? ""
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
      window.setTimeout(() => setCopied(false), 1500)
    } catch {
      setCopied(false)
    }
  }
  return (
    <div className={styles.codeBlock} data-language={language} data-wrap-default={softByDefault ? "soft" : undefined}>
      <div className={ClassNames.codeBlockHeader}>
        {title ? (
          <span className={styles.codeBlockTitle}>{title}</span>
        ) : (
          <span className={styles.codeBlockLanguage}>{language}</span>
        )}
        <span className={styles.codeBlockButtons}>
          <button
            type="button"
            className={styles.codeBlockWrap}
            aria-label="Toggle word wrap"
            title="Toggle word wrap"
            aria-pressed={wrapped}
            onClick={() => choose(wrapped ? "off" : "on")}
          >
            <WrapIcon />
          </button>
          <button
            type="button"
            className={styles.codeBlockCopy}
            aria-label="Copy code to clipboard"
            title="Copy code to clipboard"
            onClick={copy}
          >
            {copied ? "Copied" : "Copy"}
          </button>
        </span>
      </div>
      <div className={styles.codeBlockBody} ref={body} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  )
}
