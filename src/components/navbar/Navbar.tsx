import React, { useCallback, useState } from "react"
import { Link } from "gatsby"
import { siteSettings } from "../../site-settings"
import { Logo } from "./Logo"
import { ColorModeToggle } from "./ColorModeToggle"
import { MobileDrawer } from "./MobileDrawer"
import { SearchBar } from "../search/SearchBar"
import * as iconButtons from "./IconButton.module.css"
import * as styles from "./Navbar.module.css"

/** Site title, logo (to the trading site), "What's New", and the right-hand tools. */
export function Navbar({ pathname }: { pathname: string }) {
  const [drawerOpen, setDrawerOpen] = useState(false)
  const closeDrawer = useCallback(() => setDrawerOpen(false), [])
  // The drawer is a sibling of the header, not inside it: the header's backdrop-filter makes it
  // the containing block of fixed descendants, which would clip the drawer to the navbar's height.
  return (
    <>
      <header className={styles.navbar}>
        <nav className={styles.navbarInner} aria-label="Main">
          <button
            type="button"
            className={`${iconButtons.iconButton} ${styles.navbarMenuButton}`}
            aria-label="Toggle navigation bar"
            aria-expanded={drawerOpen}
            aria-controls="navigation-drawer"
            onClick={() => setDrawerOpen(!drawerOpen)}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" />
            </svg>
          </button>
          <a
            className={styles.navbarLogo}
            href={siteSettings.tradingSiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Tachyon trading site (opens in a new tab)"
          >
            <Logo />
          </a>
          <Link className={styles.navbarTitle} to="/">
            {siteSettings.title}
          </Link>
          <div className={styles.navbarLinks}>
            <Link className={styles.navbarLink} to="/news/" activeClassName={styles.isActive}>
              What's New
            </Link>
          </div>
          <div className={styles.navbarTools}>
            <ColorModeToggle />
            <SearchBar />
          </div>
        </nav>
      </header>
      <MobileDrawer open={drawerOpen} onClose={closeDrawer} pathname={pathname} />
    </>
  )
}
