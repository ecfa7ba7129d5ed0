import { useEffect, useState } from "react"

/**
 * Test-only: a page opened with `?crash=1` throws while rendering, with a chain of causes, so the
 * browser tests can see "This page crashed." (docs/contract.md, "Errors"). No module of the site imports it: only
 * a page of the fixture site does (tests/fixtures/site/docs/guide/first.mdx), so it is compiled into
 * that page's chunk and never into what readers of the real site download.
 */
export function CrashTrigger() {
  const [crash, setCrash] = useState(false)
  useEffect(() => setCrash(new URLSearchParams(window.location.search).has("crash")), [])
  if (crash && !(window as unknown as { __crashRecovered?: boolean }).__crashRecovered) {
    const cause = new Error("Journal view could not be read", {
      cause: new TypeError("segment 00000000000000000042.seg is truncated"),
    })
    throw new Error("Test crash while rendering the page", { cause })
  }
  return null
}
