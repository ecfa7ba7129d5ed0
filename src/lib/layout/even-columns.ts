/**
 * The most columns, up to `max`, that `items` fill row by row with no ragged last row: the
 * largest divisor of `items` not above `max` (15 topics: 5, 3 or 1 across, never 4 + 4 + 4 + 3).
 */
export function evenColumns(items: number, max: number): number {
  if (!Number.isInteger(items) || items < 1) return 1
  for (let columns = Math.min(Math.floor(max), items); columns > 1; columns--) if (items % columns === 0) return columns
  return 1
}
