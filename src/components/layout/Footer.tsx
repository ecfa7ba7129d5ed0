import React from "react"
import { Link } from "gatsby"
import { siteSettings } from "../../site-settings"

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer-inner">
        <nav className="footer-links" aria-label="Footer">
          <Link to="/docs/">Docs</Link>
          <Link to="/docs/quick-start/">Quick start</Link>
          <Link to="/news/">What's New</Link>
          <a href={siteSettings.tradingSiteUrl} target="_blank" rel="noopener noreferrer">
            tachyon.example.com
          </a>
        </nav>
        <p className="footer-copyright">
          Copyright © {siteSettings.copyrightYear} Tachyon Technologies. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
