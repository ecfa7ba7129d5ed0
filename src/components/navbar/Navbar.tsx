import React, { useCallback, useState } from "react"
import { Link } from "gatsby"
import { siteSettings } from "../../site-settings"
import { Logo } from "./Logo"
import { ColorModeToggle } from "./ColorModeToggle"
import { MobileDrawer } from "./MobileDrawer"
import { SearchBar } from "../search/SearchBar"

/** Site title, logo (to the trading site), "What's New", and the right-hand tools. */
export function Navbar({ pathname }: { pathname: string }) {
  const [drawerOpen, setDrawerOpen] = useState(false)
  const closeDrawer = useCallback(() => setDrawerOpen(false), [])
  // The drawer is a sibling of the header, not inside it: the header's backdrop-filter makes it
  // the containing block of fixed descendants, which would clip the drawer to the navbar's height.
  return (
    <>
      <header className="navbar">
        <nav className="navbar-inner" aria-label="Main">
          <button
            type="button"
            className="icon-button navbar-menu-button"
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
            className="navbar-logo"
            href={siteSettings.tradingSiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Tachyon trading site (opens in a new tab)"
          >
            <Logo />
          </a>
          <Link className="navbar-title" to="/">
            {siteSettings.title}
          </Link>
          <div className="navbar-links">
            <Link className="navbar-link" to="/news/" activeClassName="is-active">
              What's New
            </Link>
          </div>
          <div className="navbar-tools">
            <ColorModeToggle />
            <SearchBar />
          </div>
        </nav>
      </header>
      <MobileDrawer open={drawerOpen} onClose={closeDrawer} pathname={pathname} />
    </>
  )
}
