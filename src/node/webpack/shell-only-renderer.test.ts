import path from "node:path"
import { ASYNC_REQUIRES, NO_PAGE_COMPONENTS, wantsShellOnlyRenderer } from "./shell-only-renderer"

// eslint-disable-next-line @typescript-eslint/no-require-imports
const standIn = require(path.resolve(NO_PAGE_COMPONENTS)) as { components: Record<string, () => Promise<unknown>> }

describe("shell-only renderer", () => {
  it("applies to the renderer develop builds at start-up, unless DEV_SSR renders pages through it", () => {
    expect(wantsShellOnlyRenderer("develop-html", {})).toBe(true)
    expect(wantsShellOnlyRenderer("develop-html", { GATSBY_EXPERIMENTAL_DEV_SSR: "true" })).toBe(false)
    for (const stage of ["develop", "build-javascript", "build-html"])
      expect(wantsShellOnlyRenderer(stage, {})).toBe(false)
  })

  it("replaces exactly Gatsby's lazy import of every page component", () => {
    expect(ASYNC_REQUIRES.test("$virtual/async-requires")).toBe(true)
    expect(ASYNC_REQUIRES.test("$virtual/sync-requires")).toBe(false)
    expect(ASYNC_REQUIRES.test("$virtual/async-requires-extra")).toBe(false)
  })

  it("answers a request for a page component with an error that names it and says why", async () => {
    await expect(standIn.components["component---src-pages-server-tsx"]()).rejects.toThrow(
      /component---src-pages-server-tsx.*getServerData/s,
    )
    expect(Object.keys(standIn.components)).toEqual([])
  })
})
