import type { GatsbyNode } from "gatsby"
import { serveSearchIndex } from "./dev-search"
import { serveTwins, type TwinDoc } from "./twins"
import { servePageToolsData } from "./page-tools-data"

/** `gatsby develop` answers what the build writes after the pages: the search index, the page tools' data and the Markdown twins. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = (args) => {
  serveSearchIndex(args)
  servePageToolsData(args.app, () => args.getNodesByType("Doc"))
  const file = (mdxId: string) =>
    (args.getNode(mdxId) as unknown as { internal: { contentFilePath?: string } } | undefined)?.internal
      .contentFilePath ?? ""
  serveTwins(args.app, () =>
    (args.getNodesByType("Doc") as unknown as (Omit<TwinDoc, "file"> & { mdxId: string })[]).map((doc) => ({
      ...doc,
      file: file(doc.mdxId),
    })),
  )
}
