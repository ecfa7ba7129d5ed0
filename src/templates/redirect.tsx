import React, { useEffect } from "react"
import { Link, navigate, type HeadProps, type PageProps } from "gatsby"
import { siteSettings } from "../site-settings"
import * as styles from "./redirect.module.css"

/**
 * A redirect that works on any static host: meta refresh and canonical link in the HTML, a
 * visible link for readers whose browser ignores the refresh, and a client-side replace.
 */
export function Head({ pageContext: { to } }: HeadProps<object, { to: string }>) {
  return (
    <>
      <title>{`Redirecting ${siteSettings.titleDelimiter} ${siteSettings.title}`}</title>
      <meta httpEquiv="refresh" content={`0; url=${to}`} />
      <meta name="robots" content="noindex" />
      <link rel="canonical" href={new URL(to, siteSettings.siteUrl).toString()} />
    </>
  )
}

export default function RedirectTemplate({ pageContext }: PageProps<object, { to: string }>) {
  const { to } = pageContext
  useEffect(() => {
    navigate(to, { replace: true })
  }, [to])
  return (
    <main className={styles.redirectPage}>
      <h1>This page has moved</h1>
      <p>
        It is now at <Link to={to}>{to}</Link>.
      </p>
    </main>
  )
}
