/**
 * The ids of reference table rows, so that prose and search results can point at one entry
 * (`/docs/config/config_reference/#key-journal-fsync`). The tables (src/components/reference/) and
 * the search records (src/lib/search/records.ts) take them from here, so they cannot differ.
 */

/** `prefix-` + the name, lower case, every run of other characters as one `-` (`key-journal-fsync`). */
export const rowId = (prefix: string, name: string): string =>
  `${prefix}-${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`

export const fixTagRowId = (tag: number): string => rowId("tag", String(tag))
export const configKeyRowId = (key: string): string => rowId("key", key)
export const optionRowId = (name: string): string => rowId("option", name)
export const metricRowId = (name: string): string => rowId("metric", name)
export const counterRowId = (name: string): string => rowId("counter", name)

/**
 * A FIX value's row: `value-35-D`. Its case is kept, since FIX values differ by case alone
 * (35=F is OrderCancelRequest, 35=f SecurityStatus); other characters become `-`.
 */
export const fixValueRowId = (tag: number, value: string): string =>
  `value-${tag}-${value.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "")}`
