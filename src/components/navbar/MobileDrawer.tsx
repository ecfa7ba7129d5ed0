import React, { useEffect, useRef } from "react"
import { Link } from "gatsby"
import { useDocsSidebar } from "../../hooks/use-docs-sidebar"
import { DocsSidebar } from "../sidebar/DocsSidebar"

/**
 * Below 996 px the navbar links and the docs sidebar live in this drawer, opened by
 * "Toggle navigation bar". Escape, the backdrop and any navigation close it.
 */
export function MobileDrawer({ open, onClose, pathname }: { open: boolean; onClose: () => void; pathname: string }) {
  const sidebar = useDocsSidebar()
  const panel = useRef<HTMLDivElement>(null)
  const currentPath = safeDecode(pathname)
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClose()
    document.addEventListener("keydown", onKey)
    document.body.style.overflow = "hidden"
    panel.current?.querySelector<HTMLElement>("a, button")?.focus()
    return () => {
      document.removeEventListener("keydown", onKey)
      document.body.style.overflow = ""
    }
  }, [open, onClose])
  useEffect(onClose, [pathname]) // eslint-disable-line react-hooks/exhaustive-deps
  if (!open) return null
  return (
    <div className="drawer" id="navigation-drawer">
      <div className="drawer-backdrop" onClick={onClose} aria-hidden="true" />
      <div className="drawer-panel" ref={panel}>
        <nav className="drawer-links" aria-label="Site">
          <Link to="/">Home</Link>
          <Link to="/docs/">Docs</Link>
          <Link to="/news/">What's New</Link>
        </nav>
        {currentPath.startsWith("/docs/") && <DocsSidebar key={currentPath} items={sidebar} currentPath={currentPath} />}
      </div>
    </div>
  )
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}
