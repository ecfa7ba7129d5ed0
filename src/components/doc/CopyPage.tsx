import React, { useEffect, useState } from "react"
import { siteSettings } from "../../site-settings"
import * as styles from "./CopyPage.module.css"

type State = "idle" | "copied" | "refused"

/** The twin's text, fetched when asked for (it is not in the page). */
async function twinText(twin: string): Promise<string> {
  const response = await fetch(twin)
  if (!response.ok) throw new Error(`${twin}: ${response.status}`)
  return response.text()
}

/**
 * "Copy page": the page's Markdown twin (src/lib/twins/) on the clipboard, for an AI assistant or a
 * script, and "View as Markdown" beside it. The clipboard is given a promise of the text
 * (ClipboardItem), so the copy stays inside the click's user activation while the twin downloads
 * (Safari requires it); where the clipboard is refused, the twin's address is offered instead.
 */
export function CopyPage({ twin }: { twin: string }) {
  const [state, setState] = useState<State>("idle")
  useEffect(() => {
    if (state !== "copied") return
    const timer = window.setTimeout(() => setState("idle"), 2000)
    return () => window.clearTimeout(timer)
  }, [state])
  const copy = async () => {
    try {
      const text = twinText(twin)
      if (typeof ClipboardItem !== "undefined" && navigator.clipboard?.write)
        await navigator.clipboard.write([
          new ClipboardItem({ "text/plain": text.then((t) => new Blob([t], { type: "text/plain" })) }),
        ])
      else await navigator.clipboard.writeText(await text)
      setState("copied")
    } catch {
      setState("refused")
    }
  }
  return (
    <div className={styles.docActions}>
      <button type="button" className={styles.docAction} onClick={copy}>
        Copy page
      </button>
      <a className={styles.docAction} href={twin} type="text/markdown">
        View as Markdown
      </a>
      <span className={styles.docActionsStatus} role="status">
        {state === "copied" && "Copied"}
        {state === "refused" && (
          <>
            The clipboard was refused: the page&apos;s Markdown is at{" "}
            <a href={twin}>{new URL(twin, siteSettings.siteUrl).toString()}</a>
          </>
        )}
      </span>
    </div>
  )
}
