import path from "node:path"
import type { Compiler } from "webpack"
import { ASYNC_REQUIRES } from "../internals"

/**
 * The HTML renderer `gatsby develop` builds at start-up, without the pages.
 *
 * Gatsby 5 (checked on 5.16: dist/utils/start-server.js, createIndexHtml) compiles a whole
 * `develop-html` renderer before it starts the development bundle, and uses it to render one
 * file: the page shell (.cache/develop-html/index.html) that every route serves and the browser
 * fills in. The renderer's entry (.cache/develop-static-entry.js) imports
 * `$virtual/async-requires`, the lazy import of every page component, so webpack compiled every
 * MDX page and every copy of its template (with Gatsby's Babel, up to three times a copy) for a
 * shell that renders none of them: 25 of the 52 s `gatsby develop` took to be ready (tests/bench/README.md,
 * "Build performance"). Only pages with `getServerData` or `config` (server rendering in
 * develop) would call into that import; this site has none, and the stand-in says so if one
 * appears. GATSBY_EXPERIMENTAL_DEV_SSR renders every page through this renderer: then the pages
 * stay. A renderer in which nothing was replaced (Gatsby renamed the module) fails to compile.
 */
/** The stand-in, from the site root (Gatsby bundles gatsby-node into .cache/, so not __dirname). */
export const NO_PAGE_COMPONENTS = "src/gatsby/webpack/no-page-components.cjs"

export const wantsShellOnlyRenderer = (stage: string, env: NodeJS.ProcessEnv = process.env): boolean =>
  stage === "develop-html" && !env.GATSBY_EXPERIMENTAL_DEV_SSR

/** Gatsby's `plugins.normalModuleReplacement` (webpack's NormalModuleReplacementPlugin). */
export type ReplacementFactory = (pattern: RegExp, replace: (resource: { request: string }) => void) => object

/** The replacement, and a check that it happened once the renderer is compiled. */
export function shellOnlyRendererPlugins(normalModuleReplacement: ReplacementFactory): object[] {
  let replaced = false
  const replacement = normalModuleReplacement(ASYNC_REQUIRES, (resource) => {
    replaced = true
    resource.request = path.resolve(NO_PAGE_COMPONENTS)
  })
  const check = {
    apply(compiler: Compiler) {
      compiler.hooks.afterCompile.tap("ShellOnlyRendererCheck", (compilation) => {
        if (!replaced)
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `shell-only-renderer: no module matched ${ASYNC_REQUIRES} in develop's page-shell renderer: ` +
                "Gatsby no longer imports the page components that way (src/gatsby/internals.ts).",
            ),
          )
      })
    },
  }
  return [replacement, check]
}
