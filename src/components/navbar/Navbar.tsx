import React from "react"
import { Link } from "gatsby"
import { siteSettings } from "../../site-settings"
import { Logo } from "./Logo"

/** Site title, logo (to the trading site), "What's New", and the right-hand tools. */
export function Navbar() {
  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label="Main">
        <a className="navbar-logo" href={siteSettings.tradingSiteUrl} target="_blank" rel="noopener noreferrer" aria-label="Tachyon trading site (opens in a new tab)">
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
        <div className="navbar-tools" />
      </nav>
    </header>
  )
}
