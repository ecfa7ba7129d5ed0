import path from "node:path"
import { ASYNC_REQUIRES } from "../internals"
import { NO_PAGE_COMPONENTS, shellOnlyRendererPlugins, wantsShellOnlyRenderer } from "./shell-only-renderer"

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

  it("points the import at the stand-in, and fails the renderer's compilation when nothing was replaced", () => {
    for (const importSeen of [true, false]) {
      let replace: ((resource: { request: string }) => void) | undefined
      const [, check] = shellOnlyRendererPlugins((pattern, fn) => {
        expect(pattern).toBe(ASYNC_REQUIRES)
        replace = fn
        return {}
      }) as [object, { apply: (compiler: unknown) => void }]
      const resource = { request: "$virtual/async-requires" }
      if (importSeen) replace!(resource)
      const errors: Error[] = []
      let afterCompile: ((compilation: { errors: Error[] }) => void) | undefined
      check.apply({
        hooks: { afterCompile: { tap: (_: string, fn: typeof afterCompile) => (afterCompile = fn) } },
        webpack: { WebpackError: Error },
      })
      afterCompile!({ errors })
      expect({
        importSeen,
        request: resource.request.endsWith("no-page-components.cjs"),
        errors: errors.length,
      }).toEqual({
        importSeen,
        request: importSeen,
        errors: importSeen ? 0 : 1,
      })
    }
  })

  it("answers a request for a page component with an error that names it and says why", async () => {
    await expect(standIn.components["component---src-pages-server-tsx"]()).rejects.toThrow(
      /component---src-pages-server-tsx.*getServerData/s,
    )
    expect(Object.keys(standIn.components)).toEqual([])
  })
})
