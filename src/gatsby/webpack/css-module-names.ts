/**
 * CSS-module class names as Docusaurus writes them, `sidebar-link_1a2b3` (the class's own name and a
 * hash of its file and name), instead of Gatsby's `Sidebar-module--sidebar-link--1a2b3`. Gatsby
 * inlines styles.css into every page and the sidebar and TOC repeat their classes a few hundred
 * times: Gatsby's names made a doc page's HTML 16 % larger (about 2 KB more gzipped) than the same
 * page with global class names. The hash alone keeps two modules' classes apart, as before.
 *
 * Set on every css-loader with CSS Modules in Gatsby's rules (the browser compilation, the HTML
 * renderer and develop, so the server's names and the browser's agree); a configuration with none
 * fails the build, since the pages would silently keep the long names. tests/browser/module-class.ts
 * and tests/bench/compare-builds.mjs read names of this shape.
 */
export const MODULE_CLASS_NAME = "[local]_[hash:hex:5]"

interface LoaderEntry {
  loader?: string
  options?: { modules?: unknown }
}

/** Every loader entry of the rules (their `use`, `oneOf` and nested `rules`). */
function* loaderEntries(rules: readonly unknown[]): Generator<LoaderEntry> {
  for (const rule of rules) {
    if (!rule || typeof rule !== "object") continue
    const { use, oneOf, rules: nested } = rule as { use?: unknown; oneOf?: unknown[]; rules?: unknown[] }
    if (Array.isArray(use)) for (const entry of use) if (entry && typeof entry === "object") yield entry as LoaderEntry
    if (Array.isArray(oneOf)) yield* loaderEntries(oneOf)
    if (Array.isArray(nested)) yield* loaderEntries(nested)
  }
}

/** Sets the short names; returns how many css-loaders it changed, and fails when there is none. */
export function shortModuleClassNames(rules: readonly unknown[], stage: string): number {
  let changed = 0
  for (const entry of loaderEntries(rules)) {
    const modules = entry.options?.modules
    if (!/[\\/]css-loader[\\/]/.test(entry.loader ?? "") || !modules || typeof modules !== "object") continue
    ;(modules as { localIdentName?: string }).localIdentName = MODULE_CLASS_NAME
    changed++
  }
  if (changed === 0)
    throw new Error(
      `Gatsby's ${stage} configuration has no css-loader with CSS Modules options for ` +
        "src/gatsby/webpack/css-module-names.ts (src/gatsby/internals.ts, gatsby/dist/utils/webpack-utils.js rules.cssModules)",
    )
  return changed
}
