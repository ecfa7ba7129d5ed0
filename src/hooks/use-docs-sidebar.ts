import { useMemo } from "react"
import { graphql, useStaticQuery } from "gatsby"
import { parseSidebar, type SidebarItem } from "../lib/docs/sidebar"

/**
 * The docsSidebar tree at any depth, from one static query shared by every page (fetched once,
 * cached): the tree comes as JSON because a query reaches only as deep as it nests.
 */
export function useDocsSidebar(): SidebarItem[] {
  const data = useStaticQuery<Queries.DocsSidebarQuery>(graphql`
    query DocsSidebar {
      docsVersion(name: { eq: "current" }) {
        sidebars {
          name
          tree
        }
      }
    }
  `)
  const tree = data.docsVersion?.sidebars[0]?.tree
  return useMemo(() => parseSidebar(tree, "docsSidebar"), [tree])
}
