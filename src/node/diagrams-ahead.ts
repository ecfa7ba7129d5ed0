import { timeFeature } from "./build-profile"
import { runInChild } from "./child-work"
import type { DrawnAhead } from "./diagrams"

/**
 * The diagrams and charts drawn ahead, into their cache (diagrams.ts), by a process of its own
 * started at onPreBootstrap (work-ahead.ts) at a lower priority: drawn inside the compilations they held the
 * compilations' own JavaScript up for 1.2 s (loading Mermaid and Vega, then drawing). The remark
 * plugin finds them in the cache; one it reaches first it draws itself, as before, and a block that
 * does not draw is reported by the plugin, naming page and line. In `gatsby build` and `develop`;
 * TACHYON_DIAGRAMS_AHEAD=off leaves all the drawing to the compilations, for paired builds.
 */
let ahead: Promise<DrawnAhead> | null = null

/** Starts the diagrams' process on `files` (the docs' MDX files), unless TACHYON_DIAGRAMS_AHEAD=off. */
export function startDiagramsAhead(files: string[], reporter: { error: (message: string) => void }): void {
  if (process.env.TACHYON_DIAGRAMS_AHEAD === "off") return
  const pending = runInChild<string[], DrawnAhead>("src/node/diagrams-child.ts", files, { nice: true })
  if (process.env.gatsby_executing_command === "build") {
    ahead = pending
    // Awaited at onPostBuild: a failure is reported there, not as an unhandled rejection now.
    ahead.catch(() => undefined)
  } else
    pending.catch((error: Error) =>
      reporter.error(`Drawing the diagrams ahead failed: ${error.stack ?? error.message}`),
    )
}

/** What the diagrams' process drew (it is long done by onPostBuild); its failure is a bug, and fails the build. */
export async function awaitDiagramsAhead(): Promise<DrawnAhead> {
  const pending = ahead
  ahead = null
  return pending ? timeFeature("diagrams: drawn ahead, awaited at onPostBuild", () => pending) : { drawn: [], ms: 0 }
}
