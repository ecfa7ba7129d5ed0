import React, { useEffect, useRef, useState } from "react"
import { pathOnly } from "../../lib/page-load"
import { retryPageLoad, setPageLoadError, type PageLoadError as PageLoadErrorState } from "../../state/page-load-error"
import * as buttons from "../../styles/button.module.css"
import * as pageNarrow from "../../styles/page-narrow.module.css"
import * as styles from "./ErrorPage.module.css"

/**
 * A page whose data or code could not be loaded: the error and "Retry" (docs/contract.md, "Errors"), in place
 * of the page, inside the frame, so the navbar and sidebar still lead elsewhere. Retry follows the
 * site's one retry policy (retryPageLoad: the navigation glue's reloadOnceDataAnswers): the page is loaded afresh once its data answers;
 * while the server still fails, the reader stays here with the new reason. The navigation never happened,
 * so "Back to the page you were on" simply puts the current page back.
 */
export function PageLoadError({ error }: { error: PageLoadErrorState }) {
  const [retrying, setRetrying] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])

  async function retry() {
    setRetrying(true)
    // While the window reloads, the button stays "Retrying…".
    if (!(await retryPageLoad(error.target))) setRetrying(false)
  }

  return (
    <main className={`${pageNarrow.pageNarrow} ${styles.errorPage}`}>
      <div role="alert">
        <h1 ref={heading} tabIndex={-1}>
          This page failed to load.
        </h1>
        <p>
          The page <code>{pathOnly(error.target)}</code> could not be loaded. Check your connection and try again; the
          rest of the site is still at hand.
        </p>
        <ul className={styles.errorChain}>
          <li>{error.message}</li>
        </ul>
        <div className={styles.errorActions}>
          <button
            type="button"
            className={`${buttons.button} ${buttons.buttonPrimary}`}
            onClick={retry}
            disabled={retrying}
          >
            {retrying ? "Retrying…" : "Retry"}
          </button>
          <button type="button" className={buttons.button} onClick={() => setPageLoadError(null)}>
            Back to the page you were on
          </button>
        </div>
      </div>
    </main>
  )
}
