/**
 * Strings in code-point order, the same on every machine (unlike `localeCompare`, whose order
 * depends on the locale and ICU data): for output that two builds must write alike.
 */
export const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)
