import path from "node:path"
import { PARTYTOWN_INJECTOR } from "../internals"

/**
 * Gatsby's Partytown plugin (gatsby/dist/internal-plugins/partytown/gatsby-browser.js, checked on
 * 5.16) requires its snippet injector at the top and calls it only when NODE_ENV is development:
 * a CommonJS require stays in the bundle even when nothing uses it, so the injector and Partytown's
 * inline snippet (about 3 KB, 1.2 KB gzipped) were in every page's first load of a build. This site
 * has no off-main-thread scripts, and in a build Gatsby's server side injects the snippet for pages
 * that do. The browser bundle of a build takes a stand-in that says why if ever called.
 */
export const NO_PARTYTOWN_INJECTOR = "src/gatsby/webpack/no-partytown-injector.cjs"

/** Gatsby's `plugins.normalModuleReplacement` (webpack's NormalModuleReplacementPlugin). */
export type ContextReplacementFactory = (
  pattern: RegExp,
  replace: (resource: { request: string; context: string }) => void,
) => object

/** Points the injector's require, from the Partytown plugin's folder only, at the stand-in. */
export function replacePartytownInjector(resource: { request: string; context: string }): void {
  if (PARTYTOWN_INJECTOR.context.test(resource.context)) resource.request = path.resolve(NO_PARTYTOWN_INJECTOR)
}

export function partytownInjectorReplacement(normalModuleReplacement: ContextReplacementFactory): object {
  return normalModuleReplacement(PARTYTOWN_INJECTOR.request, replacePartytownInjector)
}
