import { AwaitedLater } from "./awaited-later"
import { runInChild } from "./child-work"
import { DOCS_DIR } from "./content-paths"
import { filesUnder } from "./files-under"
import type { DrawnAhead } from "./diagrams"

/**
 * The diagrams and charts drawn ahead, into their cache (diagrams.ts), by a process of its own
 * started at onPreBootstrap (pre-bootstrap.ts) at a lower priority: drawn inside the compilations they held the
 * compilations' own JavaScript up for 1.2 s (loading Mermaid and Vega, then drawing). The remark
 * plugin finds them in the cache; one it reaches first it draws itself, as before, and a block that
 * does not draw is reported by the plugin, naming page and line. `gatsby build` only;
 * TACHYON_DIAGRAMS_AHEAD=off leaves all the drawing to the compilations, for paired builds.
 */
const drawing = new AwaitedLater<DrawnAhead>()

export function startDiagramsAhead(): void {
  if (process.env.gatsby_executing_command !== "build" || process.env.TACHYON_DIAGRAMS_AHEAD === "off") return
  const files = filesUnder(DOCS_DIR).filter((file) => file.endsWith(".mdx"))
  drawing.start(runInChild<string[], DrawnAhead>("src/node/diagrams-child.ts", files, { nice: true }))
}

/** What the diagrams' process drew (it is long done by onPostBuild); its failure is a bug, and fails the build. */
export async function awaitDiagramsAhead(): Promise<DrawnAhead> {
  return (await drawing.take("diagrams: drawn ahead, awaited at onPostBuild")) ?? { drawn: [], ms: 0 }
}
