import { useCallback, useEffect, useRef, useState } from "react"
import { APPLE_PLATFORM } from "../lib/platform"

/**
 * Copying a code block's text. The Clipboard API is missing on plain-HTTP hosts (it needs a secure
 * context) and may be refused; then the code is selected and `document.execCommand("copy")` tried,
 * and if that fails too the selection stays for the reader's own shortcut, which `hint` names.
 */
export type CopyState = { kind: "idle" } | { kind: "copied" } | { kind: "selected"; hint: string }

const SHOWN_MS = { copied: 1500, selected: 6000 }

async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

/** Selects `element`'s text and asks the browser to copy the selection; the selection stays when it cannot. */
function copySelection(element: Element): boolean {
  const selection = window.getSelection()
  if (!selection) return false
  const range = document.createRange()
  range.selectNodeContents(element)
  selection.removeAllRanges()
  selection.addRange(range)
  let copied = false
  try {
    copied = document.execCommand("copy")
  } catch {
    copied = false
  }
  if (copied) selection.removeAllRanges()
  return copied
}

export function useCopyCode(): { state: CopyState; copy: (element: Element | null | undefined) => Promise<void> } {
  const [state, setState] = useState<CopyState>({ kind: "idle" })
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  const copy = useCallback(async (element: Element | null | undefined) => {
    if (!element) return
    const next: CopyState =
      (await writeClipboard(element.textContent ?? "")) || copySelection(element)
        ? { kind: "copied" }
        : { kind: "selected", hint: `Selected: press ${APPLE_PLATFORM.test(navigator.platform) ? "⌘C" : "Ctrl+C"}` }
    setState(next)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setState({ kind: "idle" }), SHOWN_MS[next.kind])
  }, [])
  return { state, copy }
}
