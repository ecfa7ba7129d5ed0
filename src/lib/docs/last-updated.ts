/**
 * "Last updated" of a doc page: the date of the file's last commit, read at build time from
 * one `git log` over the whole docs tree (src/node/git-history.ts), unless the frontmatter's
 * `last_update` (Docusaurus's shape: `{ date, author }`) says otherwise.
 */

/** The record separator that starts each commit in the log (`--format=%x1e%ct%x09%P`). */
export const GIT_LOG_FORMAT = "%x1e%ct%x09%P"

/**
 * The time (ms since the epoch) of the last commit of every file in the output of
 * `git log --relative --name-only --format=${GIT_LOG_FORMAT}`, newest first. In a shallow clone
 * (`shallow`), the oldest commit fetched stands for all history before it, so the files it names
 * have no known date; they are left out (no date beats a wrong one).
 */
export function lastCommitTimes(log: string, { shallow }: { shallow: boolean }): Map<string, number> {
  const times = new Map<string, number>()
  for (const entry of log.split("\x1e")) {
    const [header, ...files] = entry.split("\n")
    const [seconds, parents = ""] = header.split("\t")
    const time = Number(seconds) * 1000
    if (!seconds || !Number.isFinite(time)) continue
    if (shallow && parents.trim() === "") continue
    for (const file of files) if (file && !times.has(file)) times.set(file, time)
  }
  return times
}

/** The frontmatter's `last_update`, validated (src/lib/docs/frontmatter.ts). */
export interface LastUpdateOverride {
  /** YYYY-MM-DD */
  date?: string
  author?: string
}

export interface LastUpdate {
  /** ISO 8601, or null when neither git nor the frontmatter knows */
  date: string | null
  /** Shown only when the frontmatter names one: commit authors are not written for readers. */
  author: string | null
}

export function lastUpdate(override: LastUpdateOverride | undefined, commitTime: number | undefined): LastUpdate {
  const date = override?.date ?? (commitTime === undefined ? null : new Date(commitTime).toISOString())
  return { date, author: override?.author ?? null }
}
