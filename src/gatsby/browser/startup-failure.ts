import { errorLine } from "../../lib/page-load"
import * as buttons from "../../styles/button.module.css"
import * as styles from "./startup-failure.module.css"

/**
 * When Gatsby gives up on a page at start-up (its code chunk or data did not load), React never
 * renders and the server-rendered page stays, readable but inert. This says so at the top of the
 * page, with the error and "Retry" (a reload; the reader asks for it, so there is no loop).
 * Plain DOM: React is not running. Text goes in through textContent, never as markup.
 */
export function showStartupFailure(error: unknown): void {
  if (document.querySelector(`.${styles.pageLoadBanner}`)) return
  const banner = document.createElement("div")
  banner.className = styles.pageLoadBanner
  banner.setAttribute("role", "alert")
  const lead = document.createElement("p")
  const title = document.createElement("strong")
  title.textContent = "This page failed to load."
  lead.append(
    title,
    " Its text is below, but search, the colour toggle and the other controls need code that did not arrive.",
  )
  const detail = document.createElement("p")
  detail.className = styles.pageLoadBannerDetail
  detail.textContent = errorLine(error)
  const retry = document.createElement("button")
  retry.type = "button"
  retry.className = `${buttons.button} ${buttons.buttonPrimary}`
  retry.textContent = "Retry"
  retry.addEventListener("click", () => window.location.reload())
  banner.append(lead, detail, retry)
  const main = document.getElementById("main-content")
  if (main) main.prepend(banner)
  else document.body.prepend(banner)
}
