/**
 * A selector for an element by its CSS-module class, for the few tests with no role or name to go by.
 * The build names a module's class `<local>_<hash>` (src/gatsby/webpack/css-module-names.ts, in develop
 * and build alike), so a class token that starts with the local name and `_` is that class:
 * `moduleClass("search-panel")` does not match `search-panel-title_…`.
 */
export const moduleClass = (local: string): string => `:is([class^="${local}_"], [class*=" ${local}_"])`

/** A class attribute's CSS-module class of this local name, as a pattern (for markup read as text). */
export const moduleClassPattern = (local: string): RegExp => new RegExp(`(?:^|\\s)${local}_[0-9a-f]{5}(?:\\s|$)`)
