import React from "react"
import { Link } from "gatsby"
import { Seo } from "../components/seo/Seo"
import * as pageNarrow from "../styles/page-narrow.module.css"
import * as styles from "./not-found.module.css"

/** Every unknown route (docs/contract.md, "Errors"). */
export const Head = () => (
  <Seo title="Page Not Found" description="The page you asked for does not exist." path="/404/" noindex />
)

export default function NotFoundPage() {
  return (
    <main className={`${pageNarrow.pageNarrow} not-found`}>
      <h1>Page Not Found</h1>
      <p>We could not find the page you were looking for. It may have moved, or the address may have a typo.</p>
      <ul className={styles.notFoundLinks}>
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to="/docs/">Documentation</Link>
        </li>
        <li>
          <Link to="/search/">Search the docs</Link>
        </li>
      </ul>
    </main>
  )
}
