import React, { useCallback, useEffect, useRef } from "react"
import { Link } from "gatsby"
import { siteSettings } from "../../site-settings"
import { safeDecode } from "../../lib/decode-uri"
import { useDocsSidebar } from "../../hooks/use-docs-sidebar"
import { DocsSidebar } from "../sidebar/DocsSidebar"
import { CloseIcon } from "../icons/CloseIcon"
import * as iconButtons from "./IconButton.module.css"
import * as navbar from "./Navbar.module.css"
import * as styles from "./MobileDrawer.module.css"

/**
 * Below 996 px the navbar links and the docs sidebar live in this drawer, opened by
 * "Toggle navigation bar". A native modal `<dialog>` (showModal): the browser makes the rest of
 * the page inert (to the mouse, Tab and screen readers) and puts the drawer in the top layer;
 * Escape, the close button and the backdrop close it, and focus goes back to the button that
 * opened it; a navigation closes it. The page behind does not scroll while it is open (MobileDrawer.module.css).
 */
export function MobileDrawer({ open, onClose, pathname }: { open: boolean; onClose: () => void; pathname: string }) {
  const sidebar = useDocsSidebar()
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const currentPath = safeDecode(pathname)
  const dismiss = useCallback(() => {
    // Closed first: while the modal dialog is open, the button behind it is inert and cannot take focus.
    dialog.current?.close()
    onClose()
    opener.current?.focus()
  }, [onClose])
  useEffect(() => {
    if (!open || !dialog.current) return
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const drawer = dialog.current
    drawer.showModal()
    drawer.querySelector<HTMLElement>(`.${styles.drawerLinks} a`)?.focus()
    return () => drawer.close()
  }, [open])
  useEffect(onClose, [pathname]) // eslint-disable-line react-hooks/exhaustive-deps
  if (!open) return null
  return (
    <dialog
      className={styles.drawer}
      id="navigation-drawer"
      ref={dialog}
      aria-label="Navigation"
      // Escape: the dialog would close itself; React's state closes it instead, and focus goes back.
      onCancel={(event) => {
        event.preventDefault()
        dismiss()
      }}
      // A click on the backdrop is a click on the dialog element itself; the panel's content is inside it.
      onClick={(event) => {
        if (event.target === event.currentTarget) dismiss()
      }}
    >
      <div className={styles.drawerHeader}>
        <Link className={navbar.navbarTitle} to="/">
          {siteSettings.title}
        </Link>
        <button type="button" className={iconButtons.iconButton} aria-label="Close navigation bar" onClick={dismiss}>
          <CloseIcon size={16} />
        </button>
      </div>
      <nav className={styles.drawerLinks} aria-label="Site">
        <Link to="/">Home</Link>
        <Link to="/docs/">Docs</Link>
        <Link to="/news/">What's New</Link>
      </nav>
      {currentPath.startsWith("/docs/") && (
        <DocsSidebar key={currentPath} items={sidebar} currentPath={currentPath} inDrawer />
      )}
    </dialog>
  )
}
