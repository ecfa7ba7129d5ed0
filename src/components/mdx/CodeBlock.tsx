import React, { useRef, useState } from "react"
import { ClassNames } from "../../lib/class-names"

/** A highlighted (or plain) code block from gatsby-remark-prismjs, with its language and a copy button. */
export function CodeBlock({ html, language }: { html: string; language: string }) {
  const body = useRef<HTMLDivElement>(null)
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    const text = body.current?.querySelector("pre")?.textContent ?? ""
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
      window.setTimeout(() => setCopied(false), 1500)
    } catch {
      setCopied(false)
    }
  }
  return (
    <div className="code-block">
      <div className={ClassNames.codeBlockHeader}>
        <span className="code-block-language">{language}</span>
        <button
          type="button"
          className="code-block-copy"
          aria-label="Copy code to clipboard"
          title="Copy code to clipboard"
          onClick={copy}
        >
          {copied ? "Copied" : "Copy"}
        </button>
      </div>
      <div className="code-block-body" ref={body} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  )
}

const HIGHLIGHT = /^<div class="gatsby-highlight" data-language="([^"]*)">/

/**
 * gatsby-plugin-mdx renders raw HTML from remark plugins as `<span dangerouslySetInnerHTML>`.
 * Code blocks become a CodeBlock; any other raw HTML keeps its span.
 */
export function RawHtml(props: React.HTMLAttributes<HTMLSpanElement>) {
  const html = props.dangerouslySetInnerHTML?.__html
  const match = typeof html === "string" ? HIGHLIGHT.exec(html) : null
  // A long line scrolls sideways: the <pre> takes keyboard focus so keyboard readers can scroll it.
  if (match && typeof html === "string")
    return <CodeBlock html={html.replace("<pre ", '<pre tabindex="0" ')} language={match[1]} />
  return <span {...props} />
}
