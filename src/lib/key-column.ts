/**
 * A table whose first column is identifiers (`server.cpuAffinity.enabled`, one inline code a cell)
 * gets that column sized to its longest key, up to a share of the table (markdown.css): the browser
 * would otherwise give the prose column the room and break every key at its dots. `firstCells` is
 * each body row's first cell as the key it holds, or null for a cell that is not one key. The
 * column counts as keys when at least half its cells are; the answer is the longest key's length
 * in characters (the code font is monospaced), or null.
 */
export function keyColumnChars(firstCells: readonly (string | null)[]): number | null {
  const keys = firstCells.filter((cell): cell is string => cell !== null)
  if (keys.length === 0 || keys.length * 2 < firstCells.length) return null
  return Math.max(...keys.map((key) => [...key].length))
}
