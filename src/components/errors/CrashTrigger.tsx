import { useEffect, useState } from "react"

/**
 * Test-only: in a build made with GATSBY_CRASH_TEST=1 (the browser tests' fixture site), a page
 * opened with `?crash=1` throws while rendering, with a chain of causes. Webpack replaces the
 * variable at build time, so in the readers' build this is `return null` and nothing else.
 */
export function CrashTrigger() {
  const [crash, setCrash] = useState(false)
  useEffect(() => {
    if (process.env.GATSBY_CRASH_TEST === "1" && new URLSearchParams(window.location.search).has("crash"))
      setCrash(true)
  }, [])
  if (
    crash &&
    process.env.GATSBY_CRASH_TEST === "1" &&
    !(window as unknown as { __crashRecovered?: boolean }).__crashRecovered
  ) {
    const cause = new Error("Journal view could not be read", {
      cause: new TypeError("segment 00000000000000000042.seg is truncated"),
    })
    throw new Error("Test crash while rendering the page", { cause })
  }
  return null
}
