import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { CONTENT_ROOT } from "./content-paths"
import { contentRootChange } from "./content-root-guard"
import { startDiagramsAhead } from "./diagrams-ahead"

/** Before sourcing: the cache must hold this content tree's nodes; then the diagrams start drawing ahead. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const change = contentRootChange(path.resolve(".cache", "tachyon-content-root"), CONTENT_ROOT)
  if (change) reporter.panic(change)
  startDiagramsAhead()
}
