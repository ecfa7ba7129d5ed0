import React from "react"
import { Link } from "gatsby"
import { siteSettings } from "../../site-settings"
import * as styles from "./Footer.module.css"

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <nav className={styles.footerLinks} aria-label="Footer">
          <Link to="/docs/">Docs</Link>
          <Link to="/docs/quick-start/">Quick start</Link>
          <Link to="/news/">What's New</Link>
          <a href={siteSettings.tradingSiteUrl} target="_blank" rel="noopener noreferrer">
            tachyon.example.com
          </a>
        </nav>
        <p className={styles.footerCopyright}>
          Copyright © {siteSettings.copyrightYear} Tachyon Technologies. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
