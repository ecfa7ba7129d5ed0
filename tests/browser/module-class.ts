/**
 * A selector for an element by its CSS-module class, for the few tests with no role or name to go by.
 * Gatsby names a module's class `<File>-module--<local>--<hash>` (its css-loader localIdentName,
 * the same in develop and build), so the local name between `--` marks picks exactly one class:
 * `moduleClass("search-panel")` does not match `search-panel-title`.
 */
export const moduleClass = (local: string): string => `[class*="-module--${local}--"]`
