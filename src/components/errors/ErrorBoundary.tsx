import React from "react"
import { errorChain } from "../../lib/errors"
import * as buttons from "../../styles/button.module.css"
import * as pageNarrow from "../../styles/page-narrow.module.css"
import * as styles from "./ErrorPage.module.css"

interface State {
  error: Error | null
  attempt: number
}

/**
 * A page that throws while rendering shows "This page crashed." with the chain of causes and
 * "Try again" (docs/contract.md, "Errors"). It sits inside the Layout, so the navbar stays usable.
 */
export class ErrorBoundary extends React.Component<{ children: React.ReactNode }, State> {
  state: State = { error: null, attempt: 0 }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  private retry = () => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }))

  render() {
    const { error, attempt } = this.state
    if (!error) return <React.Fragment key={attempt}>{this.props.children}</React.Fragment>
    return (
      <main className={`${pageNarrow.pageNarrow} ${styles.errorPage}`}>
        <div role="alert">
          <h1>This page crashed.</h1>
          <ul className={styles.errorChain}>
            {errorChain(error).map((message, i) => (
              <li key={i}>
                {i > 0 && <span className={styles.errorCauseLabel}>Cause: </span>}
                {message}
              </li>
            ))}
          </ul>
          <button type="button" className={`${buttons.button} ${buttons.buttonPrimary}`} onClick={this.retry}>
            Try again
          </button>
        </div>
      </main>
    )
  }
}
