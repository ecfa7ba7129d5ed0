import React, { useCallback, useEffect, useRef } from "react"
import { Link } from "gatsby"
import { siteSettings } from "../../site-settings"
import { safeDecode } from "../../lib/links/decode"
import { useDocsSidebar } from "../../hooks/use-docs-sidebar"
import { DocsSidebar } from "../sidebar/DocsSidebar"
import { CloseIcon } from "../icons/CloseIcon"

/**
 * Below 996 px the navbar links and the docs sidebar live in this drawer, opened by
 * "Toggle navigation bar". A modal dialog: Tab stays inside it; Escape, the close button and the
 * backdrop close it and give focus back to the button that opened it; a navigation closes it.
 */
export function MobileDrawer({ open, onClose, pathname }: { open: boolean; onClose: () => void; pathname: string }) {
  const sidebar = useDocsSidebar()
  const panel = useRef<HTMLDivElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const currentPath = safeDecode(pathname)
  const dismiss = useCallback(() => {
    onClose()
    opener.current?.focus()
  }, [onClose])
  useEffect(() => {
    if (!open) return
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") dismiss()
      else if (event.key === "Tab" && panel.current) keepFocusInside(panel.current, event)
    }
    document.addEventListener("keydown", onKey)
    document.body.style.overflow = "hidden"
    panel.current?.querySelector<HTMLElement>(".drawer-links a")?.focus()
    return () => {
      document.removeEventListener("keydown", onKey)
      document.body.style.overflow = ""
    }
  }, [open, dismiss])
  useEffect(onClose, [pathname]) // eslint-disable-line react-hooks/exhaustive-deps
  if (!open) return null
  return (
    <div className="drawer" id="navigation-drawer">
      <div className="drawer-backdrop" onClick={dismiss} aria-hidden="true" />
      <div className="drawer-panel" ref={panel} role="dialog" aria-modal="true" aria-label="Navigation">
        <div className="drawer-header">
          <Link className="navbar-title" to="/">
            {siteSettings.title}
          </Link>
          <button type="button" className="icon-button" aria-label="Close navigation bar" onClick={dismiss}>
            <CloseIcon size={16} />
          </button>
        </div>
        <nav className="drawer-links" aria-label="Site">
          <Link to="/">Home</Link>
          <Link to="/docs/">Docs</Link>
          <Link to="/news/">What's New</Link>
        </nav>
        {currentPath.startsWith("/docs/") && (
          <DocsSidebar key={currentPath} items={sidebar} currentPath={currentPath} />
        )}
      </div>
    </div>
  )
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepFocusInside(container: HTMLElement, event: KeyboardEvent): void {
  const controls = Array.from(container.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")).filter(
    (el) => el.offsetParent !== null,
  )
  if (controls.length === 0) return
  const first = controls[0]
  const last = controls[controls.length - 1]
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}
