import { execFileSync } from "node:child_process"
import path from "node:path"
import { GIT_LOG_FORMAT, lastCommitTimes } from "../lib/docs/last-updated"
import { DOCS_DIR } from "./content-paths"
import { keptInFile } from "./kept-in-file"

/** In Gatsby's cache folder: `gatsby clean` reads the history again. */
const HISTORY_DIR = path.resolve(".cache", "tachyon-docs-history")

interface Reporter {
  warn: (message: string) => void
}

let times: Map<string, number> | null = null

const git = (args: string[]) =>
  execFileSync("git", ["-c", "core.quotePath=false", ...args], {
    cwd: DOCS_DIR,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    stdio: ["ignore", "pipe", "pipe"],
  })

/**
 * The time of the last commit of a doc (`relativePath` under content/docs/), for "Last updated".
 * The whole docs tree's history is read once per build, in one `git log` (plus one question:
 * is this a shallow clone?), not one process per file. Without git history (not a checkout, git
 * missing) the build warns once and pages show no date unless their frontmatter gives one; in a
 * shallow clone only files changed after the clone's oldest commit have a date (lastCommitTimes).
 */
export function lastCommitTime(relativePath: string, reporter: Reporter): number | undefined {
  if (times === null) {
    try {
      const [head, shallowAnswer] = git(["rev-parse", "HEAD", "--is-shallow-repository"]).trim().split("\n")
      const shallow = shallowAnswer === "true"
      // The log of one commit never changes: a warm build reads it back (0.2 s of git on Gatsby's thread).
      times = keptInFile(HISTORY_DIR, "docs-history", `${head}-${shallow ? "shallow" : "full"}`, () =>
        lastCommitTimes(git(["log", "--relative", "--name-only", `--format=${GIT_LOG_FORMAT}`, "--", "."]), {
          shallow,
        }),
      )
      if (shallow)
        reporter.warn(
          `${DOCS_DIR} is a shallow clone: "Last updated" is left out for files unchanged since its oldest commit (fetch the full history for every date).`,
        )
    } catch (error) {
      times = new Map()
      reporter.warn(
        `No git history for ${DOCS_DIR} (${(error as Error).message.split("\n")[0]}): "Last updated" is shown only where the frontmatter gives last_update.`,
      )
    }
  }
  return times.get(relativePath)
}
